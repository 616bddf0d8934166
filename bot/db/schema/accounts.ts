/** An organisation: the unit of billing, plans and feature flags (spec part 2 §3). */
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, instant, timestamps } from './columns.ts';

export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    name: text('name').notNull(),
    /** free | basic | team | business | organization (shared/plans.ts). */
    planKey: text('plan_key').notNull().default('team'),
    /** trialing | active | inactive. */
    subscriptionStatus: text('subscription_status').notNull().default('trialing'),
    trialEndsAt: instant('trial_ends_at'),
    /** Set when the one allowed trial reset was used (spec part 1 §4: a new 14-day trial). */
    trialResetAt: instant('trial_reset_at'),
    /** Seats paid for (part 2 §3 billed_participants); null until a plan with seats is bought. */
    billedParticipants: integer('billed_participants'),
    /** month | year while a paid plan runs (shared/plans.ts PLAN_INTERVALS); null otherwise. */
    planInterval: text('plan_interval'),
    /** Stripe's customer and subscription (set by webhooks only, never by the browser). */
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** Set when Stripe reported a failed payment; cleared when an invoice is paid. */
    paymentFailedAt: instant('payment_failed_at'),
    /** The Microsoft marketplace subscription that manages this account's billing (part 2 §3 azure_sub_id). */
    azureSubscriptionId: text('azure_subscription_id'),
    /** Keys of the labs (beta features) the account turned on. */
    labs: jsonb('labs').$type<string[]>().notNull().default([]),
    /** The company email domain it signed up from, for the trial-abuse rule (null for free-mail). */
    signupDomain: text('signup_domain'),
    /** Answers of the signup survey (platform, job title, task tool, standup method, referral). */
    signupSurvey: jsonb('signup_survey').$type<Record<string, string>>(),
    ...timestamps(),
  },
  (table) => [
    index('accounts_signup_domain_idx').on(table.signupDomain, table.createdAt),
    uniqueIndex('accounts_stripe_customer_key').on(table.stripeCustomerId),
    uniqueIndex('accounts_stripe_subscription_key').on(table.stripeSubscriptionId),
    uniqueIndex('accounts_azure_subscription_key').on(table.azureSubscriptionId),
  ],
);
