import { Avatar, Body1, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { useParams } from 'react-router';
import { historyPath, type TMemberHistory, type TReportHistory } from '../../../../shared/history.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { QueryGate } from '../../components/QueryGate.tsx';
import type { TPageProps } from '../page-props.ts';
import { HistoryCard, HistoryFrame, HistoryNotFound, NoRuns } from './HistoryLayout.tsx';
import { HistorySidePanel } from './HistorySidePanel.tsx';
import { useMemberHistory } from './history-queries.ts';
import { MemberHistoryTable } from './MemberHistoryTable.tsx';
import { useHistoryTitle } from './page-title.ts';
import { StackedBarChart } from './StackedBarChart.tsx';

const useStyles = makeStyles({
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, minWidth: 0 },
  titles: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  heading: { margin: 0, overflowWrap: 'anywhere' },
  subtitle: { margin: 0, color: tokens.colorNeutralForeground2 },
});

function MemberHistory({
  history,
  members,
}: {
  history: TMemberHistory;
  members: TReportHistory['members'] | undefined;
}) {
  const styles = useStyles();
  const { member } = history;
  return (
    <HistoryFrame
      planDays={history.plan_history_days}
      header={
        <header className={styles.header}>
          <Avatar
            size={48}
            name={member.name}
            initials={member.initials}
            image={member.photo === null ? undefined : { src: member.photo, alt: '' }}
            color="colorful"
            aria-hidden="true"
          />
          <div className={styles.titles}>
            <Title2 as="h1" className={styles.heading}>
              {member.name}
            </Title2>
            <Body1 as="p" className={styles.subtitle}>
              Participation in <AppLink to={historyPath(history.report_slug)}>{history.report_name}</AppLink> · Last 30
              days
            </Body1>
          </div>
        </header>
      }
      side={<HistorySidePanel panel={history.side_panel} members={members} currentMemberId={member.member_id} />}
    >
      {history.rows.length === 0 ? (
        <NoRuns />
      ) : (
        <>
          <HistoryCard title="Participation">
            <StackedBarChart history={history} />
          </HistoryCard>
          <HistoryCard title="Check-ins">
            <MemberHistoryTable history={history} />
          </HistoryCard>
        </>
      )}
    </HistoryFrame>
  );
}

/**
 * A member's participation (spec part 3 §2.5): a bar per run of what they completed, a table of
 * ticks per date linking to each run's dashboard, their totals, and the report's side panel. The
 * report's history is read alongside (shared with the report page) only for the members list.
 */
export default function MemberHistoryPage({ route }: TPageProps) {
  const params = useParams();
  const reportId = params.reportId ?? '';
  const memberId = params.memberId ?? '';
  const query = useMemberHistory(reportId, memberId);
  const data = query.data;
  useHistoryTitle(data === undefined ? route.title : `${data.member.name} participation in ${data.report_name}`);
  return (
    <QueryGate
      query={query}
      notFound={
        <HistoryNotFound
          title="Member not found"
          body="This member is not in this report, or the report does not exist or you cannot see it."
        />
      }
    >
      {(history) => <MemberHistory history={history} members={history.members} />}
    </QueryGate>
  );
}
