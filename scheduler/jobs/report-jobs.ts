/**
 * Job handlers of the standup engine: report.run (one scheduled occurrence), report.reminder and
 * report.summary. Each validates its payload and calls one engine function.
 */
import { z } from 'zod';
import type { TEngineDeps } from '../../bot/core/engine/engine-deps.ts';
import { runScheduledReport } from '../../bot/core/engine/run-scheduled-report.ts';
import { sendReminders } from '../../bot/core/engine/send-reminders.ts';
import { sendSummary } from '../../bot/core/engine/send-summary.ts';
import type { TJobHandler } from '../engine.ts';

const ZReportRunJob = z.object({ reportId: z.uuid() });
const ZReminderJob = z.object({ runId: z.uuid(), stage: z.enum(['first', 'final']) });
const ZSummaryJob = z.object({ runId: z.uuid() });

/** report.run: opens the run of one schedule occurrence (the schedule's data names the report). */
export function reportRunJob(deps: TEngineDeps): TJobHandler {
  return async (data) => {
    const { reportId } = ZReportRunJob.parse(data);
    const outcome = await runScheduledReport(deps, reportId);
    if ('skipped' in outcome) deps.log.info({ reportId, skipped: outcome.skipped }, 'scheduled report run not opened');
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
