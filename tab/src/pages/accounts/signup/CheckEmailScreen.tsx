import { Body1, Link } from '@fluentui/react-components';
import { MailCheckmarkRegular } from '@fluentui/react-icons';
import { useDocumentTitle } from '../../../app/useDocumentTitle.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { SERVER_LINKS } from '../sso-links.ts';

/**
 * Shown instead of the signup steps while the email is not verified (part 1 §2.5). Resending is
 * a plain link: the server sends the email again and comes back here with a toast.
 */
export function CheckEmailScreen({ email, slug }: { email: string; slug: string }) {
  useDocumentTitle('Check your email');
  return (
    <EmptyState
      card
      icon={<MailCheckmarkRegular />}
      title="Check your email!"
      body={
        <>
          We sent a link to <strong>{email}</strong>. Open it to confirm your address and finish creating your account.
        </>
      }
      note="It can take a minute or two to arrive. Look in your spam folder if you cannot find it."
      action={
        <Body1>
          Didn't get it? <Link href={SERVER_LINKS.resendVerification(slug)}>Resend the email</Link>
        </Body1>
      }
    />
  );
}
