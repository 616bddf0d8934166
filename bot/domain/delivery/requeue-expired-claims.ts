/**
 * Hands back the rows whose delivery lease ran out (the worker that claimed them died or stalled):
 * they become queued again, unclaimed, for the caller to enqueue in the same transaction.
 */
import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import type { chatMessages, emails } from '../../db/schema/index.ts';
import { resultRows } from '../../db/sql-arrays.ts';

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
