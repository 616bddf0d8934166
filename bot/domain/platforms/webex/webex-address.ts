/**
 * The Webex shapes of the chat outbox's opaque payloads (bot/domain/chat): where a message goes
 * (a member's 1:1 by their Webex person id, or the team's space) and what Webex answered for it
 * (the message id, for thread replies with `parentId` and for replacing a card). Only the Webex
 * target resolver writes them and only the Webex sender reads them.
 */
import { z } from 'zod';
import type { TChatTarget } from '../../chat/queue-chat-messages.ts';

/** A Webex space (roomId) or a person's 1:1 (toPersonId: Webex opens the direct space). */
export const ZWebexAddress = z.union([
  z.object({ roomId: z.string().min(1) }).strict(),
  z.object({ toPersonId: z.string().min(1) }).strict(),
]);
export type TWebexAddress = z.infer<typeof ZWebexAddress>;

/** A posted message: replies go to its room with parentId = messageId; a replacement deletes it. */
export const ZWebexReference = z.object({ messageId: z.string().min(1), roomId: z.string().min(1) });
export type TWebexReference = z.infer<typeof ZWebexReference>;

/** The chat channel name of Webex (checkins.channels, chat_messages.platform). */
export const WEBEX_CHANNEL = 'webex';

/** A Webex address as a chat outbox target. */
export function webexTarget(address: TWebexAddress): TChatTarget {
  return { platform: WEBEX_CHANNEL, address };
}
