/**
 * The activation page's context (spec part 1 §2.8, §3 Confirm context): the name of the
 * subscription the landing page token names, or 'error' when this organization cannot activate it.
 */
import { MARKETPLACE_RESOLVE_ERROR, type TMarketplaceActivationContext } from '../../../../shared/marketplace-api.ts';
import type { TViewer } from '../../accounts/viewer.ts';
import type { TMarketplaceDeps } from './marketplace-deps.ts';
import { resolveActivatableSubscription } from './resolve-activatable-subscription.ts';

/** Resolves the token for the page that asks 'Confirm and activate'. */
export async function getMarketplaceActivationContext(
  deps: TMarketplaceDeps,
  viewer: TViewer,
  token: string | null,
): Promise<TMarketplaceActivationContext> {
  const subscription = token ? await resolveActivatableSubscription(deps, viewer, token) : null;
  return {
    resolve: subscription?.name ?? MARKETPLACE_RESOLVE_ERROR,
    token: token ?? '',
    org_name: viewer.account.name,
  };
}
