/**
 * What the bot answers when someone writes to it (messages:created: a 1:1 message, or a mention in
 * a space): a short help note with links to the person's check-ins and the dashboard, in the same
 * room. The webhook carries ids only, so the message is read first; the bot's own messages (Webex
 * notifies the bot of those too) are ignored before any read. Nothing the person wrote is sent back.
 * One note per room per HELP_WINDOW_MS: a person flooding the 1:1 does not make the bot flood back.
 */
import { helpNotice } from '../../core/engine/help-notice.ts';
import { queueChatMessages } from '../../domain/chat/queue-chat-messages.ts';
import { webexTarget } from '../../domain/platforms/webex/webex-address.ts';
import { isWebexNotFound } from './webex-api-error.ts';
import type { TWebexHandlerDeps } from './webex-runtime.ts';
import type { TWebexEventHandler, TWebexMessage } from './webex-types.ts';

/** How long one help note answers everything written in its room. */
export const WEBEX_HELP_WINDOW_MS = 10 * 60_000;

/** The outbox key of the help note of a room at `now`: one a room per window, whatever is written. */
export function webexHelpKey(roomId: string, now: Date): string {
  return `webex:help:${roomId}:${Math.floor(now.getTime() / WEBEX_HELP_WINDOW_MS)}`;
}

/** Builds the messages handler of the bot. */
export function createWebexMessageHandler(deps: TWebexHandlerDeps): TWebexEventHandler {
  const { engine } = deps;
  return async (envelope) => {
    if (envelope.event !== 'created') return;
    const bot = await deps.botPerson();
    if (envelope.data.personId === bot.id || envelope.actorId === bot.id) return;
    let message: TWebexMessage;
    try {
      message = await deps.client.message(envelope.data.id);
    } catch (error) {
      // Deleted since (or not visible to the bot): nothing to answer.
      if (isWebexNotFound(error)) return;
      throw error;
    }
    if (message.personId === bot.id) return;
    await engine.db.transaction((tx) =>
      queueChatMessages(engine, tx, [
        {
          idempotencyKey: webexHelpKey(message.roomId, engine.now()),
          kind: 'notice',
          target: webexTarget({ roomId: message.roomId }),
          message: helpNotice(engine.publicUrl(), 'space'),
        },
      ]),
    );
  };
}
