import { useLoadedState } from '../../app/loaded-state.tsx';
import { useDocumentTitle } from '../../app/useDocumentTitle.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { FormCard } from '../../components/forms/FormCard.tsx';
import type { TPageProps } from '../page-props.ts';
import { EmailForm } from './EmailForm.tsx';
import { SignedInNote } from './SignedInNote.tsx';
import { SsoButtons } from './SsoButtons.tsx';
import { SsoNotice } from './SsoNotice.tsx';
import { Testimonial } from './Testimonial.tsx';

/** /accounts/signup — start a trial with Microsoft, Slack or a work email (part 1 §2.4). */
export default function SignupStartPage({ route }: TPageProps) {
  const { user } = useLoadedState();
  useDocumentTitle(route.title);
  if (user !== null) return <SignedInNote title="Start your free trial" user={user} />;
  return (
    <FormCard
      title="Start your free trial"
      subtitle="Automate your standups and check-ins in a few minutes."
      aside={<Testimonial />}
      footer={
        <span>
          Already have an account? <AppLink to="/accounts/login/">Sign in</AppLink>
        </span>
      }
    >
      <SsoNotice />
      <SsoButtons purpose="register" />
      <EmailForm path="/accounts/signup/" buttonLabel="Get started" pendingLabel="Starting..." />
    </FormCard>
  );
}
