import { Button, Divider, makeStyles, tokens } from '@fluentui/react-components';
import { NumberSymbolRegular } from '@fluentui/react-icons';
import { useLoadedState } from '../../app/loaded-state.tsx';
import { MicrosoftLogo } from './MicrosoftLogo.tsx';
import { SSO_LINKS, ssoLinkWithNext } from './sso-links.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  button: { width: '100%' },
  divider: { paddingTop: tokens.spacingVerticalS },
});

export interface TSsoButtonsProps {
  /** Sign in to an existing account, or register a new one. */
  purpose: 'login' | 'register';
  /** Offer Slack as well (the tab variant of the login page offers Microsoft only). */
  withSlack?: boolean;
  /**
   * The same-site page to open after signing in (already checked by safeNext); for a Microsoft
   * registration, the invitation page it accepts.
   */
  next?: string;
}

/**
 * The Microsoft and Slack buttons of the login and signup pages, each shown only when the server
 * has that sign-in configured (state.config.sign_in), followed by an "or" before the email form.
 */
export function SsoButtons({ purpose, withSlack = true, next }: TSsoButtonsProps) {
  const styles = useStyles();
  const { sign_in } = useLoadedState().config;
  const slack = withSlack && sign_in.slack;
  if (!sign_in.microsoft && !slack) return null;
  const verb = purpose === 'login' ? 'Sign in' : 'Sign up';
  return (
    <div className={styles.root}>
      {sign_in.microsoft ? (
        <Button
          as="a"
          href={ssoLinkWithNext(purpose === 'login' ? SSO_LINKS.microsoftLogin : SSO_LINKS.microsoftRegister, next)}
          icon={<MicrosoftLogo />}
          className={styles.button}
          size="large"
        >
          {verb} with Microsoft
        </Button>
      ) : null}
      {slack ? (
        <Button
          as="a"
          href={purpose === 'login' ? ssoLinkWithNext(SSO_LINKS.slackLogin, next) : SSO_LINKS.slackRegister}
          icon={<NumberSymbolRegular />}
          className={styles.button}
          size="large"
        >
          {verb} with Slack
        </Button>
      ) : null}
      <Divider className={styles.divider}>or</Divider>
    </div>
  );
}
