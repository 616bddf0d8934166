/**
 * The daily trial expiry (spec part 1 §4, part 2 §4): trialing accounts whose trial_ends_at has
 * passed become 'inactive'. effectiveStatus() already reads an expired trial as inactive; this
 * writes it down so the billing pages, webhooks and reports agree, and the trial cannot come back
 * by a clock skew. Idempotent (only trialing rows change), in batches that skip rows another
 * worker holds, so a second worker or a retry after a crash changes nothing twice.
 */
import { sql } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client.ts';
import { accounts } from '../../../db/schema/index.ts';
import { resultRows } from '../../../db/sql-arrays.ts';

/** Rows changed per statement: small enough to keep each transaction short. */
export const TRIAL_EXPIRY_BATCH = 500;

/** Marks every expired trial inactive; answers the ids it changed. */
export async function expireTrials(db: TDatabase, now: Date, batchSize = TRIAL_EXPIRY_BATCH): Promise<string[]> {
  const expired: string[] = [];
  for (;;) {
    const result = await db.execute(sql`
      update ${accounts} set subscription_status = 'inactive', updated_at = ${now.toISOString()}::timestamptz
      where ${accounts.id} in (
        select ${accounts.id} from ${accounts}
        where ${accounts.subscriptionStatus} = 'trialing' and ${accounts.trialEndsAt} <= ${now.toISOString()}::timestamptz
        order by ${accounts.trialEndsAt}
        limit ${batchSize}
        for update skip locked
      )
      returning ${accounts.id} as id`);
    const ids = resultRows<{ id: string }>(result).map((row) => row.id);
    expired.push(...ids);
    if (ids.length < batchSize) return expired;
  }
}
