/**
 * Opens a run and asks every member (ARCHITECTURE §5): creates the run and its check-ins, records
 * one prompt per member (idempotency key run/member/kind) and schedules the reminders and the
 * summary — all in one transaction, so a crash leaves either everything or nothing.
 */
import { and, eq, sql } from 'drizzle-orm';
import { checkins } from '../../db/schema/index.ts';
import { textArray } from '../../db/sql-arrays.ts';
import { queueChatMessages, type TBatchChatMessage, type TChatTarget } from '../../domain/chat/queue-chat-messages.ts';
import { queueEmails, type TBatchEmail } from '../../domain/email/queue-email.ts';
import type { TPromptMessage } from '../../domain/engine-messages.ts';
import { QUEUE } from '../../domain/jobs.ts';
import { teamChatTargets } from '../../domain/msteams/chat-targets.ts';
import { createReportRuns, type TCreateRunInput, type TRunMemberUser } from '../../domain/reports/create-report-run.ts';
import { settingsOf, type TReportRow } from '../../domain/reports/report-settings.ts';
import { channelsFor, type TChannelName } from './channels.ts';
import { broadcastChatMessage, broadcastsTo, memberChatMessage } from './chat-messages.ts';
import type { TEngineDeps } from './engine-deps.ts';
import { runContexts, type TRunContext } from './message-context.ts';
import { promptMessageOf } from './prompt-message.ts';
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
    const chats: TBatchChatMessage[] = [];
    /** Check-in ids by the channels their prompt went through ('email', 'msteams,email', ...). */
    const askedBy = new Map<string, string[]>();
    const reminders: Array<{ data: object; startAfter: Date }> = [];
    const summaries: Array<{ data: object; startAfter: Date }> = [];
    const promptsByRun = new Map<string, number>();
    for (const [index, { run, members }] of opened.entries()) {
      const context = contexts[index]!;
      const request = plannedByReport.get(run.reportId)!;
      const before = emails.length + chats.length;
      const targets =
        context.teamService === 'MSTEAMS'
          ? await teamChatTargets(
              tx,
              context.report.teamId,
              members.map(({ user }) => user.id),
            )
          : null;
      for (const { checkin, user } of members) {
        if (checkin.status === 'vacation') continue;
        const target = targets?.members.get(user.id) ?? null;
        const prompt = promptMessageOf(context, checkin, user, deps.replyAddress);
        const channels = channelsFor(
          context.teamService,
          context.settings.notification_type,
          new Set<TChannelName>(target ? ['msteams'] : []),
        );
        const key = `run:${run.id}:member:${user.id}:prompt`;
        if (channels.includes('email')) emails.push(promptEmail(context, prompt, user, key));
        if (target && channels.includes('msteams')) {
          chats.push(
            memberChatMessage(context, target, { runId: run.id, checkinId: checkin.id }, 'prompt', `${key}:msteams`, {
              ...prompt,
              replyTo: undefined,
            }),
          );
        }
        const label = channels.join(',');
        askedBy.set(label, [...(askedBy.get(label) ?? []), checkin.id]);
      }
      const channelId = targets ? broadcastsTo(context) : null;
      const channelTarget: TChatTarget | null = channelId ? (targets?.channel(channelId) ?? null) : null;
      if (channelTarget) chats.push(broadcastChatMessage(context, run.id, channelTarget));
      promptsByRun.set(run.id, emails.length + chats.length - before - (channelTarget ? 1 : 0));
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
    await queueChatMessages(deps, tx, chats);
    for (const [label, ids] of askedBy) {
      await tx
        .update(checkins)
        .set({ status: 'sent', sentAt: openedAt, channels: label.split(',') })
        .where(and(sql`${checkins.id} = any(${textArray(ids)}::uuid[])`, eq(checkins.status, 'pending')));
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

/** The prompt as an email. */
function promptEmail(
  context: TRunContext,
  prompt: TPromptMessage,
  user: TRunMemberUser,
  idempotencyKey: string,
): TBatchEmail<'checkin-prompt'> {
  return {
    to: user.email,
    template: 'checkin-prompt',
    variables: prompt,
    idempotencyKey,
    accountId: context.report.accountId,
  };
}
