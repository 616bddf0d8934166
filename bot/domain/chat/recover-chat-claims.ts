/**
 * Re-queues the chat messages a dead (or stalled) worker had claimed once their lease ran out, so
 * another worker sends them within seconds (bot/domain/delivery/claim-lease.ts). Every worker
 * process runs it every few seconds (scheduler/delivery-recovery.ts).
 */
import type { TDatabase } from '../../db/client.ts';
import { chatMessages } from '../../db/schema/index.ts';
import { recoverExpiredClaims } from '../delivery/requeue-expired-claims.ts';
import { QUEUE, type TJobQueue } from '../jobs.ts';
import { chatDeliveryJobs } from './queue-chat-messages.ts';

/** Why: without it a dead worker's chat messages wait for the job engine's expiry. Answers how many came back. */
export function recoverChatClaims(deps: { db: TDatabase; jobs: TJobQueue }): Promise<number> {
  return recoverExpiredClaims(deps, { table: chatMessages, queue: QUEUE.deliverChat, jobsFor: chatDeliveryJobs });
}
