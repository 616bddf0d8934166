/** The plan flags that apply to a viewer's account (spec part 1 §9); the server's source of truth. */
import { featureFlagsFor, type TFeatureFlag, type TPlanKey } from '../../../shared/plans.ts';
import { effectiveStatus } from './subscription-status.ts';
import type { TViewer } from './viewer.ts';

/** Every restriction flag the viewer's account carries. */
export function featureFlagsOf(viewer: Pick<TViewer, 'account'>): TFeatureFlag[] {
  return featureFlagsFor(viewer.account.planKey as TPlanKey, effectiveStatus(viewer.account));
}

/** Whether one restriction flag applies (the feature is locked). */
export function viewerHasFlag(viewer: Pick<TViewer, 'account'>, flag: TFeatureFlag): boolean {
  return featureFlagsOf(viewer).includes(flag);
}
