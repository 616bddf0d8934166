/**
 * The grid view of a run (spec part 3 §2.7, /dashboard/{team}/report/{report}/date/{key}/dashboard/):
 * one card per member in a responsive grid, with answers, reactions and comments.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import type { TRunDashboard } from '../../../../shared/dashboard.ts';
import type { TPageProps } from '../page-props.ts';
import { EntryCard } from './EntryCard.tsx';
import { RunDashboardFrame } from './RunDashboardFrame.tsx';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
    alignItems: 'start',
    gap: tokens.spacingHorizontalL,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
});

/** The run's entries as a grid of cards (also drawn by the demo tour). */
export function EntryGrid({ run }: { run: TRunDashboard }) {
  const styles = useStyles();
  return (
    <ul className={styles.grid} aria-label="Entries">
      {run.entries.map((entry) => (
        <li key={entry.id}>
          <EntryCard entry={entry} questions={run.questions} teamSlug={run.team_slug} />
        </li>
      ))}
    </ul>
  );
}

export default function GridDashboardPage({ route }: TPageProps) {
  return (
    <RunDashboardFrame route={route} view="grid">
      {(run) => <EntryGrid run={run} />}
    </RunDashboardFrame>
  );
}
