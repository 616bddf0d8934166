/**
 * Job handlers of the standup engine: report.run (one scheduled occurrence), report.reminder and
 * report.summary. Each validates its payload and calls one engine function.
 */
import { z } from 'zod';
import type { TEngineDeps } from '../../bot/core/engine/engine-deps.ts';
import { runScheduledReports } from '../../bot/core/engine/run-scheduled-report.ts';
import { sendReminders } from '../../bot/core/engine/send-reminders.ts';
import { sendSummary } from '../../bot/core/engine/send-summary.ts';
import { sweepDueReports } from '../../bot/core/engine/sweep-due-reports.ts';
import type { TJobHandler } from '../engine.ts';

/** Fired by a report's own schedule, or a chunk of reports enqueued by the minute's sweep. */
const ZReportRunJob = z.union([
  z.object({ reportId: z.uuid() }),
  z.object({ reportIds: z.array(z.uuid()).min(1).max(100), swept: z.literal(true) }),
]);
const ZReminderJob = z.object({ runId: z.uuid(), stage: z.enum(['first', 'final']) });
const ZSummaryJob = z.object({ runId: z.uuid() });

/**
 * report.run: opens the run of one schedule occurrence (the schedule's data names the report). A
 * job fired by a schedule also enqueues the other reports due in the same minute.
 */
export function reportRunJob(deps: TEngineDeps): TJobHandler {
  return async (data) => {
    const job = ZReportRunJob.parse(data);
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

/** report.reminder: the first or final reminder of a run. */
export function reportReminderJob(deps: TEngineDeps): TJobHandler {
  return async (data) => {
    const { runId, stage } = ZReminderJob.parse(data);
    await sendReminders(deps, runId, stage);
  };
}

/** report.summary: the run's summary, then the next run when open_next_report is on. */
export function reportSummaryJob(deps: TEngineDeps): TJobHandler {
  return async (data) => {
    const { runId } = ZSummaryJob.parse(data);
    await sendSummary(deps, runId);
  };
}
