import { Body1, Button, Divider, makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import {
  INSTALL_REGISTER_TEXTS,
  installConfirmPath,
  installRegisterEmailPath,
  installRegisterMicrosoftPath,
  type TInstallRegisterContext,
} from '../../../../shared/install-register.ts';
import { useLoadedState } from '../../app/loaded-state.tsx';
import { loginPathFor } from '../../app/sign-in-redirect.tsx';
import { useDocumentTitle } from '../../app/useDocumentTitle.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { FormCard } from '../../components/forms/FormCard.tsx';
import { QueryGate } from '../../components/QueryGate.tsx';
import type { TPageProps } from '../page-props.ts';
import { connectLinkRefusal } from '../teams/msteams-connect/connect-text.ts';
import { InvalidConnectLink } from '../teams/msteams-connect/InvalidConnectLink.tsx';
import { installRegisterQuery } from './account-queries.ts';
import { EmailForm } from './EmailForm.tsx';
import { MicrosoftLogo } from './MicrosoftLogo.tsx';
import { SsoNotice } from './SsoNotice.tsx';

const useStyles = makeStyles({
  sso: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  button: { width: '100%' },
});

/** The page's explanation (spec part 1 §2.7): Teams mentions both ways in, other platforms Webex's email. */
export function installRegisterText(context: TInstallRegisterContext): string {
  if (context.platform !== 'MSTEAMS') return INSTALL_REGISTER_TEXTS.webex;
  return context.microsoft ? INSTALL_REGISTER_TEXTS.msteams : INSTALL_REGISTER_TEXTS.msteamsEmailOnly;
}

function InstallRegisterCard({ slug, context }: { slug: string; context: TInstallRegisterContext }) {
  const styles = useStyles();
  const withMicrosoft = context.platform === 'MSTEAMS' && context.microsoft;
  return (
    <FormCard
      title="Create your Rollcall account"
      subtitle={`Then connect ${context.team_name} to Rollcall.`}
      footer={
        <span>
          Already have an account?{' '}
          <AppLink to={loginPathFor(installConfirmPath(slug, context.platform))}>Sign in</AppLink>
        </span>
      }
    >
      <SsoNotice />
      <Body1>{installRegisterText(context)}</Body1>
      {withMicrosoft ? (
        <div className={styles.sso}>
          <Button
            as="a"
            href={installRegisterMicrosoftPath(slug)}
            icon={<MicrosoftLogo />}
            className={styles.button}
            size="large"
          >
            Sign up with Microsoft
          </Button>
          <Divider>or</Divider>
        </div>
      ) : null}
      <EmailForm
        path={installRegisterEmailPath(slug)}
        buttonLabel={INSTALL_REGISTER_TEXTS.emailButton}
        pendingLabel="Continuing..."
      />
    </FormCard>
  );
}

function SignedInCard({ slug, context }: { slug: string; context: TInstallRegisterContext }) {
  return (
    <FormCard title="You are signed in">
      <Body1>You already have a Rollcall account, so there is nothing to register.</Body1>
      <AppLink to={installConfirmPath(slug, context.platform)}>Continue to connect your team</AppLink>
    </FormCard>
  );
}

/**
 * /accounts/microsoft/install-register/:slug — the chat-install signup (spec part 1 §2.7): someone
 * who added Rollcall in Microsoft Teams or Cisco Webex Teams without a Rollcall login registers
 * (with Microsoft too, for Teams) or with email and comes back to the install's confirm screen. A
 * link that can no longer be used gets the connect link's own page; someone already signed in is
 * led to the confirm screen of the install's platform.
 */
export default function InstallRegisterPage({ route }: TPageProps) {
  const { slug = '' } = useParams();
  const { user } = useLoadedState();
  const query = useQuery(installRegisterQuery(slug));
  useDocumentTitle(route.title);
  const refusal = query.data === undefined ? connectLinkRefusal(query.error) : undefined;
  if (refusal !== undefined) return <InvalidConnectLink message={refusal} />;
  return (
    <QueryGate query={query}>
      {(context) =>
        user === null ? (
          <InstallRegisterCard slug={slug} context={context} />
        ) : (
          <SignedInCard slug={slug} context={context} />
        )
      }
    </QueryGate>
  );
}
