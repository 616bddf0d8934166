import { Body1, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { useParams } from 'react-router';
import type { TReportHistory } from '../../../../shared/history.ts';
import { QueryGate } from '../../components/QueryGate.tsx';
import type { TPageProps } from '../page-props.ts';
import { AreaChart } from './AreaChart.tsx';
import { HistoryCard, HistoryFrame, HistoryNotFound, NoRuns } from './HistoryLayout.tsx';
import { HistorySidePanel } from './HistorySidePanel.tsx';
import { HistoryTable } from './HistoryTable.tsx';
import { closedRuns, openRunNote } from './history-format.ts';
import { useReportHistory } from './history-queries.ts';
import { useHistoryTitle } from './page-title.ts';

const useStyles = makeStyles({
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  heading: { margin: 0, overflowWrap: 'anywhere' },
  subtitle: { margin: 0, color: tokens.colorNeutralForeground2 },
  note: { margin: 0, color: tokens.colorNeutralForeground2 },
});

function ReportHistory({ history }: { history: TReportHistory }) {
  const styles = useStyles();
  const withGoals = history.goal_tracking_enabled;
  const plotted = closedRuns(history.rows);
  const openNote = openRunNote(history.rows);
  return (
    <HistoryFrame
      planDays={history.plan_history_days}
      header={
        <header className={styles.header}>
          <Title2 as="h1" className={styles.heading}>
            {history.report_name}
          </Title2>
          <Body1 as="p" className={styles.subtitle}>
            {history.team_name} · Last 30 days · Time zone: {history.time_zone}
          </Body1>
        </header>
      }
      side={<HistorySidePanel panel={history.side_panel} members={history.members} />}
    >
      {history.rows.length === 0 ? (
        <NoRuns />
      ) : (
        <>
          <HistoryCard title={withGoals ? 'Participation, goals and blockers' : 'Participation'}>
            {plotted.length === 0 ? null : <AreaChart rows={plotted} withGoals={withGoals} />}
            {openNote === null ? null : (
              <Body1 as="p" className={styles.note}>
                {openNote}
              </Body1>
            )}
          </HistoryCard>
          <HistoryCard title="Runs">
            <HistoryTable rows={history.rows} withGoals={withGoals} />
          </HistoryCard>
        </>
      )}
    </HistoryFrame>
  );
}

/**
 * Report history (spec part 3 §2.4): the report's participation, goals and blockers per run over
 * the last 30 days as a chart and a table whose dates open each run's dashboard, with the side
 * panel of counts, members and exports.
 */
export default function ReportHistoryPage({ route }: TPageProps) {
  const reportId = useParams().reportId ?? '';
  const query = useReportHistory(reportId);
  useHistoryTitle(query.data === undefined ? route.title : `${query.data.report_name} history`);
  return (
    <QueryGate
      query={query}
      notFound={
        <HistoryNotFound title="Report not found" body="This report does not exist, or you cannot see its history." />
      }
    >
      {(history) => <ReportHistory history={history} />}
    </QueryGate>
  );
}
