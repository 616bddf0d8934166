/**
 * 'Confirm and activate' (spec part 1 §2.8, §7): a Billing Owner or Account Admin links the
 * marketplace subscription of the landing page token to their current organization. Microsoft is
 * told first (billing starts there; activating twice is harmless), then the organization becomes
 * active on the plan and seats it bought, in one transaction that refuses a subscription another
 * organization took meanwhile.
 */
import { and, eq, isNull, or } from 'drizzle-orm';
import { BILLING_MESSAGES } from '../../../../shared/billing-api.ts';
import { AppError } from '../../../../shared/errors.ts';
import { MARKETPLACE_MESSAGES } from '../../../../shared/marketplace-api.ts';
import { canManageBilling } from '../../../../shared/permissions.ts';
import { accounts, marketplaceSubscriptions } from '../../../db/schema/index.ts';
import { recordAuditEvent, type TRequestOrigin } from '../../accounts/audit.ts';
import type { TViewer } from '../../accounts/viewer.ts';
import type { TMarketplaceDeps } from './marketplace-deps.ts';
import { MarketplaceGatewayError } from './marketplace-gateway.ts';
import { MARKETPLACE_DEFAULT_SEATS, planKeyOfMarketplacePlan } from './marketplace-plans.ts';
import { recordedMarketplaceSubscription, resolveActivatableSubscription } from './resolve-activatable-subscription.ts';

const invalid = () => new AppError('INVALID_INPUT', BILLING_MESSAGES.invalidMarketplaceSubscription);

/** Activates the subscription for the viewer's organization; throws the spec's message when it cannot. */
export async function activateMarketplaceSubscription(
  deps: TMarketplaceDeps,
  viewer: TViewer,
  token: string,
  origin: TRequestOrigin = {},
): Promise<{ subscriptionId: string }> {
  if (!canManageBilling(viewer)) throw new AppError('FORBIDDEN', MARKETPLACE_MESSAGES.ownersOnly);
  const subscription = await resolveActivatableSubscription(deps, viewer, token);
  if (!subscription) throw invalid();

  const [account] = await deps.db.select().from(accounts).where(eq(accounts.id, viewer.account.id));
  if (!account) throw invalid();
  if (account.azureSubscriptionId && account.azureSubscriptionId !== subscription.id) {
    const previous = await recordedMarketplaceSubscription(deps, account.azureSubscriptionId);
    if (previous && previous.status !== 'Unsubscribed')
      throw new AppError('CONFLICT', MARKETPLACE_MESSAGES.alreadyPaying);
  }
  if (account.stripeSubscriptionId && account.subscriptionStatus === 'active') {
    throw new AppError('CONFLICT', MARKETPLACE_MESSAGES.alreadyPaying);
  }

  try {
    await deps.marketplace.activate(subscription.id, subscription.planId, subscription.quantity);
  } catch (error) {
    if (!(error instanceof MarketplaceGatewayError)) throw error;
    deps.log.error(
      { kind: error.kind, status: error.status, subscriptionId: subscription.id },
      'marketplace activate failed',
    );
    throw new AppError('UNAVAILABLE', BILLING_MESSAGES.somethingWrong, { cause: error });
  }

  await deps.db.transaction(async (tx) => {
    const claimed = await tx
      .update(marketplaceSubscriptions)
      .set({
        accountId: account.id,
        activatedByUserId: viewer.user.id,
        planId: subscription.planId,
        quantity: subscription.quantity,
        status: 'Subscribed',
        updatedAt: deps.now(),
      })
      .where(
        and(
          eq(marketplaceSubscriptions.id, subscription.id),
          or(isNull(marketplaceSubscriptions.accountId), eq(marketplaceSubscriptions.accountId, account.id)),
        ),
      )
      .returning({ id: marketplaceSubscriptions.id });
    // Another organization activated it between the check and now.
    if (claimed.length === 0) throw invalid();
    await tx
      .update(accounts)
      .set({
        azureSubscriptionId: subscription.id,
        subscriptionStatus: 'active',
        planKey: planKeyOfMarketplacePlan(subscription.planId),
        planInterval: subscription.interval,
        billedParticipants: subscription.quantity ?? MARKETPLACE_DEFAULT_SEATS,
        // The marketplace manages the account from now on: its Stripe subscription (inactive, or
        // activation is refused above) no longer speaks for it (apply-stripe-event.ts skips it).
        stripeSubscriptionId: null,
        paymentFailedAt: null,
        updatedAt: deps.now(),
      })
      .where(eq(accounts.id, account.id));
    await recordAuditEvent(
      tx,
      {
        kind: 'marketplace_activated',
        accountId: account.id,
        userId: viewer.user.id,
        email: viewer.user.email,
        details: { subscription_id: subscription.id, plan_id: subscription.planId, quantity: subscription.quantity },
      },
      origin,
    );
  });
  return { subscriptionId: subscription.id };
}
