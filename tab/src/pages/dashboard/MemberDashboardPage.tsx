/**
 * The member view (spec part 3 §2.7, /dashboard/{team}/report/{report}/members/{member}/dashboard/):
 * one member's entries of one report, newest first, each card named by its date, with reactions
 * and comments, and older entries on request.
 */
import { Badge, Caption1, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { ArrowRightRegular, HistoryRegular, LockClosedRegular, PersonRegular } from '@fluentui/react-icons';
import { useParams } from 'react-router';
import { DASHBOARD_MESSAGES, type TMemberDashboard } from '../../../../shared/dashboard.ts';
import { QueryGate } from '../../components/QueryGate.tsx';
import type { TPageProps } from '../page-props.ts';
import { ButtonLink } from '../teams/ButtonLink.tsx';
import { DashboardNotFound } from './DashboardNotFound.tsx';
import { useMemberDashboard } from './dashboard-queries.ts';
import { EntryAvatar } from './EntryAvatar.tsx';
import { EntryList } from './EntryList.tsx';
import { entriesOfPages } from './entry-cache.ts';
import { LoadOlderEntries } from './LoadOlderEntries.tsx';
import { NoEntries } from './NoEntries.tsx';
import { useDashboardPageStyles } from './RunDashboardFrame.tsx';
import { useDashboardTitle } from './use-dashboard-title.ts';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingVerticalM,
  },
  who: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, minWidth: 0 },
  titles: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  heading: { margin: 0, overflowWrap: 'anywhere' },
  meta: { color: tokens.colorNeutralForeground3 },
  links: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

function MemberHeader({ first }: { first: TMemberDashboard }) {
  const styles = useStyles();
  const { member } = first;
  return (
    <header className={styles.header}>
      <div className={styles.who}>
        <EntryAvatar name={member.name} photo={member.photo} initials={member.initials} size={56} />
        <div className={styles.titles}>
          <Title2 as="h1" className={styles.heading}>
            {member.name}
          </Title2>
          <Caption1 className={styles.meta}>
            {first.report_name}, {first.team_name}
          </Caption1>
          {first.is_private_report ? (
            <Badge appearance="tint" color="informative" icon={<LockClosedRegular />}>
              Private
            </Badge>
          ) : null}
        </div>
      </div>
      <div className={styles.links}>
        <ButtonLink to={member.history_link} icon={<PersonRegular />}>
          Participation
        </ButtonLink>
        <ButtonLink to={first.links.history} icon={<HistoryRegular />}>
          Report history
        </ButtonLink>
        <ButtonLink to={first.links.latest} icon={<ArrowRightRegular />}>
          Latest report
        </ButtonLink>
      </div>
    </header>
  );
}

export default function MemberDashboardPage({ route }: TPageProps) {
  const pageStyles = useDashboardPageStyles();
  const { teamId = '', reportId = '', memberId = '' } = useParams();
  const query = useMemberDashboard(teamId, reportId, memberId);
  const first = query.data?.pages[0];
  useDashboardTitle(first === undefined ? null : `${first.member.name}, ${first.report_name}`, route.title);
  return (
    <QueryGate query={query} notFound={<DashboardNotFound what="member dashboard" />}>
      {({ pages }) => {
        const [head] = pages;
        if (head === undefined) return null;
        const entries = entriesOfPages(pages);
        return (
          <div className={pageStyles.page}>
            <MemberHeader first={head} />
            {entries.length === 0 ? (
              <NoEntries title={DASHBOARD_MESSAGES.waitingTitle} body={DASHBOARD_MESSAGES.waitingText} />
            ) : (
              <EntryList entries={entries} questions={head.questions} teamSlug={head.team_slug} heading="date" />
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
