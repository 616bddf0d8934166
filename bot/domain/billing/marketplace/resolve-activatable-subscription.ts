/**
 * Whether the signed-in person may activate the landing page token's subscription for their
 * organization (spec part 1 §2.8, §8), checked before the page offers 'Confirm and activate' and
 * again when it is pressed:
 * - only a Billing Owner or Account Admin (checked before Microsoft is asked anything);
 * - never an organization that pays by card (Stripe): both must never bill;
 * - the marketplace knows the token, the subscription waits for activation or is already running,
 *   and no other organization activated it (else the spec's 'We could not find a valid subscription...');
 * - the organization is not managed by another live marketplace subscription;
 * - the person belongs to the purchase: their Microsoft identity's tenant is the purchaser's or the
 *   beneficiary's, or their verified email is the purchaser's or the beneficiary's (case-insensitive).
 *   Holding the token alone is not enough: it travels in URLs.
 * The marketplace's answer is recorded, so the subscription is known before 'Confirm and activate'.
 */
import { and, eq } from 'drizzle-orm';
import { BILLING_MESSAGES } from '../../../../shared/billing-api.ts';
import { AppError } from '../../../../shared/errors.ts';
import { MARKETPLACE_MESSAGES } from '../../../../shared/marketplace-api.ts';
import { canManageBilling } from '../../../../shared/permissions.ts';
import { accounts, marketplaceSubscriptions, userIdentities } from '../../../db/schema/index.ts';
import { effectiveStatus } from '../../accounts/subscription-status.ts';
import type { TAccountRow, TViewer } from '../../accounts/viewer.ts';
import { MICROSOFT_IDENTITY_PROVIDER } from '../../platforms/microsoft/microsoft-identity.ts';
import type { TMarketplaceDeps } from './marketplace-deps.ts';
import { MarketplaceGatewayError, type TMarketplaceSubscription } from './marketplace-gateway.ts';
import { recordedMarketplaceSubscription } from './recorded-marketplace-subscription.ts';

/** Statuses a subscription may be activated (again) from. */
const ACTIVATABLE = new Set(['PendingFulfillmentStart', 'Subscribed']);

export type TActivationCheck = { ok: true; subscription: TMarketplaceSubscription } | { ok: false; refusal: AppError };

const invalid = (): TActivationCheck => ({
  ok: false,
  refusal: new AppError('INVALID_INPUT', BILLING_MESSAGES.invalidMarketplaceSubscription),
});
const refused = (code: 'FORBIDDEN' | 'CONFLICT', message: string): TActivationCheck => ({
  ok: false,
  refusal: new AppError(code, message),
});

/** Resolve's answer, completed by Get subscription when it lacks the status or the parties. */
async function resolved(deps: TMarketplaceDeps, token: string): Promise<TMarketplaceSubscription | null> {
  try {
    const answer = await deps.marketplace.resolve(token);
    if (!answer) return null;
    const { status, purchaser, beneficiary } = answer;
    if (status !== null && purchaser !== null && beneficiary !== null)
      return { ...answer, status, purchaser, beneficiary };
    const current = await deps.marketplace.getSubscription(answer.id);
    return (
      current && { ...answer, status: current.status, purchaser: current.purchaser, beneficiary: current.beneficiary }
    );
  } catch (error) {
    if (!(error instanceof MarketplaceGatewayError)) throw error;
    deps.log.warn({ kind: error.kind, status: error.status }, 'marketplace resolve failed');
    return null;
  }
}

/** Records (or refreshes) the subscription as Microsoft reports it; answers the organization it was activated for. */
async function record(deps: TMarketplaceDeps, subscription: TMarketplaceSubscription): Promise<string | null> {
  const parties = {
    purchaserTenantId: subscription.purchaser.tenantId,
    purchaserEmail: subscription.purchaser.email,
    beneficiaryTenantId: subscription.beneficiary.tenantId,
    beneficiaryEmail: subscription.beneficiary.email,
  };
  const [known] = await deps.db
    .insert(marketplaceSubscriptions)
    .values({
      id: subscription.id,
      name: subscription.name,
      offerId: subscription.offerId,
      planId: subscription.planId,
      quantity: subscription.quantity,
      status: subscription.status,
      ...parties,
    })
    .onConflictDoUpdate({
      target: marketplaceSubscriptions.id,
      set: { name: subscription.name, status: subscription.status, ...parties, updatedAt: deps.now() },
    })
    .returning({ accountId: marketplaceSubscriptions.accountId });
  return known?.accountId ?? null;
}

/** Whether the viewer belongs to the purchase (tenant of their Microsoft identity, or verified email). */
async function belongsToPurchase(deps: TMarketplaceDeps, viewer: TViewer, subscription: TMarketplaceSubscription) {
  const parties = [subscription.purchaser, subscription.beneficiary];
  const tenants = new Set(parties.flatMap((party) => (party.tenantId ? [party.tenantId.toLowerCase()] : [])));
  const emails = new Set(parties.flatMap((party) => (party.email ? [party.email.trim().toLowerCase()] : [])));
  const { user } = viewer;
  if (user.emailVerifiedAt && emails.has(user.email.trim().toLowerCase())) return true;
  if (tenants.size === 0) return false;
  const identities = await deps.db
    .select({ subject: userIdentities.subject })
    .from(userIdentities)
    .where(and(eq(userIdentities.userId, user.id), eq(userIdentities.provider, MICROSOFT_IDENTITY_PROVIDER)));
  // The subject is `${tenantId}:${objectId}`.
  return identities.some((identity) => tenants.has(identity.subject.split(':')[0]!.toLowerCase()));
}

/** Checks the token for the viewer's organization: the subscription, or the refusal to show. */
export async function checkMarketplaceActivation(
  deps: TMarketplaceDeps,
  viewer: TViewer,
  token: string,
): Promise<TActivationCheck> {
  if (!canManageBilling(viewer)) return refused('FORBIDDEN', MARKETPLACE_MESSAGES.ownersOnly);
  const [account] = await deps.db.select().from(accounts).where(eq(accounts.id, viewer.account.id));
  if (!account) return invalid();
  if (paysByCard(account)) return refused('CONFLICT', MARKETPLACE_MESSAGES.cardSubscription);

  const subscription = await resolved(deps, token);
  if (!subscription) return invalid();
  const activatedFor = await record(deps, subscription);
  if (!ACTIVATABLE.has(subscription.status)) {
    deps.log.info(
      { subscriptionId: subscription.id, status: subscription.status },
      'marketplace subscription not activatable',
    );
    return invalid();
  }
  if (activatedFor && activatedFor !== account.id) {
    deps.log.warn(
      { subscriptionId: subscription.id },
      'marketplace subscription already activated for another account',
    );
    return invalid();
  }
  if (account.azureSubscriptionId && account.azureSubscriptionId !== subscription.id) {
    const previous = await recordedMarketplaceSubscription(deps, account.azureSubscriptionId);
    if (previous && previous.status !== 'Unsubscribed') return refused('CONFLICT', MARKETPLACE_MESSAGES.alreadyPaying);
  }
  if (!(await belongsToPurchase(deps, viewer, subscription))) {
    deps.log.warn(
      { subscriptionId: subscription.id, userId: viewer.user.id },
      'marketplace activation by someone outside the purchase',
    );
    return refused('FORBIDDEN', MARKETPLACE_MESSAGES.notPurchaser);
  }
  return { ok: true, subscription };
}

/**
 * The organization pays by card now: a Stripe subscription is bound and keeps it active. One that
 * lapsed (unpaid, canceled: the account is inactive) does not block the marketplace, which unlinks it.
 */
export function paysByCard(
  account: Pick<TAccountRow, 'stripeSubscriptionId' | 'subscriptionStatus' | 'trialEndsAt'>,
): boolean {
  return account.stripeSubscriptionId !== null && effectiveStatus(account) === 'active';
}
