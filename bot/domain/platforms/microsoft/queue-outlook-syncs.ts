/**
 * The daily Outlook tick: one outlook.sync job per connected person, so each succeeds or fails
 * alone. Skipped: grants marked 'reconnect' (Microsoft refused them; only the person connecting
 * again helps) and accounts whose plan locks vacation tracking or services
 * (LIMIT_VACATION_TRACKING, LIMIT_SERVICES).
 */
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { featureFlagsFor, type TPlanKey } from '../../../../shared/plans.ts';
import type { TDb } from '../../../db/client.ts';
import { accounts, microsoftGrants } from '../../../db/schema/index.ts';
import { effectiveStatus } from '../../accounts/subscription-status.ts';
import { QUEUE, type TJobQueue } from '../../jobs.ts';

const LOCKING_FLAGS = ['LIMIT_VACATION_TRACKING', 'LIMIT_SERVICES'] as const;

/** Enqueues a sync for every calendar grant that can sync; answers how many. */
export async function queueOutlookSyncs(deps: { db: TDb; jobs: TJobQueue; now?: () => Date }): Promise<number> {
  const now = deps.now?.() ?? new Date();
  const rows = await deps.db
    .select({
      userId: microsoftGrants.userId,
      planKey: accounts.planKey,
      subscriptionStatus: accounts.subscriptionStatus,
      trialEndsAt: accounts.trialEndsAt,
    })
    .from(microsoftGrants)
    .innerJoin(accounts, eq(accounts.id, microsoftGrants.accountId))
    .where(
      and(
        eq(microsoftGrants.kind, 'calendar'),
        or(isNull(microsoftGrants.lastError), ne(microsoftGrants.lastError, 'reconnect')),
      ),
    );
  const due = rows.filter((row) => {
    const flags = featureFlagsFor(row.planKey as TPlanKey, effectiveStatus(row, now));
    return !LOCKING_FLAGS.some((flag) => flags.includes(flag));
  });
  await deps.jobs.sendMany(
    QUEUE.outlookSync,
    due.map((row) => ({ data: { userId: row.userId } })),
  );
  return due.length;
}
