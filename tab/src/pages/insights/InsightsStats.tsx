/**
 * The stats panel (spec part 2 §2.5, §9): participation, goals and blockers in percent over every
 * hit of the search, and the chart of the same per day; a chart that fails says 'Unable to render
 * stats.' and leaves the rest of the page alone.
 */
import { Body1, Caption1, makeStyles, Title3, tokens } from '@fluentui/react-components';
import type { TInsightsResult } from '../../../../shared/insights.ts';
import { InsightsChart } from './InsightsChart.tsx';
import { participationFraction } from './insights-format.ts';
import { StatsErrorBoundary } from './StatsErrorBoundary.tsx';

const useStyles = makeStyles({
  figures: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))',
    gap: tokens.spacingHorizontalL,
    margin: 0,
  },
  figure: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, margin: 0 },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0 },
  detail: { color: tokens.colorNeutralForeground2 },
  none: { margin: 0, color: tokens.colorNeutralForeground2 },
});

function Figure({ term, percent, detail }: { term: string; percent: number; detail: string }) {
  const styles = useStyles();
  return (
    <div className={styles.figure}>
      <dt className={styles.term}>
        <Body1>{term}</Body1>
      </dt>
      <dd className={styles.value}>
        <Title3>{`${percent}%`}</Title3>
        <br />
        <Caption1 className={styles.detail}>{detail}</Caption1>
      </dd>
    </div>
  );
}

export function InsightsStats({ result }: { result: Pick<TInsightsResult, 'stats' | 'chart'> }) {
  const styles = useStyles();
  const { stats, chart } = result;
  const checkIns = `of ${stats.checked_in} ${stats.checked_in === 1 ? 'check-in' : 'check-ins'}`;
  return (
    <>
      <dl className={styles.figures}>
        <Figure term="Participation" percent={stats.participation_percent} detail={participationFraction(stats)} />
        <Figure term="Goals completed" percent={stats.goal_percent} detail={checkIns} />
        <Figure term="Blockers" percent={stats.blocker_percent} detail={checkIns} />
      </dl>
      <StatsErrorBoundary dataKey={JSON.stringify(chart)}>
        {chart.length === 0 ? (
          <Body1 as="p" className={styles.none}>
            No entries to chart in this search.
          </Body1>
        ) : (
          <InsightsChart points={chart} />
        )}
      </StatsErrorBoundary>
    </>
  );
}
