/**
 * What the grid and question views of a run share (spec part 3 §2.7): loading the run, the 404
 * screen, the tab title, the header and summary, the note saying why nobody was asked (everyone
 * away), and the empty state 'Waiting for the first check-in...' when the report has no run yet
 * or the run has no entries.
 */
import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { DASHBOARD_MESSAGES, type TRunDashboard } from '../../../../shared/dashboard.ts';
import { NARROW_SCREEN } from '../../components/header/breakpoints.ts';
import { QueryGate } from '../../components/QueryGate.tsx';
import type { TPageProps } from '../page-props.ts';
import { DashboardHeader } from './DashboardHeader.tsx';
import { DashboardNotFound } from './DashboardNotFound.tsx';
import { runTitle, type TRunView } from './dashboard-nav.ts';
import { useRunDashboard } from './dashboard-queries.ts';
import { NoEntries } from './NoEntries.tsx';
import { SummaryPanel } from './SummaryPanel.tsx';
import { useDashboardTitle } from './use-dashboard-title.ts';

export const useDashboardPageStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '1400px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalM} 0`,
    [NARROW_SCREEN]: { padding: 0 },
  },
  body: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(240px, 300px)',
    alignItems: 'start',
    gap: tokens.spacingHorizontalL,
    [NARROW_SCREEN]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  // On narrow screens the summary comes first, above the entries.
  aside: { [NARROW_SCREEN]: { order: -1 } },
  main: { minWidth: 0 },
});

/** One loaded run in `view`: its header, the summary and the entries (or the empty state). */
export function RunDashboardView({
  run,
  view,
  children,
}: {
  run: TRunDashboard;
  view: TRunView;
  children(run: TRunDashboard): ReactNode;
}) {
  const styles = useDashboardPageStyles();
  const empty = run.key === null || run.entries.length === 0;
  return (
    <div className={styles.page}>
      <DashboardHeader run={run} view={view} />
      {run.away_note ? (
        // Everyone was away (a public holiday, the team's day off): why nobody was asked.
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>{run.away_note}</MessageBarBody>
        </MessageBar>
      ) : null}
      {run.key === null ? (
        <NoEntries title={DASHBOARD_MESSAGES.waitingTitle} body={DASHBOARD_MESSAGES.waitingText} />
      ) : (
        <div className={styles.body}>
          <div className={styles.main}>
            {empty ? (
              <NoEntries title={DASHBOARD_MESSAGES.waitingTitle} body={DASHBOARD_MESSAGES.waitingText} />
            ) : (
              children(run)
            )}
          </div>
          <aside className={styles.aside} aria-label="Summary of this report">
            <SummaryPanel run={run} />
          </aside>
        </div>
      )}
    </div>
  );
}

export interface TRunDashboardFrameProps extends TPageProps {
  view: TRunView;
  /** The entries of a run that has some, drawn in this view. */
  children(run: TRunDashboard): ReactNode;
}

/** Loads the run named by the address (its key may be 'latest') and draws it in `view`. */
export function RunDashboardFrame({ route, view, children }: TRunDashboardFrameProps) {
  const { teamId = '', reportId = '', reportKey = 'latest' } = useParams();
  const query = useRunDashboard(teamId, reportId, reportKey);
  useDashboardTitle(query.data === undefined ? null : runTitle(query.data), route.title);
  return (
    <QueryGate query={query} notFound={<DashboardNotFound />}>
      {(run) => (
        <RunDashboardView run={run} view={view}>
          {children}
        </RunDashboardView>
      )}
    </QueryGate>
  );
}
