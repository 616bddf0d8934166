/** The plan flags that apply to a viewer's account (spec part 1 §9); the server's source of truth. */
import { featureFlagsFor, type TFeatureFlag, type TPlanKey, type TSubscriptionStatus } from '../../../shared/plans.ts';
import type { TViewer } from './viewer.ts';

/** Every restriction flag the viewer's account carries. */
export function featureFlagsOf(viewer: Pick<TViewer, 'account'>): TFeatureFlag[] {
  return featureFlagsFor(viewer.account.planKey as TPlanKey, viewer.account.subscriptionStatus as TSubscriptionStatus);
}

/** Whether one restriction flag applies (the feature is locked). */
export function viewerHasFlag(viewer: Pick<TViewer, 'account'>, flag: TFeatureFlag): boolean {
  return featureFlagsOf(viewer).includes(flag);
}
