/** The daily Outlook tick: one outlook.sync job per connected person, so each succeeds or fails alone. */
import { eq } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { microsoftGrants } from '../../../db/schema/index.ts';
import { QUEUE, type TJobQueue } from '../../jobs.ts';

/** Enqueues a sync for every calendar grant; answers how many. */
export async function queueOutlookSyncs(deps: { db: TDb; jobs: TJobQueue }): Promise<number> {
  const grants = await deps.db
    .select({ userId: microsoftGrants.userId })
    .from(microsoftGrants)
    .where(eq(microsoftGrants.kind, 'calendar'));
  await deps.jobs.sendMany(
    QUEUE.outlookSync,
    grants.map((grant) => ({ data: { userId: grant.userId } })),
  );
  return grants.length;
}
