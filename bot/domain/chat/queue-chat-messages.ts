/**
 * Records chat messages and enqueues their delivery inside the caller's transaction
 * (ARCHITECTURE §3.6): one insert and one enqueue per batch, idempotency keys make repeats no-ops.
 */

import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { chatMessages } from '../../db/schema/index.ts';
import { resultRows, textArray } from '../../db/sql-arrays.ts';
import { deliveryChunks } from '../delivery/delivery-chunks.ts';
import type { TEngineMessage } from '../engine-messages.ts';
import { QUEUE, type TJobQueue } from '../jobs.ts';
import type { TOpaquePayload } from './chat-sender.ts';

/** Where a chat message goes: the platform's channel name and its own address (opaque here). */
export interface TChatTarget {
  platform: string;
  address: TOpaquePayload;
}

/** One message of a batch for queueChatMessages. */
export interface TBatchChatMessage {
  idempotencyKey: string;
  kind: string;
  target: TChatTarget;
  message: TEngineMessage;
  accountId?: string | null;
  checkinId?: string | null;
  runId?: string | null;
  /** Reply in the thread started by the message with this idempotency key (same run). */
  threadOfKey?: string;
  /**
   * Update the message recorded under this idempotency key (its sender gets that message's
   * reference); a platform that cannot update sends a new message.
   */
  updateOfKey?: string;
}

/** Queues the batch; answers how many were new (a repeated key queues nothing). */
export async function queueChatMessages(
  deps: { jobs: TJobQueue },
  tx: TDb,
  batch: readonly TBatchChatMessage[],
): Promise<number> {
  if (batch.length === 0) return 0;
  const column = (pick: (item: TBatchChatMessage) => string | null | undefined) =>
    textArray(batch.map((item) => pick(item) ?? null));
  const inserted = await tx.execute(sql`
    insert into ${chatMessages} (idempotency_key, platform, kind, account_id, checkin_id, run_id, address,
      thread_of_id, update_of_id, payload)
    select b.key, b.platform, b.kind, b.account_id, b.checkin_id, b.run_id, b.address, root.id, earlier.id,
      b.payload
    from unnest(
      ${column((item) => item.idempotencyKey)},
      ${column((item) => item.target.platform)},
      ${column((item) => item.kind)},
      ${column((item) => item.accountId)}::uuid[],
      ${column((item) => item.checkinId)}::uuid[],
      ${column((item) => item.runId)}::uuid[],
      ${column((item) => JSON.stringify(item.target.address))}::jsonb[],
      ${column((item) => item.threadOfKey)},
      ${column((item) => item.updateOfKey)},
      ${column((item) => JSON.stringify(item.message))}::jsonb[]
    ) as b(key, platform, kind, account_id, checkin_id, run_id, address, thread_of_key, update_of_key, payload)
    left join ${chatMessages} as root on root.idempotency_key = b.thread_of_key
    left join ${chatMessages} as earlier on earlier.idempotency_key = b.update_of_key
    on conflict (idempotency_key) do nothing
    returning id`);
  const rows = resultRows<{ id: string }>(inserted);
  await deps.jobs.sendMany(QUEUE.deliverChat, chatDeliveryJobs(rows.map((row) => row.id)), { tx });
  return rows.length;
}

/** The delivery jobs for these messages in delivery-sized chunks (also used to re-queue recovered claims). */
export function chatDeliveryJobs(messageIds: readonly string[]): Array<{ data: { messageIds: string[] } }> {
  return deliveryChunks(messageIds).map((chunk) => ({ data: { messageIds: chunk } }));
}
