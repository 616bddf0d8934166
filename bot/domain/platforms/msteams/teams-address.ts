/**
 * The Teams shapes of the chat outbox's opaque payloads (bot/domain/chat): the address a message
 * goes to and the reference the Bot Connector answered. Only the Teams target resolver writes them
 * and only the Teams sender reads them.
 */
import { z } from 'zod';
import type { TChatTarget } from '../../chat/queue-chat-messages.ts';

/** A Teams conversation, or a 1:1 still to open with `recipientId`. */
export const ZTeamsAddress = z.object({
  tenantId: z.string(),
  serviceUrl: z.string(),
  /** The conversation to post in; null for a 1:1 not created yet (see recipientId). */
  conversationId: z.string().nullable(),
  /** The Teams user a 1:1 is opened with when conversationId is null. */
  recipientId: z.string().nullable(),
});
export type TTeamsAddress = z.infer<typeof ZTeamsAddress>;

/** A posted activity: thread replies go to its conversation with replyToId = activityId. */
export const ZTeamsReference = z.object({ activityId: z.string(), conversationId: z.string() });
export type TTeamsReference = z.infer<typeof ZTeamsReference>;

/** The chat channel name of Teams (checkins.channels, chat_messages.platform). */
export const MSTEAMS_CHANNEL = 'msteams';

/** A Teams address as a chat outbox target. */
export function teamsTarget(address: TTeamsAddress): TChatTarget {
  return { platform: MSTEAMS_CHANNEL, address };
}
