/**
 * Opens a run and asks every member (ARCHITECTURE §5): creates the run and its check-ins, records
 * one prompt per member (idempotency key run/member/kind) and schedules the reminders and the
 * summary — all in one transaction, so a crash leaves either everything or nothing.
 */
import { and, eq, sql } from 'drizzle-orm';
import { checkins } from '../../db/schema/index.ts';
import { textArray } from '../../db/sql-arrays.ts';
import { queueEmails, type TBatchEmail } from '../../domain/email/queue-email.ts';
import type { TPromptMessage } from '../../domain/engine-messages.ts';
import { QUEUE } from '../../domain/jobs.ts';
import { createReportRuns, type TCreateRunInput, type TRunMemberUser } from '../../domain/reports/create-report-run.ts';
import { settingsOf, type TReportRow } from '../../domain/reports/report-settings.ts';
import { channelsFor } from './channels.ts';
import type { TEngineDeps } from './engine-deps.ts';
import { fillPlaceholders } from './fill-placeholders.ts';
import { greetingName } from './greeting-name.ts';
import { runContexts, type TRunContext } from './message-context.ts';
import { reminderInstants, summaryInstant } from './run-times.ts';

export interface TOpenRunRequest {
  report: TReportRow;
  key: string;
  scheduledFor: Date;
  openedBy: TCreateRunInput['openedBy'];
}

export interface TOpenRunResult {
  opened: boolean;
  runId?: string;
  prompts: number;
}

/** Opens the run keyed `key` unless it exists; answers whether it did and how many prompts it queued. */
export async function openReportRun(deps: TEngineDeps, request: TOpenRunRequest): Promise<TOpenRunResult> {
  const [result] = await openReportRuns(deps, [request]);
  return result ?? { opened: false, prompts: 0 };
}

/**
 * Opens many runs (one per report) in one transaction with a fixed number of statements: the
 * minute's sweep hands over dozens of reports at once. Answers one result per request, in order.
 */
export async function openReportRuns(
  deps: TEngineDeps,
  requests: readonly TOpenRunRequest[],
): Promise<TOpenRunResult[]> {
  if (requests.length === 0) return [];
  const openedAt = deps.now();
  const planned = requests.map((request) => {
    const settings = settingsOf(request.report);
    return { ...request, settings, summaryAt: summaryInstant(settings, request.key, openedAt, request.scheduledFor) };
  });
  const plannedByReport = new Map(planned.map((item) => [item.report.id, item]));
  return deps.db.transaction(async (tx) => {
    const opened = await createReportRuns(tx, planned);
    const contexts = await runContexts(
      tx,
      opened.map(({ run }) => {
        const { report, settings } = plannedByReport.get(run.reportId)!;
        return { report, run, settings };
      }),
      deps.publicUrl(),
    );
    const emails: Array<TBatchEmail<'checkin-prompt'>> = [];
    const asked: string[] = [];
    const reminders: Array<{ data: object; startAfter: Date }> = [];
    const summaries: Array<{ data: object; startAfter: Date }> = [];
    const promptsByRun = new Map<string, number>();
    for (const [index, { run, members }] of opened.entries()) {
      const context = contexts[index]!;
      const request = plannedByReport.get(run.reportId)!;
      const before = emails.length;
      for (const { checkin, user } of members) {
        if (checkin.status === 'vacation') continue;
        emails.push(...promptEmails(context, checkin, user, run.id, deps.replyAddress));
        asked.push(checkin.id);
      }
      promptsByRun.set(run.id, emails.length - before);
      const stages = context.settings.config.send_reminder_enabled
        ? reminderInstants(request.scheduledFor, openedAt, request.summaryAt)
        : null;
      if (stages) {
        reminders.push({ data: { runId: run.id, stage: 'first' }, startAfter: stages.first });
        reminders.push({ data: { runId: run.id, stage: 'final' }, startAfter: stages.final });
      }
      summaries.push({ data: { runId: run.id }, startAfter: request.summaryAt });
      deps.log.info(
        {
          reportId: run.reportId,
          runId: run.id,
          key: run.key,
          members: members.length,
          prompts: promptsByRun.get(run.id),
          openedBy: run.openedBy,
        },
        'report run opened',
      );
    }
    await queueEmails(deps, tx, emails);
    if (asked.length > 0) {
      await tx
        .update(checkins)
        .set({ status: 'sent', sentAt: openedAt, channels: ['email'] })
        .where(and(sql`${checkins.id} = any(${textArray(asked)}::uuid[])`, eq(checkins.status, 'pending')));
    }
    await deps.jobs.sendMany(QUEUE.reportReminder, reminders, { tx });
    await deps.jobs.sendMany(QUEUE.reportSummary, summaries, { tx });
    const runByReport = new Map(opened.map(({ run }) => [run.reportId, run.id]));
    return requests.map((request): TOpenRunResult => {
      const runId = runByReport.get(request.report.id);
      return runId ? { opened: true, runId, prompts: promptsByRun.get(runId) ?? 0 } : { opened: false, prompts: 0 };
    });
  });
}

/** The prompt to one member on each of their channels (email until the chat adapters land). */
function promptEmails(
  context: TRunContext,
  checkin: { id: string; hash: string },
  user: TRunMemberUser,
  runId: string,
  replyAddress: TEngineDeps['replyAddress'],
): Array<TBatchEmail<'checkin-prompt'>> {
  const { report, settings } = context;
  const name = greetingName(user);
  const prompt: TPromptMessage = {
    kind: 'prompt',
    recipient: { name, email: user.email },
    run: context.ref,
    intro: fillPlaceholders(settings.intro_message, {
      name,
      report: report.name,
      team: context.teamName,
      reportDate: context.ref.runDate,
    }),
    questions: context.questions,
    goalTrackingEnabled: settings.goal_tracking_enabled,
    ...(settings.private_reports_enabled
      ? {
          privateNote: fillPlaceholders(settings.private_message, {
            report: report.name,
            team: context.teamName,
            reportDate: context.ref.runDate,
          }),
        }
      : {}),
    checkinUrl: context.checkinUrl(checkin.hash),
    ...(replyAddress ? { replyTo: replyAddress(checkin.id) } : {}),
  };
  return channelsFor(context.teamService, settings.notification_type, new Set())
    .filter((channel) => channel === 'email')
    .map(() => ({
      to: user.email,
      template: 'checkin-prompt' as const,
      variables: prompt,
      idempotencyKey: `run:${runId}:member:${user.id}:prompt`,
      accountId: report.accountId,
    }));
}
