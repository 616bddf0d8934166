/**
 * GET /report/resend_summary/{report_id}/{key}/ (spec part 3 §2.7): a manager sends a run's
 * summary again, now, with the content the summary job sends (summaryEmailsOf). A minute bucket in
 * the idempotency key makes a double click send once. Only a summary that already went is resent.
 */
import { and, eq } from 'drizzle-orm';
import { DASHBOARD_MESSAGES, gridDashboardPath } from '../../../shared/dashboard.ts';
import { AppError } from '../../../shared/errors.ts';
import { shortDate } from '../../../shared/zoned-time.ts';
import { reportRuns } from '../../db/schema/index.ts';
import type { TViewer } from '../../domain/accounts/viewer.ts';
import { parseRunKey } from '../../domain/dashboard/dashboard-scope.ts';
import { queueEmails } from '../../domain/email/queue-email.ts';
import { findManagedReport } from '../../domain/reports/report-access.ts';
import type { TEngineDeps } from './engine-deps.ts';
import { summaryEmailsOf } from './send-summary.ts';

export interface TResendSummaryOutcome {
  outcome: 'sent' | 'no-recipients' | 'not-sent-yet';
  message: string;
  dashboardPath: string;
}

/** Sends the summary of the report's run `key` again to its recipients. */
export async function resendSummary(
  deps: TEngineDeps,
  viewer: TViewer,
  reportIdOrSlug: string,
  key: string,
): Promise<TResendSummaryOutcome> {
  const runKey = parseRunKey(key);
  const report = await findManagedReport(deps.db, viewer, reportIdOrSlug);
  const [run] = await deps.db
    .select()
    .from(reportRuns)
    .where(and(eq(reportRuns.reportId, report.id), eq(reportRuns.key, runKey)))
    .limit(1);
  if (!run) throw new AppError('NOT_FOUND', 'This report has no run on that date.');
  const teamSlug = viewer.teams.find((team) => team.id === report.teamId)?.slug ?? '';
  const dashboardPath = gridDashboardPath(teamSlug, report.slug, run.key);
  // Only a summary that went: an early resend would stand in for the scheduled one (which then
  // finds the run claimed), leaving out later answers and the next run of open_next_report.
  if (run.summarySentAt === null)
    return {
      outcome: 'not-sent-yet',
      message: DASHBOARD_MESSAGES.summaryNotSentYet.replace('{date}', shortDate(run.key)),
      dashboardPath,
    };
  const minute = Math.floor(deps.now().getTime() / 60_000);
  const sent = await deps.db.transaction(async (tx) => {
    const { emails } = await summaryEmailsOf(
      tx,
      report,
      run,
      deps.publicUrl(),
      (email) => `run:${run.id}:summary-resend:${minute}:${email}`,
    );
    if (emails.length === 0) return null;
    const queued = await queueEmails(deps, tx, emails);
    deps.log.info({ runId: run.id, queued }, 'report summary sent again');
    return queued;
  });
  if (sent === null)
    return { outcome: 'no-recipients', message: DASHBOARD_MESSAGES.summaryNoRecipients, dashboardPath };
  return {
    outcome: 'sent',
    message: DASHBOARD_MESSAGES.summaryResent.replace('{date}', shortDate(run.key)),
    dashboardPath,
  };
}
