/**
 * The port a chat platform's adapter offers the delivery job (ARCHITECTURE §3.1: the domain names
 * the need, bot/adapters/<platform> fills it): open a 1:1 when needed, render and post one recorded
 * message, and say how the platform answered.
 */
import type { TEngineMessage } from '../engine-messages.ts';

/** One recorded message as the sender needs it. */
export interface TOutboundChatMessage {
  id: string;
  kind: string;
  tenantId: string;
  serviceUrl: string;
  conversationId: string | null;
  recipientId: string | null;
  /** The platform id of the thread's root activity, for replies. */
  replyToActivityId: string | null;
  message: TEngineMessage;
}

/** What the platform answered when it took the message. */
export interface TChatSent {
  statusCode: number;
  activityId: string | null;
  /** Set when the sender opened the 1:1 (cached for the member's next messages). */
  openedConversationId?: string;
  /** A thread root's reply address, when posting created a thread (Teams channel posts). */
  threadConversationId?: string;
}

/** A refusal the platform will repeat (4xx other than 429/412): recorded, not retried. */
export class ChatRefusedError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string | null,
    message: string,
  ) {
    super(message);
    this.name = 'ChatRefusedError';
  }
}

export interface TChatSender {
  readonly platform: string;
  /** Sends one message; throws ChatRefusedError for a final refusal, anything else to retry later. */
  send(message: TOutboundChatMessage): Promise<TChatSent>;
}
