/**
 * Who may do what, in one place (spec part 1 §6, part 2 §6, part 3 §6). The server's routes and
 * domain and the web app's menus ask these rules; each names a role group of roles.ts. A rule
 * takes only the account type, so the browser can ask it too; scoping to the viewer's own
 * account and teams is the server's query's job.
 */
import { inRoleGroup } from './roles.ts';

/** Someone whose account type is known: a server viewer or the web app's user. */
export interface TRoleHolder {
  accountTypeId: number;
}

/** Edit, pause, run and delete reports, and see every report of the viewer's teams. */
export function canManageReports(who: TRoleHolder): boolean {
  return inRoleGroup('MANAGERS', who.accountTypeId);
}

/** Change a team's settings, members, vacations and retention. */
export function canManageTeam(who: TRoleHolder): boolean {
  return inRoleGroup('MANAGERS', who.accountTypeId);
}

/** Add a new team, and connect a chat platform's team (part 1 §6: only types 1 and 2). */
export function canCreateTeams(who: TRoleHolder): boolean {
  return inRoleGroup('TEAM_ADMINS', who.accountTypeId);
}

/**
 * Read every answer of a private report (part 3 §6: the respondent, team admins and the report's
 * owner; the respondent and owner are checked by the caller). Billing Owners manage billing only.
 */
export function canReadPrivateAnswers(who: TRoleHolder): boolean {
  return inRoleGroup('TEAM_ADMINS', who.accountTypeId);
}

/** Share a team with other users (part 3 §6: only Team Admin or Account Admin sees the share form). */
export function canShareTeams(who: TRoleHolder): boolean {
  return inRoleGroup('TEAM_ADMINS', who.accountTypeId);
}

/** Edit team hashtags and see who a team is shared with (user type ADMIN). */
export function canEditHashtags(who: TRoleHolder): boolean {
  return inRoleGroup('ACCOUNT_OWNERS', who.accountTypeId);
}

/** Run the account: organisation settings page, retention, trial reset. */
export function canRunAccount(who: TRoleHolder): boolean {
  return inRoleGroup('ACCOUNT_OWNERS', who.accountTypeId);
}

/** Invite people, change roles, edit the organisation's details, toggle labs (Account Admin only). */
export function canAdministerAccount(who: TRoleHolder): boolean {
  return inRoleGroup('ACCOUNT_ADMINS', who.accountTypeId);
}
