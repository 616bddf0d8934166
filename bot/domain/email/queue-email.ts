/**
 * Records an email and enqueues its delivery in one transaction (ARCHITECTURE §3.6): the row exists
 * before anything is sent, and an idempotency key makes a repeated call a no-op.
 */
import { sql } from 'drizzle-orm';
import type { TDatabase, TDb } from '../../db/client.ts';
import { emails } from '../../db/schema/index.ts';
import { QUEUE, type TJobQueue } from '../jobs.ts';
import { type TEmailTemplateName, type TEmailVariables, ZEmailVariables } from './email-templates.ts';

export interface TQueueEmailOptions<T extends TEmailTemplateName> {
  /** Recipient address. */
  to: string;
  template: T;
  variables: TEmailVariables<T>;
  /** e.g. `run:{runId}:member:{memberId}:prompt`; a second call with the same key queues nothing. */
  idempotencyKey?: string;
  /** Owning account, for scoping and retention. */
  accountId?: string;
  /** Join the caller's transaction instead of opening one. */
  tx?: TDb;
}

export interface TQueueEmailDeps {
  db: TDatabase;
  jobs: TJobQueue;
}

/** Queues one email; answers its id and whether this call queued it (false when the key existed). */
export async function queueEmail<T extends TEmailTemplateName>(
  deps: TQueueEmailDeps,
  options: TQueueEmailOptions<T>,
): Promise<{ id: string | null; queued: boolean }> {
  const variables = ZEmailVariables[options.template].parse(options.variables);
  const run = async (tx: TDb) => {
    const [row] = await tx
      .insert(emails)
      .values({
        toAddress: options.to,
        template: options.template,
        variables,
        idempotencyKey: options.idempotencyKey ?? null,
        accountId: options.accountId ?? null,
      })
      .onConflictDoNothing({ target: emails.idempotencyKey, where: sql`${emails.idempotencyKey} is not null` })
      .returning({ id: emails.id });
    if (!row) return { id: null, queued: false };
    await deps.jobs.send(QUEUE.deliverEmail, { emailId: row.id }, { tx });
    return { id: row.id, queued: true };
  };
  return options.tx ? run(options.tx) : deps.db.transaction(run);
}
