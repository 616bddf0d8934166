/**
 * The hashtag view (spec part 3 §2.7 'Report entries tagged with {tag}', /dashboard/{team}/hashtag/{tag}/):
 * a team's entries whose answers carry the tag, newest first, each naming its member, report and
 * date, with older entries on request.
 */
import { Caption1, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { useParams } from 'react-router';
import { DASHBOARD_MESSAGES, type THashtagDashboard } from '../../../../shared/dashboard.ts';
import { QueryGate } from '../../components/QueryGate.tsx';
import type { TPageProps } from '../page-props.ts';
import { DashboardNotFound } from './DashboardNotFound.tsx';
import { useHashtagDashboard } from './dashboard-queries.ts';
import { EntryList } from './EntryList.tsx';
import { entriesOfPages } from './entry-cache.ts';
import { LoadOlderEntries } from './LoadOlderEntries.tsx';
import { NoEntries } from './NoEntries.tsx';
import { useDashboardPageStyles } from './RunDashboardFrame.tsx';
import { useDashboardTitle } from './use-dashboard-title.ts';

const useStyles = makeStyles({
  titles: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  heading: { margin: 0, overflowWrap: 'anywhere' },
  meta: { color: tokens.colorNeutralForeground3 },
});

function HashtagHeader({ first }: { first: THashtagDashboard }) {
  const styles = useStyles();
  return (
    <header className={styles.titles}>
      <Caption1 className={styles.meta}>{first.team_name}</Caption1>
      <Title2 as="h1" className={styles.heading}>
        {first.title}
      </Title2>
      {first.is_team_hashtag ? null : (
        <Caption1 className={styles.meta}>
          #{first.tag} is not one of the team's hashtags; entries that mention it are shown.
        </Caption1>
      )}
    </header>
  );
}

export default function HashtagDashboardPage({ route }: TPageProps) {
  const pageStyles = useDashboardPageStyles();
  const { teamId = '', tag = '' } = useParams();
  const query = useHashtagDashboard(teamId, tag);
  const first = query.data?.pages[0];
  useDashboardTitle(first === undefined ? null : first.title, route.title);
  return (
    <QueryGate query={query} notFound={<DashboardNotFound what="team" />}>
      {({ pages }) => {
        const [head] = pages;
        if (head === undefined) return null;
        const entries = entriesOfPages(pages);
        return (
          <div className={pageStyles.page}>
            <HashtagHeader first={head} />
            {entries.length === 0 ? (
              <NoEntries
                title={DASHBOARD_MESSAGES.waitingText}
                body={`No report entries of ${head.team_name} mention #${head.tag} yet.`}
              />
            ) : (
              <EntryList entries={entries} questions={[]} teamSlug={head.team_slug} heading="member-and-report" />
            )}
            <LoadOlderEntries
              hasMore={query.hasNextPage}
              loading={query.isFetchingNextPage}
              failed={query.isFetchNextPageError}
              onLoad={() => void query.fetchNextPage()}
            />
          </div>
        );
      }}
    </QueryGate>
  );
}
