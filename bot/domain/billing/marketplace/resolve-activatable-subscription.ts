/**
 * The landing page token's subscription, when this organization may activate it (spec part 1 §8
 * 'We could not find a valid subscription...' otherwise): the marketplace knows the token, the
 * subscription waits for activation or is already running, and no other organization activated it.
 * The marketplace's answer is recorded, so the subscription is known before 'Confirm and activate'.
 */
import { eq } from 'drizzle-orm';
import { marketplaceSubscriptions } from '../../../db/schema/index.ts';
import type { TViewer } from '../../accounts/viewer.ts';
import type { TMarketplaceDeps } from './marketplace-deps.ts';
import { MarketplaceGatewayError, type TMarketplaceSubscription } from './marketplace-gateway.ts';

/** Statuses a subscription may be activated (again) from. */
const ACTIVATABLE = new Set(['PendingFulfillmentStart', 'Subscribed']);

/** Resolves the token for the viewer's organization; null when it cannot be activated by it. */
export async function resolveActivatableSubscription(
  deps: TMarketplaceDeps,
  viewer: TViewer,
  token: string,
): Promise<TMarketplaceSubscription | null> {
  let subscription: TMarketplaceSubscription | null;
  try {
    subscription = await deps.marketplace.resolve(token);
  } catch (error) {
    if (!(error instanceof MarketplaceGatewayError)) throw error;
    deps.log.warn({ kind: error.kind, status: error.status }, 'marketplace resolve failed');
    return null;
  }
  if (!subscription) return null;
  const [known] = await deps.db
    .insert(marketplaceSubscriptions)
    .values({
      id: subscription.id,
      name: subscription.name,
      offerId: subscription.offerId,
      planId: subscription.planId,
      quantity: subscription.quantity,
      status: subscription.status,
      purchaserTenantId: subscription.purchaser.tenantId,
      purchaserEmail: subscription.purchaser.email,
      beneficiaryTenantId: subscription.beneficiary.tenantId,
      beneficiaryEmail: subscription.beneficiary.email,
    })
    .onConflictDoUpdate({
      target: marketplaceSubscriptions.id,
      set: { name: subscription.name, status: subscription.status, updatedAt: deps.now() },
    })
    .returning({ accountId: marketplaceSubscriptions.accountId });
  if (!ACTIVATABLE.has(subscription.status)) {
    deps.log.info(
      { subscriptionId: subscription.id, status: subscription.status },
      'marketplace subscription not activatable',
    );
    return null;
  }
  if (known?.accountId && known.accountId !== viewer.account.id) {
    deps.log.warn(
      { subscriptionId: subscription.id },
      'marketplace subscription already activated for another account',
    );
    return null;
  }
  return subscription;
}

/** The recorded subscription, when there is one. */
export async function recordedMarketplaceSubscription(deps: Pick<TMarketplaceDeps, 'db'>, id: string) {
  const [row] = await deps.db.select().from(marketplaceSubscriptions).where(eq(marketplaceSubscriptions.id, id));
  return row;
}
