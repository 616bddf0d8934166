/**
 * The submission confirmation (spec part 2 §2.1): after a member completes a check-in — on the page,
 * by replying to the email or in a Teams card — they get the report's closing message with links to
 * edit their answers and to the dashboard, on the channels their prompt went through (a card
 * submitted in Teams refreshes itself, so it gets no second message). A reply that could not
 * complete the check-in gets a note instead. The first submission of a run with a channel broadcast
 * is also posted as a reply in the run's channel thread (never for private reports).
 */
import { displayName } from '../../domain/accounts/find-user.ts';
import { queueChatMessages, type TBatchChatMessage } from '../../domain/chat/queue-chat-messages.ts';
import { findCheckinById, type TFoundCheckin } from '../../domain/checkins/find-checkin.ts';
import { queueEmail } from '../../domain/email/queue-email.ts';
import type { TConfirmationMessage } from '../../domain/engine-messages.ts';
import { teamChatTargets } from '../../domain/platforms/chat-platforms.ts';
import { chatChannelOfService, EMAIL_CHANNEL } from '../../domain/platforms/platform-names.ts';
import { broadcastKey, broadcastsTo, memberChatMessage } from './chat-messages.ts';
import type { TEngineDeps } from './engine-deps.ts';
import { fillPlaceholders } from './fill-placeholders.ts';
import { greetingName } from './greeting-name.ts';
import { runContext, type TRunContext } from './message-context.ts';

export interface TConfirmOptions {
  /** Said instead of the closing message (an emailed reply that needs the member's attention). */
  note?: string;
  /** A second confirmation with the same key is not sent (one per submission or per reply). */
  idempotencyKey: string;
  /**
   * Where the member submitted: a Teams card shows its own confirmation; a chat modal (Slack) or a
   * card that is replaced (Webex) leaves the member in their chat, where the closing message goes
   * like the web page's.
   */
  via?: 'web' | 'email' | 'card' | 'modal';
  /** The first submission of this check-in: it is posted to the run's channel thread. */
  first?: boolean;
}

/** Queues the confirmation (and the channel post); answers whether anything was queued now. */
export async function confirmCheckin(deps: TEngineDeps, checkinId: string, options: TConfirmOptions): Promise<boolean> {
  const row = await findCheckinById(deps.db, checkinId);
  if (!row) return false;
  const context = await runContext(deps.db, row.report, row.run, deps.publicUrl());
  const message = confirmationOf(context, row, options.note);
  const team = { id: row.report.teamId, service: context.teamService };
  const chat = chatChannelOfService(team.service);
  const inChat = chat !== undefined && row.checkin.channels.includes(chat);
  const targets = inChat || options.first ? await teamChatTargets(deps.db, team, [row.user.id]) : null;
  const target = inChat ? targets?.members.get(row.user.id) : undefined;
  const chats: TBatchChatMessage[] = [];
  if (target && options.via !== 'card' && !options.note) {
    chats.push(
      memberChatMessage(
        context,
        target,
        { runId: row.run.id, checkinId },
        'confirmation',
        `${options.idempotencyKey}:${chat}`,
        message,
      ),
    );
  }
  const channelId = options.first && !context.settings.private_reports_enabled ? broadcastsTo(context) : null;
  const channel = channelId ? targets?.channel(channelId) : null;
  if (channel) {
    chats.push({
      idempotencyKey: `checkin:${checkinId}:submission`,
      kind: 'submission',
      target: channel,
      accountId: row.report.accountId,
      runId: row.run.id,
      checkinId,
      threadOfKey: broadcastKey(row.run.id),
      message: {
        kind: 'submission-post',
        run: context.ref,
        entry: {
          name: displayName(row.user),
          status: 'submitted',
          goalCompleted: row.checkin.goalCompleted,
          blocked: row.checkin.blocked,
          answers: row.run.questions.map((question) => row.checkin.answers[question.key] ?? ''),
        },
        questions: context.questions,
        goalTrackingEnabled: context.settings.goal_tracking_enabled,
        dashboardUrl: context.dashboardUrl,
      },
    });
  }
  let queued = false;
  if (chats.length > 0) queued = (await deps.db.transaction((tx) => queueChatMessages(deps, tx, chats))) > 0;
  const byEmail = !target || row.checkin.channels.includes(EMAIL_CHANNEL) || options.via === 'email';
  if (byEmail) {
    const emailed = await queueEmail(deps, {
      to: row.user.email,
      template: 'checkin-confirmation',
      variables: message,
      idempotencyKey: options.idempotencyKey,
      accountId: row.report.accountId,
    });
    queued ||= emailed.queued;
  }
  return queued;
}

/** The closing message (or the note) to the member. */
function confirmationOf(context: TRunContext, row: TFoundCheckin, note: string | undefined): TConfirmationMessage {
  const name = greetingName(row.user);
  return {
    kind: 'confirmation',
    recipient: { name, email: row.user.email },
    run: context.ref,
    text:
      note ??
      fillPlaceholders(context.settings.closing_message, {
        name,
        report: row.report.name,
        team: context.teamName,
        reportDate: context.ref.runDate,
      }),
    checkinUrl: context.checkinUrl(row.checkin.hash),
    dashboardUrl: context.dashboardUrl,
    ...(note ? { needsAttention: true } : {}),
  };
}
