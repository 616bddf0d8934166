/**
 * The daily retention purge (spec part 3 §2.12: disabled, 2w, 1m, 3m, 6m, 1y, 2y): for every team
 * with a policy, content older than the window is deleted, and nothing newer. Content is the
 * team's past vacation days, its report runs (with their check-ins, answers and comments), its
 * activity items (tool events: commit messages, issue titles, comments) and its outgoing webhook
 * deliveries (whose payloads carry the answers).
 */
import { and, eq, inArray, lt, ne } from 'drizzle-orm';
import type { TRetentionPolicy } from '../../../shared/teams.ts';
import type { TDb } from '../../db/client.ts';
import {
  activityItems,
  outgoingWebhookDeliveries,
  outgoingWebhooks,
  reportRuns,
  reports,
  teams,
  teamVacations,
} from '../../db/schema/index.ts';

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
    const cutoff = retentionCutoff(team.policy as Exclude<TRetentionPolicy, 'disabled'>, now);
    const cutoffDay = cutoff.toISOString().slice(0, 10);
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
    const items = await db
      .delete(activityItems)
      .where(and(eq(activityItems.teamId, team.id), lt(activityItems.occurredAt, cutoff)))
      .returning({ id: activityItems.id });
    const deliveries = await db
      .delete(outgoingWebhookDeliveries)
      .where(
        and(
          inArray(
            outgoingWebhookDeliveries.webhookId,
            db.select({ id: outgoingWebhooks.id }).from(outgoingWebhooks).where(eq(outgoingWebhooks.teamId, team.id)),
          ),
          lt(outgoingWebhookDeliveries.createdAt, cutoff),
        ),
      )
      .returning({ id: outgoingWebhookDeliveries.id });
    purged[team.id] = deleted.length + runs.length + items.length + deliveries.length;
  }
  return purged;
}
