import { ACCOUNT_MESSAGES } from '../../../../shared/accounts.ts';
import { useDocumentTitle } from '../../app/useDocumentTitle.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { FormCard } from '../../components/forms/FormCard.tsx';
import type { TPageProps } from '../page-props.ts';
import { EmailForm } from './EmailForm.tsx';

/** /accounts/magic_link/request — email a one-time sign-in link (part 2 §2.3). */
export default function MagicLinkRequestPage({ route }: TPageProps) {
  useDocumentTitle(route.title);
  return (
    <FormCard
      title="Sign in with one click"
      subtitle="We will email you a link that signs you in without a password."
      footer={<AppLink to="/accounts/login/">Sign in with a password</AppLink>}
    >
      <EmailForm
        path="/accounts/magic_link/request/"
        label="Email"
        buttonLabel="Send me the link"
        pendingLabel="Sending..."
        sentMessage={ACCOUNT_MESSAGES.magicLinkSent}
      />
    </FormCard>
  );
}
