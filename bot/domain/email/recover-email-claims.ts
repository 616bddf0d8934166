/**
 * Re-queues the emails a dead (or stalled) worker had claimed once their lease ran out, so another
 * worker sends them within seconds (bot/domain/delivery/claim-lease.ts). Every worker process
 * runs it every few seconds (scheduler/delivery-recovery.ts).
 */
import type { TDatabase } from '../../db/client.ts';
import { emails } from '../../db/schema/index.ts';
import { requeueExpiredClaims } from '../delivery/requeue-expired-claims.ts';
import { QUEUE, type TJobQueue } from '../jobs.ts';
import { emailDeliveryJobs } from './queue-email.ts';

/** Rows re-queued per statement. */
const RECOVER_LIMIT = 500;

/** Why: without it a dead worker's emails wait for the job engine's expiry (minutes). Answers how many came back. */
export async function recoverEmailClaims(deps: { db: TDatabase; jobs: TJobQueue }): Promise<number> {
  let recovered = 0;
  for (;;) {
    const ids = await deps.db.transaction(async (tx) => {
      const expired = await requeueExpiredClaims(tx, emails, RECOVER_LIMIT);
      if (expired.length > 0) await deps.jobs.sendMany(QUEUE.deliverEmail, emailDeliveryJobs(expired), { tx });
      return expired;
    });
    recovered += ids.length;
    if (ids.length < RECOVER_LIMIT) return recovered;
  }
}
