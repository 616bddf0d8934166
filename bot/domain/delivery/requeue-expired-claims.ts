/**
 * Hands back the rows whose delivery lease ran out (the worker that claimed them died or stalled):
 * they become queued again, unclaimed, for the caller to enqueue in the same transaction.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { TDatabase, TDb } from '../../db/client.ts';
import type { chatMessages, emails } from '../../db/schema/index.ts';
import { resultRows } from '../../db/sql-arrays.ts';
import type { TJobQueue, TQueueName } from '../jobs.ts';
import { leaseEnd } from './claim-lease.ts';

/** The outbound tables with a claim lease. */
export type TLeasedTable = typeof emails | typeof chatMessages;

/**
 * Why: a dead worker's claims must come back within seconds, not after the job engine's expiry;
 * SKIP LOCKED lets every live worker sweep at once without two of them taking the same row.
 */
export async function requeueExpiredClaims(tx: TDb, table: TLeasedTable, limit: number): Promise<string[]> {
  const result = await tx.execute(sql`
    update ${table} set status = 'queued', claim_token = null, claimed_until = null
    where id in (
      select id from ${table}
      where status = 'sending' and claimed_until < now()
      order by claimed_until
      limit ${limit}
      for update skip locked
    )
    returning id`);
  return resultRows<{ id: string }>(result).map((row) => row.id);
}

/** Rows re-queued per statement. */
const RECOVER_LIMIT = 500;

/**
 * Why: without it a dead worker's messages wait for the job engine's expiry (minutes). Re-queues
 * every expired claim of `table` and enqueues its delivery jobs in the same transaction, a batch
 * at a time; answers how many came back.
 */
export async function recoverExpiredClaims(
  deps: { db: TDatabase; jobs: TJobQueue },
  outbox: { table: TLeasedTable; queue: TQueueName; jobsFor: (ids: string[]) => Array<{ data: object }> },
): Promise<number> {
  let recovered = 0;
  for (;;) {
    const ids = await deps.db.transaction(async (tx) => {
      const expired = await requeueExpiredClaims(tx, outbox.table, RECOVER_LIMIT);
      if (expired.length > 0) await deps.jobs.sendMany(outbox.queue, outbox.jobsFor(expired), { tx });
      return expired;
    });
    recovered += ids.length;
    if (ids.length < RECOVER_LIMIT) return recovered;
  }
}

/** Why: a live delivery extends its lease; answers the ids still held under `token` (the rest were lost). */
export async function renewClaims(db: TDb, table: TLeasedTable, token: string): Promise<string[]> {
  const rows = await db
    .update(table)
    .set({ claimedUntil: leaseEnd() })
    .where(and(eq(table.claimToken, token), eq(table.status, 'sending')))
    .returning({ id: table.id });
  return rows.map((row) => row.id);
}
