/** POST /api/v1/report/create_new/ (spec part 3 §2.3, §7): a new report from the wizard. */
import { count, eq } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.ts';
import type { TReportForm } from '../../../shared/reports.ts';
import type { TDatabase } from '../../db/client.ts';
import { reportMembers, reports } from '../../db/schema/index.ts';
import { recordAuditEvent } from '../accounts/audit.ts';
import { makeSlug } from '../accounts/slugs.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { assertAccountRuns } from '../billing/plan-limits/account-runs.ts';
import { assertCanAddReport } from '../billing/plan-limits/plan-limits-of.ts';
import type { TJobQueue } from '../jobs.ts';
import { canManageReports } from './report-access.ts';
import { applyPlanRules, assertMembersInTeam, teamForNewReport } from './report-form-rules.ts';
import { syncReportSchedule } from './report-schedule.ts';
import { keyedQuestions, reportColumnsOfForm, type TReportRow } from './report-settings.ts';
import { assertSeatsFor } from './seats.ts';

export interface TReportDeps {
  db: TDatabase;
  jobs: TJobQueue;
  /** The engine's clock, for the next run instant (tests drive it). */
  now?: () => Date;
}

/** Creates the report, its members and its schedule; answers the row and whether it is the account's first. */
export async function createReport(
  deps: TReportDeps,
  viewer: TViewer,
  input: TReportForm,
): Promise<{ report: TReportRow; firstReport: boolean }> {
  if (!canManageReports(viewer)) throw new AppError('FORBIDDEN', 'Only admins and team admins can create reports.');
  const team = teamForNewReport(viewer, input.team_slug);
  const form = applyPlanRules(viewer, team, input);
  const now = deps.now?.() ?? new Date();
  assertAccountRuns(viewer.account, now);
  const [existing] = await deps.db.select({ n: count() }).from(reports).where(eq(reports.accountId, viewer.account.id));
  const reportCount = existing?.n ?? 0;
  await assertCanAddReport(deps.db, viewer, now);
  await assertMembersInTeam(deps.db, team, form.users);
  if (form.enabled) await assertSeatsFor(deps.db, viewer.account, form.users);

  const report = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reports)
      .values({
        accountId: viewer.account.id,
        teamId: team.id,
        ownerUserId: viewer.user.id,
        slug: makeSlug(form.name),
        enabled: form.enabled,
        questions: keyedQuestions(form),
        ...reportColumnsOfForm(form),
      })
      .returning();
    if (!row) throw new Error('report insert returned nothing');
    await tx.insert(reportMembers).values(form.users.map((userId) => ({ reportId: row.id, userId })));
    await recordAuditEvent(tx, {
      kind: 'report.created',
      accountId: viewer.account.id,
      userId: viewer.user.id,
      details: { reportId: row.id, name: row.name },
    });
    return row;
  });
  await syncReportSchedule(deps, report);
  return { report, firstReport: reportCount === 0 };
}
