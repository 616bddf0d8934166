/**
 * Step 1 of the tour: today's run of the sample Daily Standup, drawn by the real dashboard (the
 * run view with its header and summary, and the grid of entry cards), with comments and
 * reactions answered by the sandbox.
 */

import type { TRunDashboard } from '../../../../shared/dashboard.ts';
import { EntryGrid } from '../dashboard/GridDashboardPage.tsx';
import { RunDashboardView } from '../dashboard/RunDashboardFrame.tsx';

export function DashboardStep({ run }: { run: TRunDashboard }) {
  return (
    <RunDashboardView run={run} view="grid">
      {(shown) => <EntryGrid run={shown} />}
    </RunDashboardView>
  );
}
