import { useSearchParams } from 'react-router';
import { useLoadedState } from '../../app/loaded-state.tsx';
import { useDocumentTitle } from '../../app/useDocumentTitle.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { FormCard } from '../../components/forms/FormCard.tsx';
import { useFormStyles } from '../../components/forms/form-styles.ts';
import { LoginForm } from './LoginForm.tsx';
import { SignedInNote } from './SignedInNote.tsx';
import { SsoButtons } from './SsoButtons.tsx';
import { SsoNotice } from './SsoNotice.tsx';
import { safeNext } from './safe-next.ts';

export interface TLoginScreenProps {
  /** 'web' offers Microsoft and Slack; 'tab' (inside a Teams tab) offers Microsoft only. */
  variant: 'web' | 'tab';
  title: string;
}

/** Both login pages (part 1 §2.2): single-sign-on buttons, the email form and the recovery links. */
export function LoginScreen({ variant, title }: TLoginScreenProps) {
  const styles = useFormStyles();
  const { user } = useLoadedState();
  const [searchParams] = useSearchParams();
  useDocumentTitle(title);
  if (user !== null) return <SignedInNote title="Welcome to Rollcall" user={user} />;
  const next = safeNext(searchParams.get('next'));

  const footer = (
    <div className={styles.links}>
      <span>
        New to Rollcall? <AppLink to="/accounts/signup/">Create an account</AppLink>
      </span>
      <span>
        No password? <AppLink to="/accounts/magic_link/request/">sign in with one click</AppLink>
      </span>
      <AppLink to="/accounts/forgot-password/">Forgot your password?</AppLink>
    </div>
  );
  return (
    <FormCard title="Welcome to Rollcall" subtitle="Sign in to see your team's check-ins." footer={footer}>
      <SsoNotice />
      <SsoButtons purpose="login" withSlack={variant === 'web'} next={next} />
      <LoginForm next={next} />
    </FormCard>
  );
}
