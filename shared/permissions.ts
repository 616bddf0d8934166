/**
 * Who may do what, in one place (spec part 1 §6, part 2 §6, part 3 §6). The server's routes and
 * domain and the web app's menus ask these rules; each names a role group of roles.ts. A rule
 * takes only the account type, so the browser can ask it too; scoping to the viewer's own
 * account and teams is the server's query's job.
 */
import { inRoleGroup } from './roles.ts';

/** Someone whose account type is known: a server viewer, or the web app's user (the state's field name). */
export type TRoleHolder = { accountTypeId: number } | { account_type_id: number };

function typeOf(who: TRoleHolder): number {
  return 'accountTypeId' in who ? who.accountTypeId : who.account_type_id;
}

/** Edit, pause, run and delete reports, and see every report of the viewer's teams. */
export function canManageReports(who: TRoleHolder): boolean {
  return inRoleGroup('MANAGERS', typeOf(who));
}

/** Change a team's settings, members, vacations and retention. */
export function canManageTeam(who: TRoleHolder): boolean {
  return inRoleGroup('MANAGERS', typeOf(who));
}

/** Add a new team, and connect a chat platform's team (part 1 §6: only types 1 and 2). */
export function canCreateTeams(who: TRoleHolder): boolean {
  return inRoleGroup('TEAM_ADMINS', typeOf(who));
}

/**
 * Read every answer of a private report (part 3 §6: the respondent, team admins and the report's
 * owner; the respondent and owner are checked by the caller). Billing Owners manage billing only.
 */
export function canReadPrivateAnswers(who: TRoleHolder): boolean {
  return inRoleGroup('TEAM_ADMINS', typeOf(who));
}

/** Share a team with other users (part 3 §6: only Team Admin or Account Admin sees the share form). */
export function canShareTeams(who: TRoleHolder): boolean {
  return inRoleGroup('TEAM_ADMINS', typeOf(who));
}

/** See who a team is shared with (user type ADMIN: Billing Owners and Account Admins, part 3 §6). */
export function canSeeTeamShares(who: TRoleHolder): boolean {
  return inRoleGroup('ACCOUNT_OWNERS', typeOf(who));
}

/** Edit team hashtags (user type ADMIN sees the hashtag form, part 3 §6). */
export function canEditHashtags(who: TRoleHolder): boolean {
  return inRoleGroup('ACCOUNT_OWNERS', typeOf(who));
}

/** Run the account: organisation settings page, retention, trial reset. */
export function canRunAccount(who: TRoleHolder): boolean {
  return inRoleGroup('ACCOUNT_OWNERS', typeOf(who));
}

/** Invite people, change roles, edit the organisation's details, toggle labs (Account Admin only). */
export function canAdministerAccount(who: TRoleHolder): boolean {
  return inRoleGroup('ACCOUNT_ADMINS', typeOf(who));
}

/** Open every team of the account without being a member (Billing Owners and Account Admins). */
export function seesEveryTeam(who: TRoleHolder): boolean {
  return inRoleGroup('ACCOUNT_OWNERS', typeOf(who));
}

/**
 * Open the billing pages: buy, change seats and plans, download invoices, convert to the free plan
 * and delete the organisation (part 2 §6: the Billing Owner; part 1 §6: Account Admins too).
 */
export function canManageBilling(who: TRoleHolder): boolean {
  return inRoleGroup('ACCOUNT_OWNERS', typeOf(who));
}

/**
 * Which learning-area guides someone gets (part 1 §2.11: the admin variant unless account_type_id
 * is 3): the people who set Rollcall up read how; Team Members read how to answer.
 */
export function seesAdminLearningArea(who: TRoleHolder): boolean {
  return inRoleGroup('MANAGERS', typeOf(who));
}
