/**
 * GET /api/public/v1/reports/{reportId}/runs: a report's runs, newest first, paged by key (the
 * cursor is the last key of the page). The report is one the owner may open (findViewerReport);
 * runs before the plan's history window are never listed; goal and blocker counts of a private
 * report are shown only to those who may read every answer (as on the dashboard).
 */
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.ts';
import { PUBLIC_API_MESSAGES, type TPageQuery, type TPublicRun } from '../../../shared/public-api.ts';
import { reportStats } from '../../../shared/reports.ts';
import { humanDate } from '../../../shared/zoned-time.ts';
import type { TDb } from '../../db/client.ts';
import { reportRuns } from '../../db/schema/index.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { historyStartKey } from '../billing/plan-limits/plan-limits-of.ts';
import { isRunKey } from '../dashboard/dashboard-scope.ts';
import { answerVisibility, statsVisibleTo } from '../reports/answer-visibility.ts';
import { findViewerReport } from '../reports/report-access.ts';
import { statsOfRuns } from '../reports/run-stats.ts';

/** Why: a client walks a report's history run by run. */
export async function listApiRuns(
  db: TDb,
  viewer: TViewer,
  reportId: string,
  query: TPageQuery,
  now: Date,
): Promise<{ data: TPublicRun[]; next_cursor: string | null }> {
  if (query.cursor !== undefined && !isRunKey(query.cursor)) {
    throw new AppError('INVALID_INPUT', PUBLIC_API_MESSAGES.badCursor, {
      fields: { cursor: [PUBLIC_API_MESSAGES.badCursor] },
    });
  }
  const report = await findViewerReport(db, viewer, reportId);
  const startKey = historyStartKey(viewer.account, report.timeZone, now);
  const runs = await db
    .select()
    .from(reportRuns)
    .where(
      and(
        eq(reportRuns.reportId, report.id),
        startKey ? gte(reportRuns.key, startKey) : undefined,
        query.cursor ? lt(reportRuns.key, query.cursor) : undefined,
      ),
    )
    .orderBy(desc(reportRuns.key))
    .limit(query.limit + 1);
  const page = runs.slice(0, query.limit);
  const stats = await statsOfRuns(
    db,
    page.map((run) => run.id),
  );
  const visibility = answerVisibility(viewer, report);
  const empty = reportStats({ entries: 0, links: 0, goals: 0, blocked: 0 });
  return {
    data: page.map((run) => {
      const shown = statsVisibleTo(visibility, stats.get(run.id) ?? empty);
      return {
        key: run.key,
        date: humanDate(run.key),
        opened_at: run.openedAt.toISOString(),
        summary_at: run.summaryAt.toISOString(),
        summary_sent: run.summarySentAt !== null,
        stats: {
          members: shown.links,
          answered: shown.entries_count,
          answered_percent: shown.entries_percent,
          goals_completed: shown.goal_count,
          blocked: shown.blocked_count,
        },
      };
    }),
    next_cursor: runs.length > query.limit ? (page.at(-1)?.key ?? null) : null,
  };
}
