/** Job handler for the email.deliver queue: one recorded email, or a batch of a report run's emails. */
import { z } from 'zod';
import { deliverEmail, deliverEmails, type TDeliverEmailDeps } from '../../bot/domain/email/deliver-email.ts';
import { QUEUE } from '../../bot/domain/jobs.ts';
import type { TJobHandler } from '../engine.ts';
import { QUEUE_OPTIONS } from '../queues.ts';

const ZDeliverEmailJob = z.union([
  z.object({ emailId: z.uuid() }),
  z.object({ emailIds: z.array(z.uuid()).min(1).max(100) }),
]);

/** Builds the handler with its dependencies (database, mailer, worker id); the job's last try gives up on what fails. */
export function deliverEmailJob(deps: TDeliverEmailDeps): TJobHandler {
  const retryLimit = QUEUE_OPTIONS[QUEUE.deliverEmail]?.retryLimit ?? 0;
  return async (data, job) => {
    const parsed = ZDeliverEmailJob.parse(data);
    const options = { finalAttempt: job.retryCount >= retryLimit };
    if ('emailId' in parsed) await deliverEmail(deps, parsed.emailId, options);
    else await deliverEmails(deps, parsed.emailIds, options);
  };
}
