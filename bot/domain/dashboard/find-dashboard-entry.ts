/**
 * The entry a comment or reaction is about (spec part 3 §7): a check-in of a report the viewer may
 * open, whose answers they may read (private reports, answer-visibility.ts). Anything else reads
 * as not found, so an entry id tells nothing about entries out of reach.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { DASHBOARD_MESSAGES } from '../../../shared/dashboard.ts';
import { AppError } from '../../../shared/errors.ts';
import type { TDb } from '../../db/client.ts';
import { checkins, reports } from '../../db/schema/index.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { answerVisibility, canSeeAnswersOf } from '../reports/answer-visibility.ts';
import type { TReportRow } from '../reports/report-settings.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface TDashboardEntryRef {
  checkinId: string;
  userId: string;
  report: TReportRow;
}

/** The entry with this check-in id; NOT_FOUND (entryNotFound) when out of the viewer's reach. */
export async function findDashboardEntry(db: TDb, viewer: TViewer, checkinId: string): Promise<TDashboardEntryRef> {
  const teamIds = viewer.teams.map((team) => team.id);
  const notFound = new AppError('NOT_FOUND', DASHBOARD_MESSAGES.entryNotFound);
  if (!UUID.test(checkinId) || teamIds.length === 0) throw notFound;
  const [row] = await db
    .select({ checkinId: checkins.id, userId: checkins.userId, report: reports })
    .from(checkins)
    .innerJoin(reports, eq(reports.id, checkins.reportId))
    .where(and(eq(checkins.id, checkinId), eq(reports.accountId, viewer.account.id), inArray(reports.teamId, teamIds)))
    .limit(1);
  if (!row || !canSeeAnswersOf(answerVisibility(viewer, row.report), row.userId)) throw notFound;
  return row;
}
