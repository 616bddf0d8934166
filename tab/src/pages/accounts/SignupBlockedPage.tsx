import { ShieldErrorRegular } from '@fluentui/react-icons';
import { useDocumentTitle } from '../../app/useDocumentTitle.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ContactLink } from '../help/support-links.tsx';
import type { TPageProps } from '../page-props.ts';

/** /accounts/signup_blocked — a registration from a flagged email domain waits for review (part 1 §2.6). */
export default function SignupBlockedPage({ route }: TPageProps) {
  useDocumentTitle(route.title);
  return (
    <EmptyState
      card
      icon={<ShieldErrorRegular />}
      title="Hold up! We can't continue your registration."
      body="We have received many trial registrations from your email domain, so it has been flagged for a manual review. We will look into it as soon as we can."
      note="If you think this is a mistake, or you want to speed things up, get in touch with us."
      action={<ContactLink topic="Question">Contact us</ContactLink>}
    />
  );
}
