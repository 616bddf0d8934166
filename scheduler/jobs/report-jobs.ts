/**
 * Job handlers of the standup engine: report.run (the minute tick, or due reports it swept),
 * report.reminder and report.summary. Each validates its payload and calls one engine function.
 */
import { z } from 'zod';
import type { TEngineDeps } from '../../bot/core/engine/engine-deps.ts';
import { runScheduledReports } from '../../bot/core/engine/run-scheduled-report.ts';
import { sendDelayedPrompts } from '../../bot/core/engine/send-delayed-prompts.ts';
import { sendReminders } from '../../bot/core/engine/send-reminders.ts';
import { sendSummary } from '../../bot/core/engine/send-summary.ts';
import { sweepDueReports } from '../../bot/core/engine/sweep-due-reports.ts';
import { runOfRunningAccount } from '../../bot/domain/billing/plan-limits/account-runs.ts';
import { firstDueReportId } from '../../bot/domain/reports/report-schedule.ts';
import type { TJobHandler } from '../engine.ts';

/**
 * The minute tick (one schedule, UTC), a report named by a per-report schedule an older version
 * left (until reconcile removes it), or a chunk of reports enqueued by the minute's sweep.
 */
const ZReportRunJob = z.union([
  z.object({ tick: z.literal(true) }),
  z.object({ reportId: z.uuid() }),
  z.object({ reportIds: z.array(z.uuid()).min(1).max(100), swept: z.literal(true) }),
]);
/**
 * A reminder stage, or (stage 'prompt') the delayed prompts of members asked in their own time
 * zone; `promptAt` names that group of members (absent: those asked at the opening).
 */
const ZReminderJob = z.object({
  runId: z.uuid(),
  stage: z.enum(['first', 'final', 'prompt']),
  promptAt: z.iso.datetime({ offset: true }).optional(),
});
const ZSummaryJob = z.object({ runId: z.uuid() });

/**
 * report.run: the minute tick opens the report due earliest itself and enqueues the others due in
 * the same minute (so the first run opens within a second or two of its minute); a swept chunk
 * opens its reports.
 */
export function reportRunJob(deps: TEngineDeps): TJobHandler {
  return async (data) => {
    const parsed = ZReportRunJob.parse(data);
    let job: { reportId: string } | { reportIds: string[] };
    if ('tick' in parsed) {
      const reportId = await firstDueReportId(deps.db, deps.now());
      if (!reportId) return;
      job = { reportId };
    } else {
      job = parsed;
    }
    if ('reportId' in job) {
      const enqueued = await sweepDueReports(deps, job.reportId);
      if (enqueued > 0) deps.log.info({ enqueued }, 'due reports of this minute enqueued');
    }
    const reportIds = 'reportId' in job ? [job.reportId] : job.reportIds;
    const outcomes = await runScheduledReports(deps, reportIds);
    for (const [index, outcome] of outcomes.entries()) {
      if ('skipped' in outcome) {
        deps.log.info({ reportId: reportIds[index], skipped: outcome.skipped }, 'scheduled report run not opened');
      }
    }
  };
}

/** report.reminder: the first or final reminder of a run, or its members' delayed prompts. */
export function reportReminderJob(deps: TEngineDeps): TJobHandler {
  return async (data) => {
    const { runId, stage, promptAt } = ZReminderJob.parse(data);
    if (!(await runOfRunningAccount(deps.db, runId, deps.now()))) {
      deps.log.info({ runId, stage }, 'reminder not sent: the account is inactive or the run is gone');
      return;
    }
    const at = promptAt ? new Date(promptAt) : undefined;
    if (stage === 'prompt') {
      if (at) await sendDelayedPrompts(deps, runId, at);
      return;
    }
    await sendReminders(deps, runId, stage, at);
  };
}

/** report.summary: the run's summary, then the next run when open_next_report is on. */
export function reportSummaryJob(deps: TEngineDeps): TJobHandler {
  return async (data) => {
    const { runId } = ZSummaryJob.parse(data);
    await sendSummary(deps, runId);
  };
}
