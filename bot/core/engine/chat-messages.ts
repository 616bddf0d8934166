/**
 * The engine's chat messages for a run (ARCHITECTURE §5): the prompt, the reminders and the
 * confirmation in each member's 1:1, the broadcast that opens the run's channel thread and each
 * submission posted as a reply in it. Each has its idempotency key, so nothing goes twice.
 */
import type { TBatchChatMessage, TChatTarget } from '../../domain/chat/queue-chat-messages.ts';
import type { TEngineMessage } from '../../domain/engine-messages.ts';
import type { TEngineDeps } from './engine-deps.ts';
import { fillPlaceholders } from './fill-placeholders.ts';
import type { TRunContext } from './message-context.ts';

/** The key of a run's broadcast, which the submissions reply to. */
export function broadcastKey(runId: string): string {
  return `run:${runId}:broadcast`;
}

/** A message to one member's 1:1 about their check-in. */
export function memberChatMessage(
  context: TRunContext,
  target: TChatTarget,
  ids: { runId: string; checkinId: string },
  kind: 'prompt' | 'reminder' | 'confirmation',
  idempotencyKey: string,
  message: TEngineMessage,
): TBatchChatMessage {
  return {
    idempotencyKey,
    kind,
    target,
    message,
    accountId: context.report.accountId,
    runId: ids.runId,
    checkinId: ids.checkinId,
  };
}

/** The run's broadcast to the report's channel (title and subtitle of the bot message settings). */
export function broadcastChatMessage(context: TRunContext, runId: string, target: TChatTarget): TBatchChatMessage {
  const placeholders = {
    report: context.report.name,
    team: context.teamName,
    reportDate: context.ref.runDate,
    dashboardLink: context.dashboardUrl,
  };
  return {
    idempotencyKey: broadcastKey(runId),
    kind: 'broadcast',
    target,
    accountId: context.report.accountId,
    runId,
    message: {
      kind: 'broadcast',
      run: context.ref,
      title: fillPlaceholders(context.settings.public_message_title, placeholders),
      subtitle: fillPlaceholders(context.settings.public_message_subtitle, placeholders),
      dashboardUrl: context.dashboardUrl,
    },
  };
}

/** Whether the run posts to a channel on this platform. */
export function broadcastsTo(context: TRunContext): string | null {
  const { settings } = context;
  return settings.enable_channel_broadcast && settings.channel.trim() ? settings.channel.trim() : null;
}

/** The engine deps' now, for keys that must differ per edit. */
export function nowKey(deps: TEngineDeps): string {
  return String(deps.now().getTime());
}
