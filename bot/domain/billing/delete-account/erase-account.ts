/**
 * Removes an organisation and everything under it, inside the caller's transaction, so a failure
 * anywhere leaves every row in place. Each table of bot/db/schema/ is decided here:
 *
 * Gone with the account row through foreign-key cascades: teams (-> team_members, team_vacations,
 * hashtags, team_shares, and reports through the team), reports (-> report_members, report_runs,
 * check-ins -> dashboard comments and reactions, chat messages of a run or check-in), memberships,
 * invitations, microsoft_grants, slack_installs (their sealed bot tokens inside), billing_events,
 * marketplace_subscriptions, sessions acting in the account.
 *
 * Deleted explicitly (no foreign key to the account): msteams_installs and webex_installs linked
 * to its teams (the team link is ON DELETE SET NULL) and their activation and welcome notices, chat_messages and emails recorded
 * for it, audit_events of it, signups that created it (their one-time tokens cascade; the link is
 * SET NULL).
 *
 * People: everyone who belonged to the organisation (a membership, or a place in one of its teams
 * or reports) and belongs to no other organisation is deleted with their identities, sessions,
 * vacations, photo, one-time tokens, sign-in states and grants (cascades), and with the emails and
 * audit events addressed to them outside any organisation. Someone who also belongs to another
 * organisation keeps their login and personal data; only what tied them to this one goes. A
 * calendar grant that served this organisation goes, and with it the vacation days Outlook synced
 * through it (as Disconnect Outlook would), so no stale synced days outlive their source.
 *
 * Not account data, left alone: sign_in_attempts (digests only, swept after 15 minutes),
 * rate_limit_buckets (platform budgets, swept when expired), webex_events (keys of Webex deliveries
 * already applied, no organisation in them), msteams_installs and webex_installs still pending
 * (not linked to any organisation yet).
 */
import { and, type Column, eq, isNull, ne, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import {
  accounts,
  auditEvents,
  chatMessages,
  emails,
  memberships,
  microsoftGrants,
  msteamsInstalls,
  reportMembers,
  reports,
  signups,
  teamMembers,
  teamShares,
  teams,
  users,
  userVacations,
  webexInstalls,
} from '../../../db/schema/index.ts';
import { textArray } from '../../../db/sql-arrays.ts';

/**
 * `column = any($1)` with one array parameter, so an organisation of thousands of people stays one
 * parameter (a list of ids would hit the protocol's 65,535-parameter limit).
 */
function anyId(column: Column | SQL, ids: readonly string[]): SQL {
  return sql`${column} = any(${textArray(ids)}::uuid[])`;
}

function anyText(column: Column | SQL, values: readonly string[]): SQL {
  return sql`${column} = any(${textArray(values)})`;
}

export interface TErasedAccount {
  teams: number;
  reports: number;
  deletedUsers: number;
  keptUsers: number;
}

/** Erases the account `accountId` inside `tx`; answers what went, for the server log. */
export async function eraseAccount(tx: TDb, accountId: string): Promise<TErasedAccount> {
  const teamIds = (await tx.select({ id: teams.id }).from(teams).where(eq(teams.accountId, accountId))).map(
    (row) => row.id,
  );
  const reportCount = (await tx.select({ id: reports.id }).from(reports).where(eq(reports.accountId, accountId)))
    .length;
  const peopleIds = await peopleOf(tx, accountId, teamIds);
  const leaving = peopleIds.length ? await peopleOnlyHere(tx, accountId, peopleIds) : [];
  const leavingIds = leaving.map((person) => person.id);
  const leavingEmails = leaving.map((person) => person.email.toLowerCase());
  const leavingSet = new Set(leavingIds);
  const keptIds = peopleIds.filter((id) => !leavingSet.has(id));

  const teamsInstallIds = teamIds.length
    ? (
        await tx
          .delete(msteamsInstalls)
          .where(anyId(msteamsInstalls.teamId, teamIds))
          .returning({ id: msteamsInstalls.id })
      ).map((row) => row.id)
    : [];
  const webexInstallIds = teamIds.length
    ? (
        await tx.delete(webexInstalls).where(anyId(webexInstalls.teamId, teamIds)).returning({ id: webexInstalls.id })
      ).map((row) => row.id)
    : [];
  await tx.delete(chatMessages).where(eq(chatMessages.accountId, accountId));
  if (webexInstallIds.length) {
    // Their welcome notices went to the installer before any organisation owned the space
    // (bot/domain/platforms/webex/welcome-webex-space.ts: key webex-install:{installId}:..., no account).
    await tx
      .delete(chatMessages)
      .where(
        and(
          isNull(chatMessages.accountId),
          sql`${chatMessages.idempotencyKey} like 'webex-install:%'`,
          anyText(sql`split_part(${chatMessages.idempotencyKey}, ':', 2)`, webexInstallIds),
        ),
      );
  }
  if (teamsInstallIds.length) {
    // The activation notices of those installs were queued before any organisation owned them
    // (bot/adapters/msteams/teams-turn.ts: key install:{installId}:..., no account).
    await tx
      .delete(chatMessages)
      .where(
        and(
          isNull(chatMessages.accountId),
          sql`${chatMessages.idempotencyKey} like 'install:%'`,
          anyText(sql`split_part(${chatMessages.idempotencyKey}, ':', 2)`, teamsInstallIds),
        ),
      );
  }
  await tx
    .delete(emails)
    .where(
      or(
        eq(emails.accountId, accountId),
        leavingEmails.length
          ? and(isNull(emails.accountId), anyText(sql`lower(${emails.toAddress})`, leavingEmails))
          : undefined,
      ),
    );
  await tx
    .delete(auditEvents)
    .where(
      or(
        eq(auditEvents.accountId, accountId),
        leavingIds.length
          ? and(
              or(isNull(auditEvents.accountId), eq(auditEvents.accountId, accountId)),
              or(anyId(auditEvents.userId, leavingIds), anyText(auditEvents.email, leavingEmails)),
            )
          : undefined,
      ),
    );
  if (keptIds.length) await dropCalendarSyncsServingAccount(tx, accountId, keptIds);
  await tx.delete(signups).where(eq(signups.accountId, accountId));
  await tx.delete(accounts).where(eq(accounts.id, accountId));
  if (leavingIds.length) await tx.delete(users).where(anyId(users.id, leavingIds));
  return { teams: teamIds.length, reports: reportCount, deletedUsers: leavingIds.length, keptUsers: keptIds.length };
}

/** Everyone tied to the organisation: its memberships, and the people of its teams, shares and reports. */
async function peopleOf(tx: TDb, accountId: string, teamIds: string[]): Promise<string[]> {
  const ids = new Set<string>();
  const members = await tx
    .select({ id: memberships.userId })
    .from(memberships)
    .where(eq(memberships.accountId, accountId));
  for (const row of members) ids.add(row.id);
  if (teamIds.length) {
    const inTeams = await tx
      .select({ id: teamMembers.userId })
      .from(teamMembers)
      .where(anyId(teamMembers.teamId, teamIds));
    const sharedWith = await tx
      .select({ id: teamShares.userId })
      .from(teamShares)
      .where(anyId(teamShares.teamId, teamIds));
    for (const row of [...inTeams, ...sharedWith]) ids.add(row.id);
  }
  const inReports = await tx
    .select({ id: reportMembers.userId })
    .from(reportMembers)
    .innerJoin(reports, eq(reports.id, reportMembers.reportId))
    .where(eq(reports.accountId, accountId));
  for (const row of inReports) ids.add(row.id);
  return [...ids];
}

/** Of these people, those with no membership in another organisation (they leave with it). */
async function peopleOnlyHere(
  tx: TDb,
  accountId: string,
  peopleIds: string[],
): Promise<Array<{ id: string; email: string }>> {
  const elsewhere = tx
    .select({ one: sql`1` })
    .from(memberships)
    .where(and(eq(memberships.userId, users.id), ne(memberships.accountId, accountId)));
  return tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(anyId(users.id, peopleIds), notExists(elsewhere)));
}

/**
 * A person who stays elsewhere loses the calendar grant kept with this organisation (it cascades
 * with the account); the vacation days Outlook synced through it go too, as on Disconnect Outlook.
 */
async function dropCalendarSyncsServingAccount(tx: TDb, accountId: string, keptIds: string[]): Promise<void> {
  const served = await tx
    .select({ userId: microsoftGrants.userId })
    .from(microsoftGrants)
    .where(
      and(
        eq(microsoftGrants.accountId, accountId),
        eq(microsoftGrants.kind, 'calendar'),
        anyId(microsoftGrants.userId, keptIds),
      ),
    );
  const userIds = served.map((row) => row.userId);
  if (userIds.length === 0) return;
  await tx.delete(userVacations).where(and(anyId(userVacations.userId, userIds), eq(userVacations.source, 'outlook')));
}
