/** An organisation: the unit of billing, plans and feature flags (spec part 2 §3). */
import { pgTable, text } from 'drizzle-orm/pg-core';
import { id, instant, timestamps } from './columns.ts';

export const accounts = pgTable('accounts', {
  id: id(),
  name: text('name').notNull(),
  /** free | basic | team | business | organization (shared/plans.ts). */
  planKey: text('plan_key').notNull().default('team'),
  /** trialing | active | inactive. */
  subscriptionStatus: text('subscription_status').notNull().default('trialing'),
  trialEndsAt: instant('trial_ends_at'),
  ...timestamps(),
});
