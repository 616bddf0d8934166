/** GET /report/delete/{slug}/ (spec part 3 §2.1): the report, its runs and check-ins go; so does its schedule. */
import { eq } from 'drizzle-orm';
import { reports } from '../../db/schema/index.ts';
import { recordAuditEvent } from '../accounts/audit.ts';
import type { TViewer } from '../accounts/viewer.ts';
import type { TReportDeps } from './create-report.ts';
import { findManagedReport } from './report-access.ts';
import { dropReportSchedule } from './report-schedule.ts';

/** Deletes after the browser confirmation; answers the deleted report's name. */
export async function deleteReport(deps: TReportDeps, viewer: TViewer, idOrSlug: string): Promise<string> {
  const report = await findManagedReport(deps.db, viewer, idOrSlug);
  await deps.db.transaction(async (tx) => {
    await tx.delete(reports).where(eq(reports.id, report.id));
    await recordAuditEvent(tx, {
      kind: 'report.deleted',
      accountId: viewer.account.id,
      userId: viewer.user.id,
      details: { reportId: report.id, name: report.name },
    });
  });
  await dropReportSchedule(deps.jobs, report.id);
  return report.name;
}
