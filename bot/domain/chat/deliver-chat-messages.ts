/**
 * Delivers recorded chat messages: claims the unsent ones under a short, renewed lease
 * (bot/domain/delivery), sends them concurrently through the platform's sender (which owns the
 * rate limits) and records each answer as soon as it comes. A prompt's answer is also written on
 * its check-in, so the dashboard can say 'Failed to send through {platform}. Code - {code}'.
 * A message already sent is never sent again, no two live workers hold the same message, and a
 * dead worker's claims run out within seconds for another worker to finish; a reply waits until
 * its thread's root is sent, and an update until the message it replaces is.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client.ts';
import { chatMessages, checkins, teamMembers } from '../../db/schema/index.ts';
import { recordPlatformError } from '../activity/record-platform-error.ts';
import { claimClock, DeliveryClaimLostError, holdClaims, leaseEnd, type TClaimLease } from '../delivery/claim-lease.ts';
import { renewClaims } from '../delivery/requeue-expired-claims.ts';
import { ZEngineMessage } from '../engine-messages.ts';
import type { TLogger } from '../logger.ts';
import { ChatRefusedError, type TChatSender, type TChatSent, type TOpaquePayload } from './chat-sender.ts';

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

/**
 * The reference of an earlier message this one depends on (its thread root, or the message it
 * updates): 'wait' while that one is not sent yet, null when there is none to use (never sent, or
 * refused: the message then goes on its own rather than be lost).
 */
async function referenceOf(deps: TDeliverChatDeps, earlierId: string | null): Promise<TOpaquePayload | null | 'wait'> {
  if (!earlierId) return null;
  const [earlier] = await deps.db
    .select({ status: chatMessages.status, reference: chatMessages.reference })
    .from(chatMessages)
    .where(eq(chatMessages.id, earlierId));
  if (!earlier || earlier.status === 'failed') return null;
  if (earlier.status !== 'sent') return 'wait';
  return earlier.reference ?? null;
}

/** Sends one message; answers false when it must wait (its thread root or the message it updates is not sent yet). */
async function deliverOne(deps: TDeliverChatDeps, row: TClaimed, lease: TClaimLease): Promise<boolean> {
  const sender = deps.senders.get(row.platform);
  if (!sender) throw new Error(`no sender for ${row.platform}`);
  const threadRoot = await referenceOf(deps, row.threadOfId);
  const replaces = await referenceOf(deps, row.updateOfId);
  if (threadRoot === 'wait' || replaces === 'wait') {
    await deps.db
      .update(chatMessages)
      .set({ status: 'queued', claimToken: null, claimedUntil: null })
      .where(stillClaimed(row));
    return false;
  }
  const message = ZEngineMessage.parse(row.payload);
  lease.assertHeld(row.id);
  try {
    const answer = await sender.send({
      id: row.id,
      kind: row.kind,
      address: row.address,
      threadRoot,
      replaces,
      message,
      attempt: row.attempts,
      queuedAt: row.createdAt,
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
        reference: answer.reference,
        sentAt: new Date(),
        claimToken: null,
        claimedUntil: null,
      })
      .where(eq(chatMessages.id, row.id));
    const opened = answer.openedConversation;
    if (opened) {
      await tx
        .update(teamMembers)
        .set({ platformConversationId: opened.conversationId })
        .where(eq(teamMembers.platformUserId, opened.platformUserId));
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
    await recordPlatformError(tx, {
      id: row.id,
      platform: row.platform,
      kind: row.kind,
      threaded: row.threadOfId !== null,
      runId: row.runId,
      checkinId: row.checkinId,
      statusCode: error.statusCode,
      errorCode: error.errorCode,
      reason: error.message,
      at: new Date(),
    });
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
