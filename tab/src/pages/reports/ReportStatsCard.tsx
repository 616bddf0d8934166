import {
  Body1Strong,
  Caption1,
  Link,
  makeStyles,
  ProgressBar,
  type ProgressBarProps,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import {
  percentOf,
  REPORT_MESSAGES,
  reportStats,
  type TReportListItem,
  type TReportStats,
} from '../../../../shared/reports.ts';
import { AppLink } from '../../components/AppLink.tsx';

/** What the faded card shows behind 'No stats available yet.': a plausible run, never real data. */
const SAMPLE_STATS = reportStats({ entries: 4, links: 5, goals: 3, blocked: 1 });

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusLarge,
    minWidth: 0,
  },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, margin: 0 },
  stat: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS },
  number: { margin: 0 },
  bar: { margin: 0 },
  detail: { color: tokens.colorNeutralForeground3 },
  sample: { position: 'relative' },
  // The sample stays legible as a shape only; the message over it is what is read.
  faded: { opacity: 0.3, filter: 'grayscale(1)', userSelect: 'none', pointerEvents: 'none' },
  overlay: {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
  },
  hint: { color: tokens.colorNeutralForeground3 },
});

interface TStatLine {
  label: string;
  value: string;
  detail: string;
  /** 0-100, drawn as a bar under the value. */
  percent: number;
  color: ProgressBarProps['color'];
}

function countOf(count: number, total: number, one: string, many: string): string {
  return `${count} of ${total} ${total === 1 ? one : many}`;
}

/** Participation over linked members; goals and blockers over entries (spec part 3 §2.1, §9). */
function statLines(stats: TReportStats, withGoals: boolean): TStatLine[] {
  const entries = stats.entries_count;
  const participation: TStatLine = {
    label: 'Participation',
    value: `${percentOf(entries, stats.links)}%`,
    detail: countOf(entries, stats.links, 'member', 'members'),
    percent: percentOf(entries, stats.links),
    color: 'brand',
  };
  if (!withGoals) return [participation];
  return [
    participation,
    {
      label: 'Goals',
      value: `${percentOf(stats.goal_count, entries)}%`,
      detail: countOf(stats.goal_count, entries, 'entry', 'entries'),
      percent: percentOf(stats.goal_count, entries),
      color: 'success',
    },
    {
      label: 'Blockers',
      value: String(stats.blocked_count),
      detail: `of ${entries} ${entries === 1 ? 'entry' : 'entries'}`,
      percent: percentOf(stats.blocked_count, entries),
      color: 'error',
    },
  ];
}

function StatList({ stats, withGoals }: { stats: TReportStats; withGoals: boolean }) {
  const styles = useStyles();
  return (
    <dl className={styles.list}>
      {statLines(stats, withGoals).map((line) => (
        <div key={line.label} className={styles.stat}>
          <dt className={styles.term}>{line.label}</dt>
          <dd className={styles.value}>
            <Subtitle2 className={styles.number}>{line.value}</Subtitle2>
            <Caption1 className={styles.detail}>{line.detail}</Caption1>
          </dd>
          <dd className={styles.bar}>
            {/* The numbers say it all; the bar is only a picture of them. */}
            <ProgressBar aria-hidden="true" thickness="large" color={line.color} value={line.percent / 100} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** In-app paths navigate without a page load; anything else (an absolute URL) is a plain link. */
function LatestReportLink({ href, date }: { href: string; date: string }) {
  const label = `View latest report on ${date}`;
  if (href.startsWith('/') && !href.startsWith('//')) return <AppLink to={href}>{label}</AppLink>;
  return <Link href={href}>{label}</Link>;
}

function NoStatsYet({ withGoals }: { withGoals: boolean }) {
  const styles = useStyles();
  return (
    <>
      <div className={styles.sample}>
        <div className={styles.faded} aria-hidden="true" inert>
          <StatList stats={SAMPLE_STATS} withGoals={withGoals} />
        </div>
        <div className={styles.overlay}>
          <Body1Strong>{REPORT_MESSAGES.noStats}</Body1Strong>
        </div>
      </div>
      <Caption1 className={styles.hint}>{REPORT_MESSAGES.submitToSeeStats}</Caption1>
    </>
  );
}

/**
 * The stat card of one report (spec part 3 §2.1): the latest run's participation, and goals and
 * blockers when goal tracking is on, with a link to that run's dashboard; before any run, a faded
 * sample under 'No stats available yet.' so the card keeps its shape.
 */
export function ReportStatsCard({ report }: { report: TReportListItem }) {
  const styles = useStyles();
  const latest = report.last_report_data;
  return (
    <section className={styles.root} aria-label={`Latest stats of ${report.report_name}`}>
      {latest === null ? (
        <NoStatsYet withGoals={report.goal_tracking_enabled} />
      ) : (
        <>
          <StatList stats={latest.stats} withGoals={report.goal_tracking_enabled} />
          <LatestReportLink href={latest.dashboard_url} date={latest.human_date} />
        </>
      )}
    </section>
  );
}
