import { Body1, Link, makeStyles, tokens } from '@fluentui/react-components';
import type { TStateUser } from '../../../../shared/state.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { FormCard } from '../../components/forms/FormCard.tsx';
import { useLinkProps } from '../../components/header/link-props.ts';
import { SERVER_LINKS } from './sso-links.ts';

const useStyles = makeStyles({ links: { display: 'flex', gap: tokens.spacingHorizontalL } });

/** Shown instead of the login or signup form to someone already signed in: who they are, Home, Logout. */
export function SignedInNote({ title, user }: { title: string; user: TStateUser }) {
  const styles = useStyles();
  // Signs out by POST, like the header menu.
  const logout = useLinkProps({ href: SERVER_LINKS.logout });
  return (
    <FormCard title={title}>
      <Body1>
        You are signed in as <strong>{user.email}</strong>.
      </Body1>
      <div className={styles.links}>
        <AppLink to="/">Home</AppLink>
        <Link {...logout}>Logout</Link>
      </div>
    </FormCard>
  );
}
