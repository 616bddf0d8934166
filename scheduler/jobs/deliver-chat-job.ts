/** Job handler for the chat.deliver queue: a batch of recorded chat messages (bot/domain/chat). */
import { z } from 'zod';
import { deliverChatMessages, type TDeliverChatDeps } from '../../bot/domain/chat/deliver-chat-messages.ts';
import type { TJobHandler } from '../engine.ts';

const ZDeliverChatJob = z.object({ messageIds: z.array(z.uuid()).min(1).max(100) });

/** Builds the handler with its dependencies (database, platform senders, logger). */
export function deliverChatJob(deps: TDeliverChatDeps): TJobHandler {
  return async (data) => {
    await deliverChatMessages(deps, ZDeliverChatJob.parse(data).messageIds);
  };
}
