import { Link } from '@fluentui/react-components';
import { ShieldErrorRegular } from '@fluentui/react-icons';
import { useLoadedState } from '../../app/loaded-state.tsx';
import { useDocumentTitle } from '../../app/useDocumentTitle.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import type { TPageProps } from '../page-props.ts';

/** /accounts/signup_blocked — a registration from a flagged email domain waits for review (part 1 §2.6). */
export default function SignupBlockedPage({ route }: TPageProps) {
  const { help_desk_url } = useLoadedState().config;
  useDocumentTitle(route.title);
  return (
    <EmptyState
      card
      icon={<ShieldErrorRegular />}
      title="Hold up! We can't continue your registration."
      body="We have received many trial registrations from your email domain, so it has been flagged for a manual review. We will look into it as soon as we can."
      note="If you think this is a mistake, or you want to speed things up, get in touch with us."
      action={
        <Link href={help_desk_url} target="_blank" rel="noopener noreferrer">
          Contact us
        </Link>
      }
    />
  );
}
