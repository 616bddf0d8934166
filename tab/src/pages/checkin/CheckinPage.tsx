import { LinkMultipleRegular } from '@fluentui/react-icons';
import { useParams } from 'react-router';
import { CHECKIN_MESSAGES } from '../../../../shared/checkins.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { QueryGate } from '../../components/QueryGate.tsx';
import type { TPageProps } from '../page-props.ts';
import { useCheckinContext } from './checkin-queries.ts';
import { CheckinWorkspace } from './checkin-workspace.tsx';

function CheckinNotFound() {
  return (
    <EmptyState
      card
      icon={<LinkMultipleRegular />}
      title="Check-in not found"
      body={CHECKIN_MESSAGES.notFound}
      action={<AppLink to="/">Go to Rollcall</AppLink>}
    />
  );
}

/**
 * The check-in page (spec part 3 §2.6), at /checkin/{hash} and /report/checkin/{hash} in the bare
 * layout: the hash in the link opens that member's own check-in, and an unknown one says so.
 */
export default function CheckinPage(_props: TPageProps) {
  const hash = useParams().hash ?? '';
  const query = useCheckinContext(hash);
  return (
    <QueryGate query={query} notFound={<CheckinNotFound />}>
      {(context) => <CheckinWorkspace key={context.hash} context={context} />}
    </QueryGate>
  );
}
