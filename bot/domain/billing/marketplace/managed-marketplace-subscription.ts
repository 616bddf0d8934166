/**
 * The marketplace subscription that manages the viewer's organization: the only one its Billing
 * Owner or Account Admins may change from Rollcall (never a subscription id sent by the browser).
 */

import { eq } from 'drizzle-orm';
import { BILLING_MESSAGES } from '../../../../shared/billing-api.ts';
import { AppError } from '../../../../shared/errors.ts';
import { MARKETPLACE_MESSAGES } from '../../../../shared/marketplace-api.ts';
import { canManageBilling } from '../../../../shared/permissions.ts';
import { accounts } from '../../../db/schema/index.ts';
import type { TViewer } from '../../accounts/viewer.ts';
import type { TMarketplaceDeps } from './marketplace-deps.ts';
import { recordedMarketplaceSubscription } from './recorded-marketplace-subscription.ts';

/** The recorded subscription of the viewer's organization; refuses other roles and unmanaged accounts. */
export async function managedMarketplaceSubscription(deps: TMarketplaceDeps, viewer: TViewer) {
  if (!canManageBilling(viewer)) throw new AppError('FORBIDDEN', BILLING_MESSAGES.billingRefused);
  const [account] = await deps.db
    .select({ azureSubscriptionId: accounts.azureSubscriptionId })
    .from(accounts)
    .where(eq(accounts.id, viewer.account.id));
  const subscriptionId = account?.azureSubscriptionId;
  const row = subscriptionId ? await recordedMarketplaceSubscription(deps, subscriptionId) : undefined;
  if (!row || row.accountId !== viewer.account.id) throw new AppError('CONFLICT', MARKETPLACE_MESSAGES.notManaged);
  return row;
}
