/**
 * POST /accounts/data/delete/ (spec part 2 §2.1 "Account cancellation": "Cancel and remove all my
 * data"): the payment provider lets go of the organisation first (its subscription cancelled, its
 * customer deleted), then one transaction removes the organisation and everything under it
 * (delete-account/erase-account.ts). A provider failure stops before any row is touched; a
 * retry after a crash between the two steps finds the provider's objects already gone, which the
 * gateway answers as done.
 */
import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.ts';
import type { TDatabase } from '../../db/client.ts';
import { accounts } from '../../db/schema/index.ts';
import type { TAccountRow, TViewer } from '../accounts/viewer.ts';
import type { TLogger } from '../logger.ts';
import { BillingGatewayError, type TBillingGateway } from './billing-gateway.ts';
import { confirmsName, DELETE_ACCOUNT_MESSAGES, deletionRefusal } from './delete-account/deletion-refusal.ts';
import { eraseAccount, type TErasedAccount } from './delete-account/erase-account.ts';

export interface TDeleteAccountDeps {
  db: TDatabase;
  /** The payment provider; undefined while Stripe is not configured (nothing to cancel there). */
  gateway: Pick<TBillingGateway, 'cancelSubscription' | 'deleteCustomer'> | undefined;
  log: TLogger;
  now: () => Date;
}

export interface TDeleteAccountRequest {
  /** The organisation's name as typed on the page, so a stray click deletes nothing. */
  confirmName: string;
}

/** Deletes the viewer's organisation after the checks; answers what went (for the caller's log). */
export async function deleteAccount(
  deps: TDeleteAccountDeps,
  viewer: TViewer,
  request: TDeleteAccountRequest,
): Promise<TErasedAccount> {
  // The row as it is now: a webhook may have changed the status or the Stripe ids since the request began.
  const [current] = await deps.db.select().from(accounts).where(eq(accounts.id, viewer.account.id));
  if (!current) throw new AppError('NOT_FOUND', 'This organization no longer exists.');
  assertMayDelete(current, viewer, deps.now());
  if (!confirmsName(request.confirmName, current.name)) {
    throw new AppError('INVALID_INPUT', DELETE_ACCOUNT_MESSAGES.wrongName, {
      fields: { confirm_name: [DELETE_ACCOUNT_MESSAGES.wrongName] },
    });
  }
  await releaseFromPaymentProvider(deps, current);
  const erased = await deps.db.transaction(async (tx) => {
    // Locked, and checked again: a webhook may have activated a subscription during the Stripe calls.
    const [account] = await tx.select().from(accounts).where(eq(accounts.id, viewer.account.id)).for('update');
    if (!account) throw new AppError('NOT_FOUND', 'This organization no longer exists.');
    assertMayDelete(account, viewer, deps.now());
    return eraseAccount(tx, account.id);
  });
  // The audit log lives in the database, which keeps nothing of the organisation: the server log says it.
  deps.log.info({ accountId: viewer.account.id, byUserId: viewer.user.id, ...erased }, 'organization deleted');
  return erased;
}

function assertMayDelete(account: TAccountRow, viewer: TViewer, now: Date): void {
  const refusal = deletionRefusal(account, viewer, now);
  if (refusal) throw new AppError(refusal.code, refusal.message);
}

/** Cancels the Stripe subscription and deletes the customer (cards with it); nothing to do without Stripe. */
async function releaseFromPaymentProvider(deps: TDeleteAccountDeps, account: TAccountRow): Promise<void> {
  const { stripeSubscriptionId, stripeCustomerId } = account;
  if (!stripeSubscriptionId && !stripeCustomerId) return;
  if (!deps.gateway) {
    deps.log.warn(
      { accountId: account.id, stripeCustomerId, stripeSubscriptionId },
      'organization deleted while Stripe is not configured: its Stripe customer was left in Stripe',
    );
    return;
  }
  try {
    if (stripeSubscriptionId) await deps.gateway.cancelSubscription(stripeSubscriptionId);
    if (stripeCustomerId) await deps.gateway.deleteCustomer(stripeCustomerId);
  } catch (error) {
    if (!(error instanceof BillingGatewayError)) throw error;
    deps.log.warn({ accountId: account.id, err: error }, 'organization not deleted: the payment provider failed');
    throw new AppError(
      error.kind === 'unavailable' ? 'UNAVAILABLE' : 'CONFLICT',
      DELETE_ACCOUNT_MESSAGES.providerFailed,
      {
        cause: error,
      },
    );
  }
}
