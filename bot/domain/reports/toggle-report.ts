/** GET /report/enable/{slug}/ (spec part 3 §2.1, §4): Pause an active report or Resume a paused one. */
import { eq } from 'drizzle-orm';
import { reportMembers, reports } from '../../db/schema/index.ts';
import { recordAuditEvent } from '../accounts/audit.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { recordReportSettingsChange } from '../activity/record-report-settings-change.ts';
import type { TReportDeps } from './create-report.ts';
import { findManagedReport } from './report-access.ts';
import { syncReportSchedule } from './report-schedule.ts';
import type { TReportRow } from './report-settings.ts';
import { assertSeatsFor } from './seats.ts';

/** Flips Active/Paused; resuming counts its members against the seats again. */
export async function toggleReport(deps: TReportDeps, viewer: TViewer, idOrSlug: string): Promise<TReportRow> {
  const existing = await findManagedReport(deps.db, viewer, idOrSlug);
  if (!existing.enabled) {
    const members = await deps.db
      .select({ userId: reportMembers.userId })
      .from(reportMembers)
      .where(eq(reportMembers.reportId, existing.id));
    await assertSeatsFor(
      deps.db,
      viewer.account,
      members.map((member) => member.userId),
      existing.id,
    );
  }
  const [report] = await deps.db
    .update(reports)
    .set({ enabled: !existing.enabled, updatedAt: new Date() })
    .where(eq(reports.id, existing.id))
    .returning();
  if (!report) throw new Error('report vanished during toggle');
  await recordAuditEvent(deps.db, {
    kind: report.enabled ? 'report.resumed' : 'report.paused',
    accountId: viewer.account.id,
    userId: viewer.user.id,
    details: { reportId: report.id },
  });
  await recordReportSettingsChange(deps.db, {
    userId: viewer.user.id,
    before: { report: existing, memberIds: [] },
    after: { report, memberIds: [] },
    at: deps.now?.() ?? new Date(),
  });
  await syncReportSchedule(deps, report);
  return report;
}
