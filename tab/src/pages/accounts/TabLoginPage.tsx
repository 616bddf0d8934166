import { Divider } from '@fluentui/react-components';
import { useSearchParams } from 'react-router';
import { useLoadedState } from '../../app/loaded-state.tsx';
import { useDocumentTitle } from '../../app/useDocumentTitle.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { FormCard } from '../../components/forms/FormCard.tsx';
import { useFormStyles } from '../../components/forms/form-styles.ts';
import type { TPageProps } from '../page-props.ts';
import { TabMicrosoftButton } from '../teams/msteams-tab/TabMicrosoftButton.tsx';
import { LoginForm } from './LoginForm.tsx';
import { SignedInNote } from './SignedInNote.tsx';
import { safeNext } from './safe-next.ts';

/**
 * /accounts/tab-login — the login inside a Microsoft Teams tab (spec part 1 §2.2): the Microsoft
 * button opens the sign-in popup (the tab's frame cannot show Microsoft's pages), then the email
 * form, whose session the server gives frame cookies.
 */
export default function TabLoginPage({ route }: TPageProps) {
  const styles = useFormStyles();
  const { user, config } = useLoadedState();
  const [searchParams] = useSearchParams();
  useDocumentTitle(route.title);
  if (user !== null) return <SignedInNote title="Welcome to Rollcall" user={user} />;
  const next = safeNext(searchParams.get('next'));
  const footer = (
    <div className={styles.links}>
      <span>
        No password? <AppLink to="/accounts/magic_link/request/">sign in with one click</AppLink>
      </span>
      <AppLink to="/accounts/forgot-password/">Forgot your password?</AppLink>
    </div>
  );
  return (
    <FormCard title="Welcome to Rollcall" subtitle="Sign in to see your team's check-ins." footer={footer}>
      {config.sign_in.microsoft ? (
        <>
          <TabMicrosoftButton next={next} />
          <Divider>or</Divider>
        </>
      ) : null}
      <LoginForm next={next} />
    </FormCard>
  );
}
