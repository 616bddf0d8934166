/** Job handler for the email.deliver queue: one recorded email per job. */
import { z } from 'zod';
import { deliverEmail, type TDeliverEmailDeps } from '../../bot/domain/email/deliver-email.ts';
import type { TJobHandler } from '../engine.ts';

const ZDeliverEmailJob = z.object({ emailId: z.uuid() });

/** Builds the handler with its dependencies (database, mailer, worker id). */
export function deliverEmailJob(deps: TDeliverEmailDeps): TJobHandler {
  return async (data) => {
    const { emailId } = ZDeliverEmailJob.parse(data);
    await deliverEmail(deps, emailId);
  };
}
