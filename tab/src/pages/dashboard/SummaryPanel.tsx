/**
 * The run's summary (spec part 3 §2.7): answered of total, participation, goals and blockers when
 * tracked, and when and where the summary is sent, in the report's time zone.
 */
import { Body1, Body1Strong, makeStyles, ProgressBar, Subtitle2, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import type { TRunDashboard } from '../../../../shared/dashboard.ts';
import { summaryActionLines, summaryStatLines, type TSummaryLine } from './summary-lines.ts';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    minWidth: 0,
  },
  heading: { margin: 0 },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0 },
  line: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  term: {
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
  },
  value: { margin: 0, overflowWrap: 'anywhere' },
});

function Lines({ lines, label }: { lines: TSummaryLine[]; label: string }) {
  const styles = useStyles();
  return (
    <dl className={styles.list} aria-label={label}>
      {lines.map((line) => (
        <div key={line.label} className={styles.line}>
          <dt className={styles.term}>{line.label}</dt>
          <dd className={styles.value}>
            <Body1Strong>{line.value}</Body1Strong>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A panel titled 'Summary' (its heading names the region). */
export function SummaryPanel({ run }: { run: TRunDashboard }) {
  const styles = useStyles();
  const headingId = useId();
  const { summary } = run;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId} className={styles.heading}>
        Summary
      </Subtitle2>
      <Body1 as="p" className={styles.value}>
        {summary.report_name}
      </Body1>
      <ProgressBar
        value={Math.min(100, Math.max(0, summary.stats.entries_percent)) / 100}
        thickness="large"
        aria-label="Participation"
        aria-valuetext={`${summary.stats.entries_percent}%`}
      />
      <Lines lines={summaryStatLines(summary)} label="Stats" />
      <Lines lines={summaryActionLines(run)} label="Summary delivery" />
    </section>
  );
}
