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

export const PLAN_KEYS = ['free', 'basic', 'team', 'business', 'organization'] as const;
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
      return [];
  }
}
