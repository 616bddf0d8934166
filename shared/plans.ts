/**
 * Plans and the feature flags each one sets (spec part 1 §9, part 2 §9). A flag named LIMIT_* or
 * *_LIMIT / *_ONLY is a restriction: present in feature_map means the feature is locked.
 */

export const FEATURE_FLAGS = [
  'EMAIL_TEAM_ONLY',
  'ONE_TEAM_LIMIT',
  'ONE_REPORT_LIMIT',
  'LIMIT_SERVICES',
  'LIMIT_ZAPIER',
  'LIMIT_HASHTAGS',
  'LIMIT_VACATION_TRACKING',
  'LIMIT_CUSTOM_RETENTION',
  'LIMIT_TEAM_ACTIVITY',
  'LIMIT_SEARCH_INSIGHTS',
  'LIMIT_TO_10_USERS',
  'LIMIT_PERMISSION_ROLES',
  'LIMIT_BLOCKER_TRACKING',
  'LIMIT_PRIVATE_REPORTS',
  'LIMIT_REPORT_REMINDERS',
  'LIMIT_CUSTOM_REPORT_MESSAGES',
] as const;

export type TFeatureFlag = (typeof FEATURE_FLAGS)[number];

/**
 * 'pro' is the single-plan view's plan (part 2 §2.1: "pay for seats active in standups"); it has
 * every feature, like Business. The other keys are the multi-plan view's (part 2 §3 Plan).
 */
export const PLAN_KEYS = ['free', 'basic', 'team', 'business', 'organization', 'pro'] as const;
export type TPlanKey = (typeof PLAN_KEYS)[number];

export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'inactive'] as const;
export type TSubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Days in the standard trial (part 2 §9) and in a trial reset (part 1 §9). */
export const TRIAL_DAYS = 30;
export const TRIAL_RESET_DAYS = 14;

const FREE_FLAGS: readonly TFeatureFlag[] = FEATURE_FLAGS;
const BASIC_FLAGS: readonly TFeatureFlag[] = [
  'ONE_TEAM_LIMIT',
  'ONE_REPORT_LIMIT',
  'LIMIT_TO_10_USERS',
  'LIMIT_SERVICES',
  'LIMIT_ZAPIER',
  'LIMIT_HASHTAGS',
  'LIMIT_CUSTOM_RETENTION',
  'LIMIT_TEAM_ACTIVITY',
  'LIMIT_SEARCH_INSIGHTS',
  'LIMIT_PERMISSION_ROLES',
  'LIMIT_PRIVATE_REPORTS',
  'LIMIT_CUSTOM_REPORT_MESSAGES',
];
const TEAM_FLAGS: readonly TFeatureFlag[] = ['LIMIT_CUSTOM_RETENTION', 'LIMIT_SEARCH_INSIGHTS'];

/**
 * The flags an account carries. A trial has every feature (part 2 §2.1: "full feature access");
 * an inactive (expired) account keeps its plan's flags so pages still show what is locked.
 */
export function featureFlagsFor(plan: TPlanKey, status: TSubscriptionStatus): TFeatureFlag[] {
  if (status === 'trialing') return [];
  switch (plan) {
    case 'free':
      return [...FREE_FLAGS];
    case 'basic':
      return [...BASIC_FLAGS];
    case 'team':
      return [...TEAM_FLAGS];
    case 'business':
    case 'organization':
    case 'pro':
      return [];
  }
}

/** How often a paid plan is charged. Stripe's recurring.interval values. */
export const PLAN_INTERVALS = ['month', 'year'] as const;
export type TPlanInterval = (typeof PLAN_INTERVALS)[number];

/** One price of a plan: what the billing pages offer and what Stripe charges (part 2 §3 Plan, §9). */
export interface TPaymentPlan {
  /** Our id, sent as plan_id / new_plan_id: `${key}-${monthly|yearly}`. */
  id: string;
  key: TPlanKey;
  name: string;
  /** What the picker shows, e.g. '$5 per user / month'. */
  label: string;
  /** Cents per user per interval (a yearly price is for the whole year). */
  amount: number;
  interval: TPlanInterval;
  /** The Stripe price's lookup_key; `npm run stripe:sync` creates the price under it. */
  lookupKey: string;
}

const paymentPlan = (key: TPlanKey, name: string, interval: TPlanInterval, amount: number): TPaymentPlan => {
  const dollars = (amount / 100).toFixed(amount % 100 === 0 ? 0 : 2);
  return {
    id: `${key}-${interval === 'month' ? 'monthly' : 'yearly'}`,
    key,
    name,
    label: `$${dollars} per user / ${interval}`,
    amount,
    interval,
    lookupKey: `rollcall_${key}_${interval}`,
  };
};

/**
 * Every price Rollcall sells (part 2 §9 "Prices per active user"). Pro yearly is 700 cents a month
 * billed as $84 a year; Pro monthly is 805 cents.
 */
export const PAYMENT_PLANS: readonly TPaymentPlan[] = [
  paymentPlan('basic', 'Basic', 'month', 300),
  paymentPlan('basic', 'Basic', 'year', 3000),
  paymentPlan('team', 'Team', 'month', 500),
  paymentPlan('team', 'Team', 'year', 5000),
  paymentPlan('business', 'Business', 'month', 700),
  paymentPlan('business', 'Business', 'year', 7000),
  paymentPlan('organization', 'Organization', 'month', 1000),
  paymentPlan('organization', 'Organization', 'year', 10000),
  paymentPlan('pro', 'Pro', 'month', 805),
  paymentPlan('pro', 'Pro', 'year', 8400),
];

/** The plans the multi-plan purchase view offers, in picker order (part 2 §2.1: Basic, Team, Business). */
export const PURCHASE_PLAN_KEYS: readonly TPlanKey[] = ['basic', 'team', 'business'];
/** The plans a subscriber may change to on the licence page (Organization adds unlimited teams). */
export const CHANGE_PLAN_KEYS: readonly TPlanKey[] = ['basic', 'team', 'business', 'organization'];
/** Default selection of the purchase view: Team, monthly (part 2 §2.1). */
export const DEFAULT_PAYMENT_PLAN_ID = 'team-monthly';
/** The single-plan view's default (part 2 §9 "Default plan fallbacks": pro-monthly). */
export const DEFAULT_SINGLE_PLAN_ID = 'pro-monthly';

/** A payment plan by our id, or undefined. */
export function paymentPlanById(id: string): TPaymentPlan | undefined {
  return PAYMENT_PLANS.find((plan) => plan.id === id);
}

/** A payment plan by its Stripe lookup key (webhooks name prices, not our ids). */
export function paymentPlanByLookupKey(lookupKey: string): TPaymentPlan | undefined {
  return PAYMENT_PLANS.find((plan) => plan.lookupKey === lookupKey);
}

/** Total price in cents for a number of users (part 2 §9: total = amount × users; dollars = /100). */
export function planTotalCents(plan: Pick<TPaymentPlan, 'amount'>, users: number): number {
  return plan.amount * users;
}

/**
 * What each plan allows (part 2 §9 "Advertised plan limits"); null = unlimited. Decided where the
 * spec's listings differ: Team allows unlimited reports (the more generous listing, so nobody who
 * bought on it loses reports). A trial has no limits.
 */
export interface TPlanLimits {
  teams: number | null;
  reports: number | null;
  /** People in the organisation (Free: "up to 10 people"; Basic: "up to 10 users"). */
  users: number | null;
  /** Days of history shown on dashboards, history, member pages, export and insights. */
  historyDays: number | null;
}

export const PLAN_LIMITS: Readonly<Record<TPlanKey, TPlanLimits>> = {
  free: { teams: 1, reports: 1, users: 10, historyDays: 7 },
  basic: { teams: 1, reports: 1, users: 10, historyDays: 30 },
  team: { teams: 2, reports: null, users: null, historyDays: 90 },
  business: { teams: 3, reports: null, users: null, historyDays: null },
  organization: { teams: null, reports: null, users: null, historyDays: null },
  pro: { teams: null, reports: null, users: null, historyDays: null },
};

const UNLIMITED: TPlanLimits = { teams: null, reports: null, users: null, historyDays: null };

/** The limits an account has now: none while trialing, its plan's otherwise (inactive keeps them). */
export function planLimitsFor(plan: TPlanKey, status: TSubscriptionStatus): TPlanLimits {
  return status === 'trialing' ? UNLIMITED : PLAN_LIMITS[plan];
}

/** The free plan switch is offered when fewer than this many trial days are left (part 2 §4). */
export const FREE_PLAN_OFFER_DAYS = 5;

/** Seat input default and minimum (part 2 §5). */
export const DEFAULT_SEATS = 10;
export const MIN_SEATS = 1;
/** Most seats one purchase or change may ask for (a bound on hostile input, not a business rule). */
export const MAX_SEATS = 100_000;

/** The savings estimate's figures (part 2 §9), word for word. */
export const SAVINGS = {
  /** Hours a month a person spends in standup meetings (the spec's 9.6). */
  meetingHoursPerMonth: 9.6,
  /** Hours a month a person spends checking in instead (the spec's 0.48). */
  checkinHoursPerMonth: 0.48,
  hourlyRate: 50,
  licencePerUser: 7,
} as const;

/**
 * The savings estimate (part 2 §9): monthly saving = seats × (9.6×50 − 7 − 0.48×50), yearly =
 * 12 × monthly, in whole dollars. Exists so the purchase view and its tests share one formula.
 */
export function savingsEstimate(seats: number): { monthly: number; yearly: number } {
  const perSeat =
    SAVINGS.meetingHoursPerMonth * SAVINGS.hourlyRate -
    SAVINGS.licencePerUser -
    SAVINGS.checkinHoursPerMonth * SAVINGS.hourlyRate;
  const monthly = Math.round(Math.max(0, Math.floor(seats)) * perSeat);
  return { monthly, yearly: 12 * monthly };
}
