/**
 * The stats of report runs (spec part 3 §3, §9): entries over linked members (members not on
 * vacation), goals and blockers over entries.
 */
import { and, count, inArray, ne, sql } from 'drizzle-orm';
import { reportStats, type TReportStats } from '../../../shared/reports.ts';
import type { TDb } from '../../db/client.ts';
import { checkins } from '../../db/schema/index.ts';

/** Stats per run id, for the given runs. */
export async function statsOfRuns(db: TDb, runIds: readonly string[]): Promise<Map<string, TReportStats>> {
  const stats = new Map<string, TReportStats>();
  if (runIds.length === 0) return stats;
  const rows = await db
    .select({
      runId: checkins.runId,
      links: count(),
      entries: sql<number>`count(*) filter (where ${checkins.status} = 'submitted')`.mapWith(Number),
      goals:
        sql<number>`count(*) filter (where ${checkins.status} = 'submitted' and ${checkins.goalCompleted})`.mapWith(
          Number,
        ),
      blocked: sql<number>`count(*) filter (where ${checkins.status} = 'submitted' and ${checkins.blocked})`.mapWith(
        Number,
      ),
    })
    .from(checkins)
    .where(and(inArray(checkins.runId, [...runIds]), ne(checkins.status, 'vacation')))
    .groupBy(checkins.runId);
  for (const row of rows) stats.set(row.runId, reportStats(row));
  return stats;
}

/** Stats of one run. */
export async function statsOfRun(db: TDb, runId: string): Promise<TReportStats> {
  return (await statsOfRuns(db, [runId])).get(runId) ?? reportStats({ entries: 0, links: 0, goals: 0, blocked: 0 });
}
