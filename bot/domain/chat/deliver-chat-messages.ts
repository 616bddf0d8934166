/**
 * Delivers recorded chat messages: claims the unsent ones, sends them concurrently through the
 * platform's sender (which owns the rate limits) and records each answer. A prompt's answer is also
 * written on its check-in, so the dashboard can say 'Failed to send through Microsoft Teams. Code - {code}'.
 * A message already sent is never sent again; a reply waits until its thread's root is sent.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client.ts';
import { chatMessages, checkins, teamMembers } from '../../db/schema/index.ts';
import { ZEngineMessage } from '../engine-messages.ts';
import type { TLogger } from '../logger.ts';
import { ChatRefusedError, type TChatSender, type TChatSent } from './chat-sender.ts';

export interface TDeliverChatDeps {
  db: TDatabase;
  senders: ReadonlyMap<string, TChatSender>;
  log: TLogger;
}

type TClaimed = typeof chatMessages.$inferSelect;

/** Thrown (after recording) when some messages must be tried again: the job's retry picks them up. */
export class ChatRetryError extends Error {
  override name = 'ChatRetryError';
}

/** Sends the messages with these ids that are not sent yet; answers how many went out now. */
export async function deliverChatMessages(deps: TDeliverChatDeps, messageIds: readonly string[]): Promise<number> {
  if (messageIds.length === 0) return 0;
  const claimed = await deps.db
    .update(chatMessages)
    .set({ status: 'sending', attempts: sql`${chatMessages.attempts} + 1` })
    .where(
      and(
        inArray(chatMessages.id, [...messageIds]),
        ne(chatMessages.status, 'sent'),
        ne(chatMessages.status, 'failed'),
      ),
    )
    .returning();
  const results = await Promise.allSettled(claimed.map((row) => deliverOne(deps, row)));
  const retry: string[] = [];
  let sent = 0;
  for (const [index, result] of results.entries()) {
    if (result.status === 'fulfilled') {
      if (result.value) sent += 1;
      else retry.push(claimed[index]!.id);
    } else {
      retry.push(claimed[index]!.id);
      await recordRetry(deps, claimed[index]!, result.reason);
    }
  }
  if (retry.length > 0) throw new ChatRetryError(`${retry.length} of ${claimed.length} chat messages will be retried`);
  return sent;
}

/** Sends one message; answers false when it must wait (its thread root is not sent yet). */
async function deliverOne(deps: TDeliverChatDeps, row: TClaimed): Promise<boolean> {
  const sender = deps.senders.get(row.platform);
  if (!sender) throw new Error(`no sender for ${row.platform}`);
  let conversationId = row.conversationId;
  let replyToActivityId: string | null = null;
  if (row.threadOfId) {
    const [root] = await deps.db.select().from(chatMessages).where(eq(chatMessages.id, row.threadOfId));
    if (!root || root.status === 'failed') {
      // No thread to answer in: post on its own in the channel rather than lose the entry.
      replyToActivityId = null;
    } else if (root.status !== 'sent' || !root.activityId) {
      await deps.db.update(chatMessages).set({ status: 'queued' }).where(eq(chatMessages.id, row.id));
      return false;
    } else {
      conversationId = root.conversationId ?? conversationId;
      replyToActivityId = root.activityId;
    }
  }
  const message = ZEngineMessage.parse(row.payload);
  try {
    const answer = await sender.send({
      id: row.id,
      kind: row.kind,
      tenantId: row.tenantId,
      serviceUrl: row.serviceUrl,
      conversationId,
      recipientId: row.recipientId,
      replyToActivityId,
      message,
    });
    await recordSent(deps, row, answer);
    return true;
  } catch (error) {
    if (error instanceof ChatRefusedError) {
      await recordRefused(deps, row, error);
      return true;
    }
    throw error;
  }
}

async function recordSent(deps: TDeliverChatDeps, row: TClaimed, answer: TChatSent): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx
      .update(chatMessages)
      .set({
        status: 'sent',
        statusCode: answer.statusCode,
        errorCode: null,
        lastError: null,
        activityId: answer.activityId,
        conversationId: answer.threadConversationId ?? answer.openedConversationId ?? row.conversationId,
        sentAt: new Date(),
      })
      .where(eq(chatMessages.id, row.id));
    if (answer.openedConversationId && row.recipientId) {
      await tx
        .update(teamMembers)
        .set({ platformConversationId: answer.openedConversationId })
        .where(eq(teamMembers.platformUserId, row.recipientId));
    }
    if (row.kind === 'prompt' && row.checkinId) {
      await tx
        .update(checkins)
        .set({ msgStatusPlatform: row.platform, msgStatusCode: answer.statusCode, msgStatusErrorCode: null })
        .where(eq(checkins.id, row.checkinId));
    }
  });
}

async function recordRefused(deps: TDeliverChatDeps, row: TClaimed, error: ChatRefusedError): Promise<void> {
  deps.log.warn(
    { messageId: row.id, kind: row.kind, status: error.statusCode, code: error.errorCode },
    'chat message refused by the platform',
  );
  await deps.db.transaction(async (tx) => {
    await tx
      .update(chatMessages)
      .set({ status: 'failed', statusCode: error.statusCode, errorCode: error.errorCode, lastError: error.message })
      .where(eq(chatMessages.id, row.id));
    if (row.kind === 'prompt' && row.checkinId) {
      await tx
        .update(checkins)
        .set({
          msgStatusPlatform: row.platform,
          msgStatusCode: error.statusCode,
          msgStatusErrorCode: error.errorCode,
        })
        .where(eq(checkins.id, row.checkinId));
    }
  });
}

async function recordRetry(deps: TDeliverChatDeps, row: TClaimed, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  deps.log.warn({ messageId: row.id, kind: row.kind, err: message }, 'chat message will be retried');
  await deps.db.update(chatMessages).set({ status: 'queued', lastError: message }).where(eq(chatMessages.id, row.id));
}
