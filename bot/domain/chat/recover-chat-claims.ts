/**
 * Re-queues the chat messages a dead (or stalled) worker had claimed once their lease ran out, so
 * another worker sends them within seconds (bot/domain/delivery/claim-lease.ts). Every worker
 * process runs it every few seconds (scheduler/delivery-recovery.ts).
 */
import type { TDatabase } from '../../db/client.ts';
import { chatMessages } from '../../db/schema/index.ts';
import { requeueExpiredClaims } from '../delivery/requeue-expired-claims.ts';
import { QUEUE, type TJobQueue } from '../jobs.ts';
import { chatDeliveryJobs } from './queue-chat-messages.ts';

/** Rows re-queued per statement. */
const RECOVER_LIMIT = 500;

/** Why: without it a dead worker's messages wait for the job engine's expiry (10 minutes). Answers how many came back. */
export async function recoverChatClaims(deps: { db: TDatabase; jobs: TJobQueue }): Promise<number> {
  let recovered = 0;
  for (;;) {
    const ids = await deps.db.transaction(async (tx) => {
      const expired = await requeueExpiredClaims(tx, chatMessages, RECOVER_LIMIT);
      if (expired.length > 0) await deps.jobs.sendMany(QUEUE.deliverChat, chatDeliveryJobs(expired), { tx });
      return expired;
    });
    recovered += ids.length;
    if (ids.length < RECOVER_LIMIT) return recovered;
  }
}
