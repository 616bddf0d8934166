/**
 * Sends recorded chat messages to Webex (POST /messages): a member's 1:1 by their person id
 * (toPersonId: Webex opens the direct space) or the team's space by room id; a reply in the run's
 * thread with parentId = the thread's root (a reply of a reply goes to the root: Webex threads are
 * one level deep). Webex cannot edit a message that carries a card, so a replacement posts the new
 * message first and then deletes the old one (already gone is fine): a failure in between leaves
 * two cards, never none. The client's limiter waits out 429 and 423 Retry-After; a refusal Webex will
 * repeat (a 4xx other than 401, 423 and 429) is final with its status and Webex's message; a 5xx or a network failure
 * is left for the delivery job to try again later. Webex has no idempotency key, so a later try of
 * a 1:1 message first looks in the 1:1 for the message an earlier try posted and adopts it.
 */
import { z } from 'zod';
import {
  ChatRefusedError,
  type TChatSender,
  type TChatSent,
  type TOutboundChatMessage,
} from '../../domain/chat/chat-sender.ts';
import type { TLogger } from '../../domain/logger.ts';
import { WEBEX_CHANNEL, ZWebexAddress, ZWebexReference } from '../../domain/platforms/webex/webex-address.ts';
import { isWebexNotFound, WebexApiError } from './webex-api-error.ts';
import type { TWebexClient } from './webex-client.ts';
import { webexMessageOf } from './webex-message.ts';
import type { TWebexMessage, TWebexNewMessage } from './webex-types.ts';

/** Webex answers 200 OK when it takes a message. */
const WEBEX_OK = 200;
/** The longest piece of Webex's message kept as the refusal's code (the dashboard shows it). */
const MAX_CODE_CHARS = 120;

/** A posted message as the outbox keeps it; `rootId` is the thread it replied in, when it did. */
const ZSentReference = ZWebexReference.extend({ rootId: z.string().min(1).optional() });
type TSentReference = z.infer<typeof ZSentReference>;

export interface TWebexSenderDeps {
  client: TWebexClient;
  log: TLogger;
}

/** The code a refusal shows: Webex's status and its message, short. */
export function webexRefusalCode(error: WebexApiError): string {
  const message = error.webexMessage.replace(/\s+/g, ' ').trim().slice(0, MAX_CODE_CHARS);
  return message ? `${error.status} ${message}` : String(error.status);
}

/**
 * 4xx answers Webex will not repeat once time passes, so they are left for a later try: 429 and
 * 423 Locked (they reach here only when the limiter gave up waiting out Retry-After), and 401 (the
 * token was revoked or rotated: the messages go once the operator sets the new one).
 */
const WEBEX_RETRY_LATER = new Set([401, 423, 429]);

/** Turns a Webex failure into a final refusal, or passes it on to be tried again later. */
function classify(error: unknown): never {
  if (
    error instanceof WebexApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    !WEBEX_RETRY_LATER.has(error.status)
  ) {
    throw new ChatRefusedError(error.status, webexRefusalCode(error), error.message);
  }
  throw error;
}

/** How far Webex's clock may run behind ours when an earlier try's message is looked for. */
const CLOCK_SKEW_MS = 60_000;

/** JSON with sorted keys: the same card reads the same whatever order Webex answers its keys in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/** Whether a message of the 1:1 is this one, posted by the bot at or after `since`. */
function isEarlierTry(found: TWebexMessage, body: TWebexNewMessage, botId: string, since: number): boolean {
  if (found.personId !== botId || found.parentId) return false;
  const created = typeof found.created === 'string' ? Date.parse(found.created) : Number.NaN;
  if (!(created >= since - CLOCK_SKEW_MS)) return false;
  return found.markdown === body.markdown && canonical(found.attachments) === canonical(body.attachments);
}

/** The reference the outbox keeps of a posted message. */
function referenceOf(posted: TWebexMessage): TSentReference {
  return { messageId: posted.id, roomId: posted.roomId, ...(posted.parentId ? { rootId: posted.parentId } : {}) };
}

/** The Webex sender of the delivery job. */
export function createWebexSender(deps: TWebexSenderDeps): TChatSender {
  /** Deletes the message a new one replaced; one already gone is fine, any other failure is only logged. */
  const deleteReplaced = async (messageId: string): Promise<void> => {
    try {
      await deps.client.deleteMessage(messageId);
    } catch (error) {
      if (isWebexNotFound(error)) return;
      deps.log.warn(
        { messageId, err: error instanceof Error ? error.message : String(error) },
        'Webex message replaced but the old one not deleted',
      );
    }
  };

  let botId: Promise<string> | null = null;
  /** The bot's person id, read once (only retries need it). */
  const botIdOf = (): Promise<string> => {
    botId ??= deps.client.me().then((me) => me.id);
    botId.catch(() => {
      botId = null;
    });
    return botId;
  };

  /**
   * On a later try of a 1:1 message, the message an earlier try posted although its answer was
   * lost (a timeout, a 5xx after Webex took it): Webex has no idempotency key, so the 1:1 is read
   * instead. Null when there is none (or it cannot be read for a reason a retry will not mend).
   */
  const earlierTry = async (message: TOutboundChatMessage, body: TWebexNewMessage): Promise<TWebexMessage | null> => {
    if (!body.toPersonId || body.parentId || (message.attempt ?? 1) <= 1 || !message.queuedAt) return null;
    try {
      const [bot, recent] = await Promise.all([botIdOf(), deps.client.directMessages(body.toPersonId)]);
      const since = message.queuedAt.getTime();
      return recent.find((found) => isEarlierTry(found, body, bot, since)) ?? null;
    } catch (error) {
      // Webex busy or down: try the whole message again later rather than risk a second card.
      if (!(error instanceof WebexApiError) || error.status >= 500 || WEBEX_RETRY_LATER.has(error.status)) throw error;
      deps.log.warn({ messageId: message.id, status: error.status }, 'Webex 1:1 not readable; posting again');
      return null;
    }
  };

  return {
    platform: WEBEX_CHANNEL,
    async send(message: TOutboundChatMessage): Promise<TChatSent> {
      const address = ZWebexAddress.safeParse(message.address);
      if (!address.success) throw new ChatRefusedError(400, 'bad_address', 'not a Webex address');
      const root = message.threadRoot ? ZSentReference.safeParse(message.threadRoot) : null;
      const replaces = message.replaces ? ZSentReference.safeParse(message.replaces) : null;
      const body: TWebexNewMessage = {
        // A reply goes to its root's room; the root's own root when the root was itself a reply.
        ...(root?.success
          ? { roomId: root.data.roomId, parentId: root.data.rootId ?? root.data.messageId }
          : address.data),
        ...webexMessageOf(message.message),
      };
      let posted: TWebexMessage;
      try {
        posted = (await earlierTry(message, body)) ?? (await deps.client.createMessage(body));
      } catch (error) {
        return classify(error);
      }
      if (replaces?.success && replaces.data.messageId !== posted.id) await deleteReplaced(replaces.data.messageId);
      return { statusCode: WEBEX_OK, reference: referenceOf(posted) };
    },
  };
}
