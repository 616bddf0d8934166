/**
 * The check-in a Slack button or modal acts on, only ever the pressing person's own: they are
 * named by Slack (workspace id + user id) and must be the check-in's member in the Rollcall team
 * linked to that workspace. A DM forwarded or a modal's metadata replayed by someone else opens
 * nothing of the original member's.
 */
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { checkins, reportRuns, reports, slackInstalls, teamMembers } from '../../../db/schema/index.ts';
import { findCheckinById, looksLikeCheckinHash, type TFoundCheckin } from '../../checkins/find-checkin.ts';

/** A person as Slack names them in an interaction payload. */
export interface TSlackPerson {
  slackTeamId: string;
  slackUserId: string;
}

/** Joins a check-in to its member's Slack identity through the team's linked install. */
async function checkinIdWhere(db: TDb, person: TSlackPerson, where: ReturnType<typeof and>) {
  const [row] = await db
    .select({ id: checkins.id })
    .from(checkins)
    .innerJoin(reportRuns, eq(reportRuns.id, checkins.runId))
    .innerJoin(reports, eq(reports.id, checkins.reportId))
    .innerJoin(teamMembers, and(eq(teamMembers.teamId, reports.teamId), eq(teamMembers.userId, checkins.userId)))
    .innerJoin(
      slackInstalls,
      and(
        eq(slackInstalls.teamId, reports.teamId),
        eq(slackInstalls.status, 'linked'),
        eq(slackInstalls.slackTeamId, person.slackTeamId),
      ),
    )
    .where(and(where, eq(teamMembers.platformUserId, person.slackUserId)))
    .limit(1);
  return row ? findCheckinById(db, row.id) : null;
}

/** The person's check-in in a run (report id + run key from the button), or null. */
export async function findCheckinOfSlackUser(
  db: TDb,
  input: TSlackPerson & { reportId: string; runKey: string },
): Promise<TFoundCheckin | null> {
  if (!/^[0-9a-f-]{36}$/i.test(input.reportId) || !/^\d{4}-\d{2}-\d{2}$/.test(input.runKey)) return null;
  return checkinIdWhere(db, input, and(eq(reportRuns.reportId, input.reportId), eq(reportRuns.key, input.runKey)));
}

/** The check-in of a modal's hash, only when it is this person's own; null otherwise. */
export async function findSlackUsersCheckinByHash(
  db: TDb,
  input: TSlackPerson & { hash: string },
): Promise<TFoundCheckin | null> {
  if (!looksLikeCheckinHash(input.hash)) return null;
  return checkinIdWhere(db, input, and(eq(checkins.hash, input.hash)));
}
