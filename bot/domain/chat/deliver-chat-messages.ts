/**
 * Delivers recorded chat messages: claims the unsent ones under a short, renewed lease
 * (bot/domain/delivery), sends them concurrently through the platform's sender (which owns the
 * rate limits) and records each answer as soon as it comes. A prompt's answer is also written on
 * its check-in, so the dashboard can say 'Failed to send through Microsoft Teams. Code - {code}'.
 * A message already sent is never sent again, no two live workers hold the same message, and a
 * dead worker's claims run out within seconds for another worker to finish; a reply waits until
 * its thread's root is sent.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client.ts';
import { chatMessages, checkins, teamMembers } from '../../db/schema/index.ts';
import { claimClock, DeliveryClaimLostError, holdClaims, leaseEnd, type TClaimLease } from '../delivery/claim-lease.ts';
import { renewClaims } from '../delivery/requeue-expired-claims.ts';
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

/** A claimed row is settled by this delivery only while the claim is still its own. */
const stillClaimed = (row: TClaimed) => and(eq(chatMessages.id, row.id), eq(chatMessages.claimToken, row.claimToken!));

/** Sends the messages with these ids that are not sent yet (and not held by another live worker); answers how many went out now. */
export async function deliverChatMessages(deps: TDeliverChatDeps, messageIds: readonly string[]): Promise<number> {
  if (messageIds.length === 0) return 0;
  const token = randomUUID();
  const claimedAt = claimClock();
  const claimed = await deps.db
    .update(chatMessages)
    .set({
      status: 'sending',
      attempts: sql`${chatMessages.attempts} + 1`,
      claimToken: token,
      claimedUntil: leaseEnd(),
    })
    .where(
      and(
        inArray(chatMessages.id, [...messageIds]),
        ne(chatMessages.status, 'sent'),
        ne(chatMessages.status, 'failed'),
        or(isNull(chatMessages.claimedUntil), lt(chatMessages.claimedUntil, sql`now()`)),
      ),
    )
    .returning();
  if (claimed.length === 0) return 0;
  const lease = holdClaims({
    ids: claimed.map((row) => row.id),
    claimedAt,
    renew: () => renewClaims(deps.db, chatMessages, token),
    onRenewError: (error) => deps.log.warn({ err: error }, 'could not renew the claim on chat messages'),
  });
  try {
    const results = await Promise.allSettled(claimed.map((row) => deliverOne(deps, row, lease)));
    const retry: string[] = [];
    let sent = 0;
    for (const [index, result] of results.entries()) {
      if (result.status === 'fulfilled') {
        if (result.value) sent += 1;
        else retry.push(claimed[index]!.id);
      } else if (!(result.reason instanceof DeliveryClaimLostError)) {
        // A lost claim is not retried here: the message is another worker's now (or once recovered).
        retry.push(claimed[index]!.id);
        await recordRetry(deps, claimed[index]!, result.reason);
      }
    }
    if (retry.length > 0)
      throw new ChatRetryError(`${retry.length} of ${claimed.length} chat messages will be retried`);
    return sent;
  } finally {
    lease.stop();
  }
}

/** Sends one message; answers false when it must wait (its thread root is not sent yet). */
async function deliverOne(deps: TDeliverChatDeps, row: TClaimed, lease: TClaimLease): Promise<boolean> {
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
      await deps.db
        .update(chatMessages)
        .set({ status: 'queued', claimToken: null, claimedUntil: null })
        .where(stillClaimed(row));
      return false;
    } else {
      conversationId = root.conversationId ?? conversationId;
      replyToActivityId = root.activityId;
    }
  }
  const message = ZEngineMessage.parse(row.payload);
  lease.assertHeld(row.id);
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
        claimToken: null,
        claimedUntil: null,
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
      .set({
        status: 'failed',
        statusCode: error.statusCode,
        errorCode: error.errorCode,
        lastError: error.message,
        claimToken: null,
        claimedUntil: null,
      })
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
  await deps.db
    .update(chatMessages)
    .set({ status: 'queued', lastError: message, claimToken: null, claimedUntil: null })
    .where(stillClaimed(row));
}
