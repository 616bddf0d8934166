/**
 * The daily retention purge (spec part 3 §2.12: disabled, 2w, 1m, 3m, 6m, 1y, 2y): for every team
 * with a policy, content older than the window is deleted, and nothing newer. Content today is the
 * team's past vacation days and its report runs (with their check-ins and answers); comments and
 * activity join as their issues land.
 */
import { and, eq, inArray, lt, ne } from 'drizzle-orm';
import type { TRetentionPolicy } from '../../../shared/teams.ts';
import type { TDb } from '../../db/client.ts';
import { reportRuns, reports, teams, teamVacations } from '../../db/schema/index.ts';

/** The oldest instant a policy keeps, relative to `now` (calendar months and years, in UTC). */
export function retentionCutoff(policy: Exclude<TRetentionPolicy, 'disabled'>, now: Date): Date {
  const cutoff = new Date(now.getTime());
  switch (policy) {
    case '2w':
      cutoff.setUTCDate(cutoff.getUTCDate() - 14);
      break;
    case '1m':
      cutoff.setUTCMonth(cutoff.getUTCMonth() - 1);
      break;
    case '3m':
      cutoff.setUTCMonth(cutoff.getUTCMonth() - 3);
      break;
    case '6m':
      cutoff.setUTCMonth(cutoff.getUTCMonth() - 6);
      break;
    case '1y':
      cutoff.setUTCFullYear(cutoff.getUTCFullYear() - 1);
      break;
    case '2y':
      cutoff.setUTCFullYear(cutoff.getUTCFullYear() - 2);
      break;
  }
  return cutoff;
}

/** Deletes what each team's policy says has expired at `now`; answers how many rows per team. */
export async function purgeExpiredData(db: TDb, now: Date = new Date()): Promise<Record<string, number>> {
  const withPolicy = await db
    .select({ id: teams.id, policy: teams.retentionPolicy })
    .from(teams)
    .where(ne(teams.retentionPolicy, 'disabled'));
  const purged: Record<string, number> = {};
  for (const team of withPolicy) {
    const cutoffDay = retentionCutoff(team.policy as Exclude<TRetentionPolicy, 'disabled'>, now)
      .toISOString()
      .slice(0, 10);
    const deleted = await db
      .delete(teamVacations)
      .where(and(eq(teamVacations.teamId, team.id), lt(teamVacations.day, cutoffDay)))
      .returning({ id: teamVacations.id });
    // Runs are keyed by their local date, which sorts as text; check-ins go with their run.
    const runs = await db
      .delete(reportRuns)
      .where(
        and(
          inArray(reportRuns.reportId, db.select({ id: reports.id }).from(reports).where(eq(reports.teamId, team.id))),
          lt(reportRuns.key, cutoffDay),
        ),
      )
      .returning({ id: reportRuns.id });
    purged[team.id] = deleted.length + runs.length;
  }
  return purged;
}
