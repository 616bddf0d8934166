/**
 * Roles of spec part 1 §6 and part 2 §6: account_type_id 0-3 and the user types the screens read.
 */

/** account_type_id values, as the spec numbers them. */
export const ACCOUNT_TYPE = {
  BILLING_OWNER: 0,
  ACCOUNT_ADMIN: 1,
  TEAM_ADMIN: 2,
  MEMBER: 3,
} as const;

export type TAccountTypeId = (typeof ACCOUNT_TYPE)[keyof typeof ACCOUNT_TYPE];

export const ACCOUNT_TYPE_IDS: readonly TAccountTypeId[] = [0, 1, 2, 3];

/** The label each account type is shown with (the header's and the members table's words). */
export const ACCOUNT_TYPE_LABEL: Record<TAccountTypeId, string> = {
  0: 'Billing Owner',
  1: 'Account Admin',
  2: 'Team Admin',
  3: 'Team Member',
};

/** The coarser user type some screens read (ADMIN, MANAGER, MEMBER). */
export type TUserType = 'ADMIN' | 'MANAGER' | 'MEMBER';

/** Derives the user type from the account type: admins and owners are ADMIN, team admins MANAGER. */
export function userTypeFor(accountTypeId: TAccountTypeId): TUserType {
  if (accountTypeId === ACCOUNT_TYPE.MEMBER) return 'MEMBER';
  if (accountTypeId === ACCOUNT_TYPE.TEAM_ADMIN) return 'MANAGER';
  return 'ADMIN';
}

/** Platform values used throughout the spec; NONE means a user or team has no platform linked. */
export const PLATFORMS = ['MSTEAMS', 'SLACK', 'SPARK', 'EMAIL', 'NONE'] as const;
export type TPlatform = (typeof PLATFORMS)[number];

/** How each platform is named on screen (the spec's words; NONE means nothing connected yet). */
export const PLATFORM_LABELS: Readonly<Record<TPlatform, string>> = {
  EMAIL: 'Email',
  MSTEAMS: 'Microsoft Teams',
  SLACK: 'Slack',
  SPARK: 'Cisco Webex Teams',
  NONE: 'Not connected',
};

/**
 * Named groups of account types: every route policy and permission rule names one of these, so
 * who may do what is written once (permissions.ts) instead of as number lists in each route.
 */
export const ROLE_GROUPS = {
  /** Everyone signed in to an account. */
  EVERYONE: [0, 1, 2, 3],
  /** Who configures reports and teams: Billing Owners, Account Admins and Team Admins. */
  MANAGERS: [0, 1, 2],
  /** Account Admins and Team Admins: connect and create teams, read private answers (part 1 §6, part 3 §6). */
  TEAM_ADMINS: [1, 2],
  /** Who runs the account: Billing Owners and Account Admins (organisation, billing, retention). */
  ACCOUNT_OWNERS: [0, 1],
  /** Account Admins only (invitations, roles, labs, organisation details). */
  ACCOUNT_ADMINS: [1],
} as const satisfies Record<string, readonly TAccountTypeId[]>;

export type TRoleGroup = keyof typeof ROLE_GROUPS;

/** Whether an account type belongs to a named group. */
export function inRoleGroup(group: TRoleGroup, accountTypeId: number): boolean {
  return (ROLE_GROUPS[group] as readonly number[]).includes(accountTypeId);
}
