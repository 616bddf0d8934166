/**
 * The port a chat platform's adapter offers the delivery job (ARCHITECTURE §3.1: the domain names
 * the need, bot/adapters/<platform> fills it): render and post (or update) one recorded message and
 * say how the platform answered. Addresses and references are the platform's own payloads: the
 * core stores and hands them back, and only the platform's sender opens them.
 */
import type { TEngineMessage } from '../engine-messages.ts';

/** A platform payload the core keeps without reading (an address, a sent message's reference). */
export type TOpaquePayload = Record<string, unknown>;

/** One recorded message as the sender needs it. */
export interface TOutboundChatMessage {
  id: string;
  kind: string;
  /** Where it goes, as the platform's target resolver wrote it. */
  address: TOpaquePayload;
  /** For a reply: the reference of the thread's root, as this sender answered it. */
  threadRoot: TOpaquePayload | null;
  /**
   * For an update: the reference of the earlier message to replace. A platform that cannot update
   * sends a new message instead.
   */
  replaces: TOpaquePayload | null;
  message: TEngineMessage;
  /**
   * Which try this is (1 the first). A platform without idempotency keys (Webex) checks on a later
   * try whether an earlier one was taken although its answer was lost, before posting again.
   */
  attempt?: number;
  /** When the message was queued: nothing an earlier try posted is older. */
  queuedAt?: Date;
}

/** What the platform answered when it took the message. */
export interface TChatSent {
  statusCode: number;
  /** How to find the message again (thread replies, updates); null when the platform gave nothing. */
  reference: TOpaquePayload | null;
  /**
   * A member's 1:1 the sender opened on the way, kept for the member's next messages
   * (team_members.platform_conversation_id of the member with this platform user id).
   */
  openedConversation?: { platformUserId: string; conversationId: string };
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
  /** The chat channel name it sends for (the senders map's key). */
  readonly platform: string;
  /** Sends one message; throws ChatRefusedError for a final refusal, anything else to retry later. */
  send(message: TOutboundChatMessage): Promise<TChatSent>;
}
