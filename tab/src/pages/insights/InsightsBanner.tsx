/** The 'New feature' banner with its 'Leave feedback' link (spec part 2 §2.5) to the configured feedback page. */
import { Link, MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { INSIGHTS_MESSAGES } from '../../../../shared/insights.ts';
import { useOptionalLoadedState } from '../../app/loaded-state.tsx';

export function InsightsBanner() {
  const feedbackUrl = useOptionalLoadedState()?.config.feedback_url ?? '';
  const external = /^https?:\/\//i.test(feedbackUrl);
  return (
    <MessageBar intent="info" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{INSIGHTS_MESSAGES.newFeature}</MessageBarTitle>
        Search and filter every check-in you can read, see how the team is doing, and export what you find.{' '}
        {feedbackUrl === '' ? null : (
          <Link href={feedbackUrl} inline {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {INSIGHTS_MESSAGES.leaveFeedback}
          </Link>
        )}
      </MessageBarBody>
    </MessageBar>
  );
}
