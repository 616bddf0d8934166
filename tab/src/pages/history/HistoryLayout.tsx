/**
 * The frame both history pages share: a way back to the reports, the page header, a main column of
 * cards and the side panel beside it (under it on narrow screens), plus the empty and not-found
 * screens.
 */
import { Body1, makeStyles, mergeClasses, Subtitle2, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, DataAreaRegular, DocumentSearchRegular } from '@fluentui/react-icons';
import { type ReactNode, useId } from 'react';
import { HISTORY_MESSAGES } from '../../../../shared/history.ts';
import { historyWindowNote } from '../../../../shared/plan-limits.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { NARROW_SCREEN } from '../../components/header/breakpoints.ts';
import { pageColumn } from '../../components/page-column.ts';

/** Where every history page leads back to. */
export const REPORTS_PATH = '/reports/';

const useStyles = makeStyles({
  page: pageColumn('1200px'),
  back: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  columns: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(240px, 300px)',
    alignItems: 'start',
    gap: tokens.spacingHorizontalXL,
    [NARROW_SCREEN]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalL },
  },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    minWidth: 0,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    [NARROW_SCREEN]: { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}` },
  },
  cardTitle: { margin: 0 },
  empty: { alignItems: 'center', textAlign: 'center', padding: tokens.spacingVerticalXXL },
  emptyIcon: { fontSize: '40px', color: tokens.colorBrandForeground1 },
  emptyText: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/**
 * The page: back link, header, the plan's window when it bounds the page ('Your plan shows the
 * last N days'), then the main column and the side panel.
 */
export function HistoryFrame({
  header,
  side,
  children,
  planDays,
}: {
  header: ReactNode;
  side: ReactNode;
  children: ReactNode;
  planDays?: number | null;
}) {
  const styles = useStyles();
  return (
    <div className={styles.page}>
      <div className={styles.back}>
        <ArrowLeftRegular aria-hidden="true" />
        <AppLink to={REPORTS_PATH}>All reports</AppLink>
      </div>
      {header}
      {planDays ? (
        <Body1 as="p" role="note" className={styles.emptyText}>
          {historyWindowNote(planDays)}.
        </Body1>
      ) : null}
      <div className={styles.columns}>
        <div className={styles.main}>{children}</div>
        {side}
      </div>
    </div>
  );
}

/** One card of the main column, named by its h2. */
export function HistoryCard({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId} className={styles.cardTitle}>
        {title}
      </Subtitle2>
      {children}
    </section>
  );
}

/** In place of the chart and table while the report has no run in the window (spec: noRuns). */
export function NoRuns() {
  const styles = useStyles();
  const headingId = useId();
  return (
    <section className={mergeClasses(styles.card, styles.empty)} aria-labelledby={headingId}>
      <DataAreaRegular className={styles.emptyIcon} aria-hidden="true" />
      <Subtitle2 as="h2" id={headingId} className={styles.cardTitle}>
        {HISTORY_MESSAGES.noRuns}
      </Subtitle2>
      <Body1 as="p" className={styles.emptyText}>
        {HISTORY_MESSAGES.noRunsText}
      </Body1>
    </section>
  );
}

/** The answer to a 404: the link is wrong or the viewer may not see this report. */
export function HistoryNotFound({ title, body }: { title: string; body: string }) {
  return (
    <EmptyState
      card
      icon={<DocumentSearchRegular />}
      title={title}
      body={body}
      action={<AppLink to={REPORTS_PATH}>Back to reports</AppLink>}
    />
  );
}
