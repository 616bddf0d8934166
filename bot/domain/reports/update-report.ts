/** POST /api/v1/report/update_existing/ (spec part 3 §2.3, §7): save the wizard over a report. */
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { TReportForm } from '../../../shared/reports.ts';
import { reportMembers, reports } from '../../db/schema/index.ts';
import { recordAuditEvent } from '../accounts/audit.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { recordReportSettingsChange } from '../activity/record-report-settings-change.ts';
import type { TReportDeps } from './create-report.ts';
import { findManagedReport } from './report-access.ts';
import { applyPlanRules, assertMembersInTeam } from './report-form-rules.ts';
import { syncReportSchedule } from './report-schedule.ts';
import { keyedQuestions, reportColumnsOfForm, type TReportRow } from './report-settings.ts';
import { assertSeatsFor } from './seats.ts';

/** Saves questions, members, schedule and settings; the schedule moves with the report. */
export async function updateReport(deps: TReportDeps, viewer: TViewer, input: TReportForm): Promise<TReportRow> {
  const existing = await findManagedReport(deps.db, viewer, input.report_slug);
  const team = viewer.teams.find((candidate) => candidate.id === existing.teamId);
  if (!team) throw new Error('report team not among the viewer teams');
  const form = applyPlanRules(viewer, team, input);
  await assertMembersInTeam(deps.db, team, form.users);
  if (form.enabled) await assertSeatsFor(deps.db, viewer.account, form.users, existing.id);

  const report = await deps.db.transaction(async (tx) => {
    const membersBefore = await tx
      .select({ userId: reportMembers.userId })
      .from(reportMembers)
      .where(eq(reportMembers.reportId, existing.id));
    const [row] = await tx
      .update(reports)
      .set({
        ...reportColumnsOfForm(form),
        enabled: form.enabled,
        questions: keyedQuestions(form, existing.questions),
        updatedAt: new Date(),
      })
      .where(eq(reports.id, existing.id))
      .returning();
    if (!row) throw new Error('report vanished during update');
    await tx
      .delete(reportMembers)
      .where(and(eq(reportMembers.reportId, row.id), notInArray(reportMembers.userId, form.users)));
    const kept = await tx
      .select({ userId: reportMembers.userId })
      .from(reportMembers)
      .where(and(eq(reportMembers.reportId, row.id), inArray(reportMembers.userId, form.users)));
    const keptIds = new Set(kept.map((member) => member.userId));
    const added = form.users.filter((userId) => !keptIds.has(userId));
    if (added.length > 0) await tx.insert(reportMembers).values(added.map((userId) => ({ reportId: row.id, userId })));
    await recordAuditEvent(tx, {
      kind: 'report.updated',
      accountId: viewer.account.id,
      userId: viewer.user.id,
      details: { reportId: row.id, name: row.name },
    });
    await recordReportSettingsChange(tx, {
      userId: viewer.user.id,
      before: { report: existing, memberIds: membersBefore.map((member) => member.userId) },
      after: { report: row, memberIds: form.users },
      at: deps.now?.() ?? new Date(),
    });
    return row;
  });
  await syncReportSchedule(deps, report);
  return report;
}
