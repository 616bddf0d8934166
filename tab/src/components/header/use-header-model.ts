import { useMemo } from 'react';
import { headerModel, type THeaderModel } from '../../../../shared/navigation.ts';
import { useLoadedState } from '../../app/loaded-state.tsx';
import { withoutPlannedLinks } from '../../app/page-availability.ts';

/**
 * The header model without the links to pages not built yet (Insights, Activity, Billing...): the
 * spec's header names them, but a link may never lead to a "not built yet" page.
 */
export function withBuiltLinksOnly(model: THeaderModel): THeaderModel {
  return {
    ...model,
    tabs: withoutPlannedLinks(model.tabs),
    mobileTabs: withoutPlannedLinks(model.mobileTabs),
    menu: withoutPlannedLinks(model.menu),
  };
}

/** The signed-in header as shared/navigation.ts computes it from the initial state; null for a guest. */
export function useHeaderModel(): THeaderModel | null {
  const { user, team, config } = useLoadedState();
  return useMemo(
    () =>
      user === null
        ? null
        : withBuiltLinksOnly(
            headerModel(user, team, { helpDesk: config.help_desk_url, feedback: config.feedback_url }),
          ),
    [user, team, config],
  );
}
