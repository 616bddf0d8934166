/**
 * GET /api/v1/dashboard/latest/: where /dashboard/ takes the viewer — the latest run of their
 * current team that they may see (any report of the team for managers, the reports they answer
 * for members), or nowhere yet.
 */
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { gridDashboardPath, type ZLatestDashboard } from '../../../shared/dashboard.ts';
import type { TDb } from '../../db/client.ts';
import { reportRuns, reports } from '../../db/schema/index.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { listedReportsCondition } from './dashboard-scope.ts';

/** The grid dashboard ('latest') of the report with the newest run, or null. */
export async function findLatestDashboard(db: TDb, viewer: TViewer): Promise<z.infer<typeof ZLatestDashboard>> {
  const team = viewer.currentTeam ?? viewer.teams[0];
  if (!team) return { dashboard_url: null };
  const [latest] = await db
    .select({ slug: reports.slug })
    .from(reportRuns)
    .innerJoin(reports, eq(reports.id, reportRuns.reportId))
    .where(listedReportsCondition(viewer, team.id))
    .orderBy(desc(reportRuns.key), desc(reportRuns.openedAt))
    .limit(1);
  return { dashboard_url: latest ? gridDashboardPath(team.slug, latest.slug, 'latest') : null };
}
