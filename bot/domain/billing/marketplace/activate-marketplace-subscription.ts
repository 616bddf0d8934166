/**
 * 'Confirm and activate' (spec part 1 §2.8, §7): a Billing Owner or Account Admin who belongs to
 * the purchase links the marketplace subscription of the landing page token to their current
 * organization (checks: resolve-activatable-subscription.ts). Microsoft is told first (billing
 * starts there; activating twice is harmless), then the organization becomes active on the plan
 * and seats it bought, in one transaction that locks the organization's row and checks again that
 * no live card subscription and no other live marketplace subscription manages it (a lapsed card
 * subscription is unlinked), and that no other
 * organization took this subscription meanwhile.
 */
import { and, eq, isNull, or } from 'drizzle-orm';
import { BILLING_MESSAGES } from '../../../../shared/billing-api.ts';
import { AppError } from '../../../../shared/errors.ts';
import { MARKETPLACE_MESSAGES } from '../../../../shared/marketplace-api.ts';
import { accounts, marketplaceSubscriptions } from '../../../db/schema/index.ts';
import { recordAuditEvent, type TRequestOrigin } from '../../accounts/audit.ts';
import type { TViewer } from '../../accounts/viewer.ts';
import type { TMarketplaceDeps } from './marketplace-deps.ts';
import { MarketplaceGatewayError } from './marketplace-gateway.ts';
import { MARKETPLACE_DEFAULT_SEATS, planKeyOfMarketplacePlan } from './marketplace-plans.ts';
import { checkMarketplaceActivation, paysByCard } from './resolve-activatable-subscription.ts';

const invalid = () => new AppError('INVALID_INPUT', BILLING_MESSAGES.invalidMarketplaceSubscription);

/** Activates the subscription for the viewer's organization; throws the message to show when it cannot. */
export async function activateMarketplaceSubscription(
  deps: TMarketplaceDeps,
  viewer: TViewer,
  token: string,
  origin: TRequestOrigin = {},
): Promise<{ subscriptionId: string }> {
  const check = await checkMarketplaceActivation(deps, viewer, token);
  if (!check.ok) throw check.refusal;
  const { subscription } = check;

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
    // The organization's row, locked: a second activation (of another subscription) waits here and sees this one.
    const [account] = await tx.select().from(accounts).where(eq(accounts.id, viewer.account.id)).for('update');
    if (!account) throw invalid();
    if (paysByCard(account)) throw new AppError('CONFLICT', MARKETPLACE_MESSAGES.cardSubscription);
    if (account.azureSubscriptionId && account.azureSubscriptionId !== subscription.id) {
      const [previous] = await tx
        .select({ status: marketplaceSubscriptions.status })
        .from(marketplaceSubscriptions)
        .where(eq(marketplaceSubscriptions.id, account.azureSubscriptionId));
      if (previous && previous.status !== 'Unsubscribed') {
        deps.log.warn(
          { subscriptionId: subscription.id, accountId: account.id },
          'marketplace subscription activated at Microsoft but the organization took another meanwhile',
        );
        throw new AppError('CONFLICT', MARKETPLACE_MESSAGES.alreadyPaying);
      }
    }
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
