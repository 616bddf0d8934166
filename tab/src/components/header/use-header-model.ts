import { useMemo } from 'react';
import { headerModel, type THeaderModel } from '../../../../shared/navigation.ts';
import { useLoadedState } from '../../app/loaded-state.tsx';

/** The signed-in header as shared/navigation.ts computes it from the initial state; null for a guest. */
export function useHeaderModel(): THeaderModel | null {
  const { user, team, config } = useLoadedState();
  return useMemo(
    () =>
      user === null ? null : headerModel(user, team, { helpDesk: config.help_desk_url, feedback: config.feedback_url }),
    [user, team, config],
  );
}
