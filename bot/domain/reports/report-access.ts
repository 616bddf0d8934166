/**
 * Who may see and change a report. Reports belong to a team of an account: a viewer reaches only
 * reports of teams they may open (ARCHITECTURE §3, spec part 3 §6), and only Account Admins,
 * Billing Owners and Team Admins change them.
 */

import { and, eq, inArray, or } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.ts';
import { canManageReports } from '../../../shared/permissions.ts';
import type { TDb } from '../../db/client.ts';
import { reports } from '../../db/schema/index.ts';
import type { TViewer } from '../accounts/viewer.ts';
import type { TReportRow } from './report-settings.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the viewer may edit, pause, run and delete reports (the one rule in shared/permissions.ts). */
export { canManageReports };

/** A report by id or slug among the viewer's teams; NOT_FOUND otherwise (never another account's). */
export async function findViewerReport(db: TDb, viewer: TViewer, idOrSlug: string): Promise<TReportRow> {
  const teamIds = viewer.teams.map((team) => team.id);
  if (teamIds.length === 0 || idOrSlug.length > 200) throw reportNotFound();
  const match = UUID.test(idOrSlug)
    ? or(eq(reports.id, idOrSlug), eq(reports.slug, idOrSlug))
    : eq(reports.slug, idOrSlug);
  const [report] = await db
    .select()
    .from(reports)
    .where(and(match, eq(reports.accountId, viewer.account.id), inArray(reports.teamId, teamIds)))
    .limit(1);
  if (!report) throw reportNotFound();
  return report;
}

/** The same, for changes: FORBIDDEN for members. */
export async function findManagedReport(db: TDb, viewer: TViewer, idOrSlug: string): Promise<TReportRow> {
  const report = await findViewerReport(db, viewer, idOrSlug);
  if (!canManageReports(viewer)) throw new AppError('FORBIDDEN', 'Only admins and team admins can change reports.');
  return report;
}

function reportNotFound(): AppError {
  return new AppError('NOT_FOUND', 'This report does not exist or was deleted.');
}
