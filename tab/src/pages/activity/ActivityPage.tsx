/**
 * /team/activity/ (spec part 3 §2.11): the team's check-ins and work-tool events, day by day. The
 * filters live in the URL; this container asks the server and keeps the last answer on screen
 * while the next loads, so changing a filter never blanks the page.
 */
import { useEffect, useRef } from 'react';
import type { TActivityContext } from '../../../../shared/activity.ts';
import { QueryGate } from '../../components/QueryGate.tsx';
import type { TPageProps } from '../page-props.ts';
import { ActivityView } from './ActivityView.tsx';
import { useTeamActivity } from './activity-queries.ts';
import { useActivityUrl } from './use-activity-url.ts';

/** The last answer received, kept while newer filters fail, so the filters keep their choices. */
function useLastAnswer(data: TActivityContext | undefined): TActivityContext | undefined {
  const last = useRef(data);
  if (data !== undefined) last.current = data;
  return last.current;
}

export default function ActivityPage({ route }: TPageProps) {
  const { query, change, goToPage, reset } = useActivityUrl();
  const feed = useTeamActivity(query);
  const last = useLastAnswer(feed.data);
  // Past the last page (a shared link, items gone since): the server answered the last page; say so in the URL.
  const answeredPage = feed.data !== undefined && !feed.isPlaceholderData ? feed.data.page.number : null;
  useEffect(() => {
    if (answeredPage !== null && answeredPage !== query.page) goToPage(answeredPage);
  }, [answeredPage, query.page, goToPage]);
  if (last === undefined) return <QueryGate query={feed}>{() => null}</QueryGate>;
  return (
    <ActivityView
      title={route.title}
      query={query}
      context={last}
      loading={feed.isFetching && feed.isPlaceholderData}
      problem={feed.error === null ? null : feed.error.message}
      change={change}
      goToPage={goToPage}
      reset={reset}
    />
  );
}
