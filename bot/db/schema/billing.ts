/**
 * Billing records (spec part 2 §4): the webhook events already applied, so a replayed Stripe or
 * marketplace event changes nothing, and the Microsoft marketplace (SaaS fulfillment v2)
 * subscriptions, from the landing page's resolve to Unsubscribe.
 */
import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { instant, timestamps } from './columns.ts';
import { users } from './users.ts';

export const billingEvents = pgTable(
  'billing_events',
  {
    /** stripe | marketplace. */
    provider: text('provider').notNull(),
    /** Stripe's event id (evt_...) or the marketplace operation id. */
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    /** The account it changed; deleting the account deletes its events. */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    receivedAt: instant('received_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.eventId] }),
    index('billing_events_account_idx').on(table.accountId),
  ],
);

export const marketplaceSubscriptions = pgTable(
  'marketplace_subscriptions',
  {
    /** The marketplace's subscription id (a GUID). */
    id: text('id').primaryKey(),
    /** The account it was activated for; null between resolve and 'Confirm and activate'. */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    /** Who confirmed the activation. */
    activatedByUserId: uuid('activated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The subscription's name shown on the activation page (azure_sub_subscriptionName). */
    name: text('name').notNull(),
    offerId: text('offer_id').notNull(),
    planId: text('plan_id').notNull(),
    /** Licensed users (null when the offer is not per-user). */
    quantity: integer('quantity'),
    /** PendingFulfillmentStart | Subscribed | Suspended | Unsubscribed (the API's saasSubscriptionStatus). */
    status: text('status').notNull(),
    /** The purchaser's and beneficiary's tenant and email, as the marketplace reported them. */
    purchaserTenantId: text('purchaser_tenant_id'),
    purchaserEmail: text('purchaser_email'),
    beneficiaryTenantId: text('beneficiary_tenant_id'),
    beneficiaryEmail: text('beneficiary_email'),
    ...timestamps(),
  },
  (table) => [index('marketplace_subscriptions_account_idx').on(table.accountId)],
);
