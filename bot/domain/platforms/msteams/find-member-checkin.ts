/**
 * The check-in a Teams card acts on: the run (report id + run key from the card) of the person who
 * pressed the button, found by their Teams id among the members of the report's team. A card
 * forwarded to someone else opens nothing of the original member's.
 */
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { checkins, reportRuns, reports, teamMembers } from '../../../db/schema/index.ts';
import { findCheckinById, type TFoundCheckin } from '../../checkins/find-checkin.ts';

/** The check-in, or null when this Teams user has none in that run. */
export async function findCheckinOfTeamsUser(
  db: TDb,
  input: { reportId: string; runKey: string; platformUserId: string },
): Promise<TFoundCheckin | null> {
  if (!/^[0-9a-f-]{36}$/i.test(input.reportId) || !/^\d{4}-\d{2}-\d{2}$/.test(input.runKey)) return null;
  const [row] = await db
    .select({ id: checkins.id })
    .from(checkins)
    .innerJoin(reportRuns, eq(reportRuns.id, checkins.runId))
    .innerJoin(reports, eq(reports.id, checkins.reportId))
    .innerJoin(teamMembers, and(eq(teamMembers.teamId, reports.teamId), eq(teamMembers.userId, checkins.userId)))
    .where(
      and(
        eq(reportRuns.reportId, input.reportId),
        eq(reportRuns.key, input.runKey),
        eq(teamMembers.platformUserId, input.platformUserId),
      ),
    )
    .limit(1);
  return row ? findCheckinById(db, row.id) : null;
}
