/**
 * The check-in a Webex card's Submit or Edit acts on, only ever the pressing person's own: Webex
 * names them (the attachment action's personId) and they must be the check-in's member, by their
 * Webex person id, in the Rollcall team linked to a Webex space. A card forwarded to someone else,
 * or submit data copied into another card, opens nothing of the original member's.
 */
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { checkins, reportRuns, reports, teamMembers, webexInstalls } from '../../../db/schema/index.ts';
import { findCheckinById, type TFoundCheckin } from '../../checkins/find-checkin.ts';

/** What a card's submit data names, and who pressed it. */
export interface TWebexCheckinRef {
  reportId: string;
  runKey: string;
  /** The Webex person id of whoever pressed the button. */
  personId: string;
}

/** The person's check-in in a run (report id + run key from the card), or null. */
export async function findCheckinOfWebexPerson(db: TDb, input: TWebexCheckinRef): Promise<TFoundCheckin | null> {
  if (!/^[0-9a-f-]{36}$/i.test(input.reportId) || !/^\d{4}-\d{2}-\d{2}$/.test(input.runKey)) return null;
  if (!input.personId || input.personId.length > 500) return null;
  const [row] = await db
    .select({ id: checkins.id })
    .from(checkins)
    .innerJoin(reportRuns, eq(reportRuns.id, checkins.runId))
    .innerJoin(reports, eq(reports.id, checkins.reportId))
    .innerJoin(teamMembers, and(eq(teamMembers.teamId, reports.teamId), eq(teamMembers.userId, checkins.userId)))
    .innerJoin(webexInstalls, and(eq(webexInstalls.teamId, reports.teamId), eq(webexInstalls.status, 'linked')))
    .where(
      and(
        eq(reportRuns.reportId, input.reportId),
        eq(reportRuns.key, input.runKey),
        eq(teamMembers.platformUserId, input.personId),
      ),
    )
    .limit(1);
  return row ? findCheckinById(db, row.id) : null;
}
