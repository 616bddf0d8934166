import { ACCOUNT_MESSAGES } from '../../../../shared/accounts.ts';
import { useDocumentTitle } from '../../app/useDocumentTitle.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { FormCard } from '../../components/forms/FormCard.tsx';
import type { TPageProps } from '../page-props.ts';
import { EmailForm } from './EmailForm.tsx';

/** /accounts/forgot-password — email a link to choose a new password (part 2 §2.3). */
export default function ForgotPasswordPage({ route }: TPageProps) {
  useDocumentTitle(route.title);
  return (
    <FormCard
      title="Forgot your password?"
      subtitle="Enter the email you sign in with and we will send you a link to choose a new password."
      footer={<AppLink to="/accounts/login/">Back to sign in</AppLink>}
    >
      <EmailForm
        path="/accounts/forgot-password/"
        label="Email"
        buttonLabel="Email reset link"
        pendingLabel="Sending..."
        sentMessage={ACCOUNT_MESSAGES.resetSent}
      />
    </FormCard>
  );
}
