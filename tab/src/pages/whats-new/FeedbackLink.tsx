import { Link } from '@fluentui/react-components';
import { useLoadedState } from '../../app/loaded-state.tsx';

/** The release notes' feedback link (part 1 §2.11): FEEDBACK_URL, by default an email to the people who run Rollcall. */
export function FeedbackLink() {
  const { config } = useLoadedState();
  const external = /^https?:/.test(config.feedback_url);
  return (
    <Link href={config.feedback_url} {...(external ? { target: '_blank', rel: 'noopener' } : {})}>
      Share feedback on these updates
    </Link>
  );
}
