/**
 * Opens a run and asks every member (ARCHITECTURE §5): creates the run and its check-ins, records
 * one prompt per member (idempotency key run/member/kind) and schedules the reminders and the
 * summary — all in one transaction, so a crash leaves either everything or nothing.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { checkins } from '../../db/schema/index.ts';
import { queueEmails, type TBatchEmail } from '../../domain/email/queue-email.ts';
import type { TPromptMessage } from '../../domain/engine-messages.ts';
import { QUEUE } from '../../domain/jobs.ts';
import { createReportRun, type TCreateRunInput } from '../../domain/reports/create-report-run.ts';
import { settingsOf, type TReportRow } from '../../domain/reports/report-settings.ts';
import { channelsFor } from './channels.ts';
import type { TEngineDeps } from './engine-deps.ts';
import { fillPlaceholders } from './fill-placeholders.ts';
import { runContext } from './message-context.ts';
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
  const { report, key } = request;
  const settings = settingsOf(report);
  const openedAt = deps.now();
  const summaryAt = summaryInstant(settings, key, openedAt, request.scheduledFor);
  return deps.db.transaction(async (tx) => {
    const opened = await createReportRun(tx, { ...request, summaryAt });
    if (!opened) return { opened: false, prompts: 0 };
    const { run, members } = opened;
    const context = await runContext(tx, report, run, deps.publicUrl());
    const emails: Array<TBatchEmail<'checkin-prompt'>> = [];
    const asked: string[] = [];
    for (const { checkin, user } of members) {
      if (checkin.status === 'vacation') continue;
      const name = user.firstName || user.email.split('@')[0] || user.email;
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
      };
      for (const channel of channelsFor(context.teamService, settings.notification_type, new Set())) {
        if (channel === 'email') {
          emails.push({
            to: user.email,
            template: 'checkin-prompt',
            variables: prompt,
            idempotencyKey: `run:${run.id}:member:${user.id}:prompt`,
            accountId: report.accountId,
          });
        }
      }
      asked.push(checkin.id);
    }
    const prompts = await queueEmails(deps, tx, emails);
    if (asked.length > 0) {
      await tx
        .update(checkins)
        .set({ status: 'sent', sentAt: openedAt, channels: ['email'] })
        .where(and(inArray(checkins.id, asked), eq(checkins.status, 'pending')));
    }
    const followUps: Array<{ data: object; startAfter: Date }> = [];
    const reminders = settings.config.send_reminder_enabled
      ? reminderInstants(request.scheduledFor, openedAt, summaryAt)
      : null;
    if (reminders) {
      followUps.push({ data: { runId: run.id, stage: 'first' }, startAfter: reminders.first });
      followUps.push({ data: { runId: run.id, stage: 'final' }, startAfter: reminders.final });
    }
    await deps.jobs.sendMany(QUEUE.reportReminder, followUps, { tx });
    await deps.jobs.sendMany(QUEUE.reportSummary, [{ data: { runId: run.id }, startAfter: summaryAt }], { tx });
    deps.log.info(
      { reportId: report.id, runId: run.id, key, members: members.length, prompts, openedBy: request.openedBy },
      'report run opened',
    );
    return { opened: true, runId: run.id, prompts };
  });
}
