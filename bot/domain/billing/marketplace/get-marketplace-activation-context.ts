/**
 * The activation page's context (spec part 1 §2.8, §3 Confirm context): the name of the
 * subscription the landing page token names, or 'error' when this person cannot activate it for
 * their organization, with the reason to show instead of a button that would fail.
 */
import { BILLING_MESSAGES } from '../../../../shared/billing-api.ts';
import { MARKETPLACE_RESOLVE_ERROR, type TMarketplaceActivationContext } from '../../../../shared/marketplace-api.ts';
import type { TViewer } from '../../accounts/viewer.ts';
import type { TMarketplaceDeps } from './marketplace-deps.ts';
import { checkMarketplaceActivation } from './resolve-activatable-subscription.ts';

/** Resolves the token for the page that asks 'Confirm and activate'. */
export async function getMarketplaceActivationContext(
  deps: TMarketplaceDeps,
  viewer: TViewer,
  token: string | null,
): Promise<TMarketplaceActivationContext> {
  const base = { token: token ?? '', org_name: viewer.account.name };
  if (!token) return { ...base, resolve: MARKETPLACE_RESOLVE_ERROR, can_activate: false, reason: null };
  const check = await checkMarketplaceActivation(deps, viewer, token);
  if (check.ok) return { ...base, resolve: check.subscription.name, can_activate: true, reason: null };
  const message = check.refusal.message;
  return {
    ...base,
    resolve: MARKETPLACE_RESOLVE_ERROR,
    can_activate: false,
    reason: message === BILLING_MESSAGES.invalidMarketplaceSubscription ? null : message,
  };
}
