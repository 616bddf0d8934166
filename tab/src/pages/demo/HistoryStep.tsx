/**
 * Step 3 of the tour: the sample report's history, drawn by the real history chart and table
 * (today's run counted as it stands, so a submitted check-in shows here too).
 */
import { Body1, makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import type { TRunDashboard } from '../../../../shared/dashboard.ts';
import { demoHistoryOf } from '../../../../shared/demo-sample.ts';
import { AreaChart } from '../history/AreaChart.tsx';
import { HistoryCard } from '../history/HistoryLayout.tsx';
import { HistoryTable } from '../history/HistoryTable.tsx';
import { closedRuns, openRunNote } from '../history/history-format.ts';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '1200px',
    margin: '0 auto',
  },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  heading: { margin: 0 },
  muted: { margin: 0, color: tokens.colorNeutralForeground2 },
});

export function HistoryStep({ run }: { run: TRunDashboard }) {
  const styles = useStyles();
  const history = demoHistoryOf(run);
  const note = openRunNote(history.rows);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Subtitle1 as="h2" className={styles.heading}>
          {`${history.report_name} history`}
        </Subtitle1>
        <Body1 as="p" className={styles.muted}>
          {history.team_name} · Last 30 days · Time zone: {history.time_zone}
        </Body1>
      </header>
      <div data-demo-target="chart">
        <HistoryCard title="Participation, goals and blockers">
          <AreaChart rows={closedRuns(history.rows)} withGoals={history.goal_tracking_enabled} />
          {note === null ? null : (
            <Body1 as="p" className={styles.muted}>
              {note}
            </Body1>
          )}
        </HistoryCard>
      </div>
      <HistoryCard title="Runs">
        <HistoryTable rows={history.rows} withGoals={history.goal_tracking_enabled} />
      </HistoryCard>
    </div>
  );
}
