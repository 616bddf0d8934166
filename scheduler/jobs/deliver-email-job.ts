/** Job handler for the email.deliver queue: one recorded email, or a batch of a report run's emails. */
import { z } from 'zod';
import { deliverEmail, deliverEmails, type TDeliverEmailDeps } from '../../bot/domain/email/deliver-email.ts';
import type { TJobHandler } from '../engine.ts';

const ZDeliverEmailJob = z.union([
  z.object({ emailId: z.uuid() }),
  z.object({ emailIds: z.array(z.uuid()).min(1).max(100) }),
]);

/** Builds the handler with its dependencies (database, mailer, worker id). */
export function deliverEmailJob(deps: TDeliverEmailDeps): TJobHandler {
  return async (data) => {
    const job = ZDeliverEmailJob.parse(data);
    if ('emailId' in job) await deliverEmail(deps, job.emailId);
    else await deliverEmails(deps, job.emailIds);
  };
}
