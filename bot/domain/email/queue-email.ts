/**
 * Records an email and enqueues its delivery in one transaction (ARCHITECTURE §3.6): the row exists
 * before anything is sent, and an idempotency key makes a repeated call a no-op.
 */

import { sql } from 'drizzle-orm';
import type { TDatabase, TDb } from '../../db/client.ts';
import { emails } from '../../db/schema/index.ts';
import { resultRows, textArray } from '../../db/sql-arrays.ts';
import { deliveryChunks } from '../delivery/delivery-chunks.ts';
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

/** One email of a batch for queueEmails. */
export interface TBatchEmail<T extends TEmailTemplateName> {
  to: string;
  template: T;
  variables: TEmailVariables<T>;
  idempotencyKey: string;
  accountId?: string;
}

/**
 * Queues many emails inside the caller's transaction with one insert and one enqueue: a report
 * run fans out one prompt per member, and a statement (or a parameter) per email would make a
 * large run slow.
 * Emails whose idempotency key already exists are skipped; answers how many were queued.
 */
export async function queueEmails(
  deps: { jobs: TJobQueue },
  tx: TDb,
  batch: ReadonlyArray<TBatchEmail<TEmailTemplateName>>,
): Promise<number> {
  if (batch.length === 0) return 0;
  const inserted = await tx.execute(sql`
    insert into ${emails} (to_address, template, variables, idempotency_key, account_id)
    select * from unnest(
      ${textArray(batch.map((email) => email.to))},
      ${textArray(batch.map((email) => email.template))},
      ${textArray(batch.map((email) => JSON.stringify(ZEmailVariables[email.template].parse(email.variables))))}::jsonb[],
      ${textArray(batch.map((email) => email.idempotencyKey))},
      ${textArray(batch.map((email) => email.accountId ?? null))}::uuid[]
    )
    on conflict (idempotency_key) where idempotency_key is not null do nothing
    returning id`);
  const rows = resultRows<{ id: string }>(inserted);
  await deps.jobs.sendMany(QUEUE.deliverEmail, emailDeliveryJobs(rows.map((row) => row.id)), { tx });
  return rows.length;
}

/** The delivery jobs for these emails in delivery-sized chunks (also used to re-queue recovered claims). */
export function emailDeliveryJobs(emailIds: readonly string[]): Array<{ data: { emailIds: string[] } }> {
  return deliveryChunks(emailIds).map((chunk) => ({ data: { emailIds: chunk } }));
}
