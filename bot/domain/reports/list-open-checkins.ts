/**
 * The viewer's open check-ins (spec part 1 §3 open_checkins): runs of the last week they have not
 * submitted yet, newest first, for the header's reminder and the home page.
 */
import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { checkins, reportRuns, reports, teams } from '../../db/schema/index.ts';

const OPEN = ['sent', 'reminded', 'draft'];
const WINDOW_DAYS = 7;

export interface TOpenCheckin {
  data__link: string;
  report__name: string;
  report__team__name: string;
}

/** Up to ten open check-ins of the user in the account. */
export async function listOpenCheckins(db: TDb, userId: string, accountId: string, now: Date): Promise<TOpenCheckin[]> {
  const since = new Date(now.getTime() - WINDOW_DAYS * 24 * 3600_000);
  const rows = await db
    .select({ hash: checkins.hash, reportName: reports.name, teamName: teams.name })
    .from(checkins)
    .innerJoin(reportRuns, eq(reportRuns.id, checkins.runId))
    .innerJoin(reports, eq(reports.id, checkins.reportId))
    .innerJoin(teams, eq(teams.id, reports.teamId))
    .where(
      and(
        eq(checkins.userId, userId),
        eq(reports.accountId, accountId),
        inArray(checkins.status, OPEN),
        gte(reportRuns.key, since.toISOString().slice(0, 10)),
      ),
    )
    .orderBy(desc(reportRuns.key))
    .limit(10);
  return rows.map((row) => ({
    data__link: `/checkin/${row.hash}`,
    report__name: row.reportName,
    report__team__name: row.teamName,
  }));
}
