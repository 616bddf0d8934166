/**
 * The viewer's open check-ins (spec part 1 §3 open_checkins): runs of the last week they have not
 * submitted yet, newest first, for the header's reminder, the home page and the public API.
 */
import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { checkins, reportRuns, reports, teams } from '../../db/schema/index.ts';

export const OPEN_CHECKIN_STATUSES = ['sent', 'reminded', 'draft'] as const;
const WINDOW_DAYS = 7;

export interface TOpenCheckin {
  data__link: string;
  report__name: string;
  report__team__name: string;
}

/** One open check-in with what the public API names it by. */
export interface TOpenCheckinRow {
  id: string;
  hash: string;
  status: (typeof OPEN_CHECKIN_STATUSES)[number];
  runKey: string;
  reportId: string;
  reportName: string;
  teamName: string;
}

/** Up to `limit` open check-ins of the user in the account. Why: one rule of what is still open, for every door. */
export async function findOpenCheckins(
  db: TDb,
  userId: string,
  accountId: string,
  now: Date,
  limit = 10,
): Promise<TOpenCheckinRow[]> {
  const since = new Date(now.getTime() - WINDOW_DAYS * 24 * 3600_000);
  const rows = await db
    .select({
      id: checkins.id,
      hash: checkins.hash,
      status: checkins.status,
      runKey: reportRuns.key,
      reportId: reports.id,
      reportName: reports.name,
      teamName: teams.name,
    })
    .from(checkins)
    .innerJoin(reportRuns, eq(reportRuns.id, checkins.runId))
    .innerJoin(reports, eq(reports.id, checkins.reportId))
    .innerJoin(teams, eq(teams.id, reports.teamId))
    .where(
      and(
        eq(checkins.userId, userId),
        eq(reports.accountId, accountId),
        inArray(checkins.status, [...OPEN_CHECKIN_STATUSES]),
        gte(reportRuns.key, since.toISOString().slice(0, 10)),
      ),
    )
    .orderBy(desc(reportRuns.key), desc(checkins.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, status: row.status as TOpenCheckinRow['status'] }));
}

/** Up to ten open check-ins of the user in the account, as the state and home page show them. */
export async function listOpenCheckins(db: TDb, userId: string, accountId: string, now: Date): Promise<TOpenCheckin[]> {
  const rows = await findOpenCheckins(db, userId, accountId, now);
  return rows.map((row) => ({
    data__link: `/checkin/${row.hash}`,
    report__name: row.reportName,
    report__team__name: row.teamName,
  }));
}
