/**
 * Who is looking at the dashboard, from the initial state: comments and reactions are sent in
 * their name, and their own reactions show as pressed chips.
 */
import { useMemo } from 'react';
import { useLoadedState } from '../../app/loaded-state.tsx';
import { useDashboardCalls } from './dashboard-calls.ts';
import { viewerTimeZone } from './dashboard-time.ts';

export interface TDashboardViewer {
  /** The user's id, then their public id (slug): reactions may be keyed by either. */
  ids: string[];
  id: string | undefined;
  name: string | undefined;
  timeZone: string;
}

/**
 * The signed-in viewer's ids, name and zone (empty ids when signed out: nothing shows as theirs),
 * or the sandbox's viewer where the demo tour sets one.
 */
export function useDashboardViewer(): TDashboardViewer {
  const { user } = useLoadedState();
  const sandboxViewer = useDashboardCalls().viewer;
  const signedIn = useMemo(
    () => ({
      ids: user === null ? [] : [user.id, user.slug].filter((id) => id !== ''),
      id: user?.id,
      name: user?.name,
      timeZone: viewerTimeZone(user?.time_zone),
    }),
    [user],
  );
  return sandboxViewer ?? signedIn;
}
