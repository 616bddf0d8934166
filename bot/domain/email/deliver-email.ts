/**
 * Delivers recorded emails: claims the rows under a short, renewed lease (bot/domain/delivery),
 * renders and sends each through the configured transport, and records each one sent as soon as
 * the server accepted it, before the server may take the next message on that connection (a few
 * of them share one statement, delivery/group-writer.ts). So a worker that dies
 * mid-batch leaves at most one unrecorded message per connection (the ones it had in flight),
 * and its claims run out within seconds for another worker to finish. An email recorded sent is
 * never sent again, and no two live workers hold the same email.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client.ts';
import { emails } from '../../db/schema/index.ts';
import { resultRows, textArray } from '../../db/sql-arrays.ts';
import { claimClock, DeliveryClaimLostError, holdClaims, leaseEnd } from '../delivery/claim-lease.ts';
import { createGroupWriter, type TGroupWriter } from '../delivery/group-writer.ts';
import { renewClaims } from '../delivery/requeue-expired-claims.ts';
import type { TJobQueue } from '../jobs.ts';
import { attachmentsOf, type TEmailAttachment } from './email-attachments.ts';
import type { TEmailTemplateName } from './email-templates.ts';
import { emailUndelivered } from './email-undelivered.ts';
import { EmailWithdrawnError } from './email-withdrawn-error.ts';

export interface TRenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** What the delivery asks of the transport around each message. */
export interface TEmailSendHooks {
  /** Called just before the message goes on the wire; throws when it must not go (claim lost). */
  beforeSend(): void;
  /** Called once the server accepted the message; the server takes no other message on that connection until it settles. */
  accepted(rendered: TRenderedEmail): Promise<void>;
}

/** What the email adapter offers the domain: render a template and hand it to a transport. */
export interface TMailSender {
  readonly transport: 'smtp' | 'outbox';
  send(
    message: {
      to: string;
      template: TEmailTemplateName;
      variables: Record<string, unknown>;
      /** Files the template declares (email-attachments.ts); the outbox reads them back itself. */
      attachments?: readonly TEmailAttachment[];
    },
    hooks?: TEmailSendHooks,
  ): Promise<TRenderedEmail>;
  /** Lets go of open connections (server stop). */
  close?(): void;
}

export interface TDeliverEmailDeps {
  db: TDatabase;
  mailer: TMailSender;
  /** host:pid of the delivering process. */
  workerId: string;
  /** To queue the emails that tell of one given up on (email-undelivered.ts); absent: only recorded. */
  jobs?: TJobQueue;
}

export interface TDeliverEmailOptions {
  /** The job will not be retried after this try: an email that fails now is given up on. */
  finalAttempt?: boolean;
}

type TEmailRow = Pick<typeof emails.$inferSelect, 'id' | 'toAddress' | 'template' | 'variables'>;

interface TSentEmail {
  id: string;
  rendered: TRenderedEmail;
}

/** One group writer per set of deps (the job handler's), so concurrent jobs share statements. */
const sentWriters = new WeakMap<TDeliverEmailDeps, TGroupWriter<TSentEmail>>();

function sentWriterOf(deps: TDeliverEmailDeps): TGroupWriter<TSentEmail> {
  let writer = sentWriters.get(deps);
  if (!writer) {
    writer = createGroupWriter((sent) => recordSent(deps, sent));
    sentWriters.set(deps, writer);
  }
  return writer;
}

/**
 * Records sent emails with one statement, however many there are. The rendered bodies are kept
 * only for the outbox transport, where the table is the mailbox: with SMTP the template and
 * variables re-render the same email, and a large run would otherwise write megabytes of HTML.
 */
async function recordSent(deps: TDeliverEmailDeps, sent: readonly TSentEmail[]): Promise<void> {
  if (sent.length === 0) return;
  const keepBodies = deps.mailer.transport === 'outbox';
  const column = (pick: (email: TSentEmail) => string | null) => textArray(sent.map(pick));
  await deps.db.execute(sql`
    update ${emails} set
      status = 'sent',
      transport = ${deps.mailer.transport},
      subject = batch.subject,
      html = batch.html,
      text_body = batch.text_body,
      sent_by = ${deps.workerId},
      sent_at = now(),
      last_error = null,
      claim_token = null,
      claimed_until = null
    from unnest(
      ${column((email) => email.id)}::uuid[],
      ${column((email) => email.rendered.subject)},
      ${column((email) => (keepBodies ? email.rendered.html : null))},
      ${column((email) => (keepBodies ? email.rendered.text : null))}
    ) as batch(id, subject, html, text_body)
    where ${emails.id} = batch.id`);
}

/** Records a failure and lets go of the claim, so the job's retry can claim the email again. */
async function recordFailed(deps: TDeliverEmailDeps, id: string, token: string, error: unknown): Promise<string> {
  const message = error instanceof Error ? error.message : String(error);
  await deps.db
    .update(emails)
    .set({ status: 'failed', lastError: message, claimToken: null, claimedUntil: null })
    .where(and(eq(emails.id, id), eq(emails.claimToken, token), eq(emails.status, 'sending')));
  return message;
}

/** Tells of an email given up on; a failure to tell is logged by the job's own failure, not thrown over it. */
async function giveUp(deps: TDeliverEmailDeps, email: TEmailRow, error: string): Promise<void> {
  try {
    await emailUndelivered({ db: deps.db, jobs: deps.jobs }, email.template as TEmailTemplateName, {
      id: email.id,
      toAddress: email.toAddress,
      variables: email.variables,
      error,
    });
  } catch {
    // The email stays recorded failed with its own error; the job fails below and says so.
  }
}

/** Sends the email with this id unless it was already sent (or another live worker has it); throws for a retry when sending fails. */
export async function deliverEmail(
  deps: TDeliverEmailDeps,
  emailId: string,
  options: TDeliverEmailOptions = {},
): Promise<'sent' | 'already-sent'> {
  const sent = await deliverEmails(deps, [emailId], options);
  return sent === 0 ? 'already-sent' : 'sent';
}

/**
 * Sends a batch of recorded emails (a report run's prompts): claims the unsent, unclaimed ones
 * with one statement, sends them concurrently and records each as the server accepts it. Throws
 * after recording when any failed, so the job is retried and the retry claims only the emails
 * still unsent. Answers how many this call claimed. An email withdrawn at delivery
 * (EmailWithdrawnError) is recorded failed and is no reason to retry; on the final attempt, each
 * email that failed is given up on (email-undelivered.ts).
 */
export async function deliverEmails(
  deps: TDeliverEmailDeps,
  emailIds: readonly string[],
  options: TDeliverEmailOptions = {},
): Promise<number> {
  if (emailIds.length === 0) return 0;
  const token = randomUUID();
  const claimedAt = claimClock();
  // One uuid[] parameter and plain rows back: this runs for every 25 emails of a fan-out.
  const claimed = resultRows<TEmailRow>(
    await deps.db.execute(sql`
      update ${emails} set status = 'sending', attempts = attempts + 1, claim_token = ${token},
        claimed_until = ${leaseEnd()}
      where id = any(${textArray(emailIds)}::uuid[]) and status <> 'sent'
        and (claimed_until is null or claimed_until < now())
      returning id, to_address as "toAddress", template, variables`),
  );
  if (claimed.length === 0) return 0;
  const lease = holdClaims({
    ids: claimed.map((email) => email.id),
    claimedAt,
    renew: () => renewClaims(deps.db, emails, token),
  });
  const writer = sentWriterOf(deps);
  try {
    const results = await Promise.allSettled(
      claimed.map(async (email) => {
        const template = email.template as TEmailTemplateName;
        // Read at each try: a file that is gone fails this email (and only this one) for a retry.
        const attachments = await attachmentsOf(deps.db, template, email.variables);
        return deps.mailer.send(
          { to: email.toAddress, template, variables: email.variables, attachments },
          {
            beforeSend: () => lease.assertHeld(email.id),
            accepted: (rendered) => writer.add({ id: email.id, rendered }),
          },
        );
      }),
    );
    const failures: string[] = [];
    for (const [index, result] of results.entries()) {
      // A lost claim is not a failure: the email is another worker's now (or will be, once recovered).
      if (result.status === 'fulfilled' || result.reason instanceof DeliveryClaimLostError) continue;
      const email = claimed[index]!;
      const error = await recordFailed(deps, email.id, token, result.reason);
      if (result.reason instanceof EmailWithdrawnError) continue;
      failures.push(error);
      if (options.finalAttempt) await giveUp(deps, email, error);
    }
    if (failures.length > 0) throw new Error(`${failures.length} of ${claimed.length} emails failed: ${failures[0]}`);
    return claimed.length;
  } finally {
    lease.stop();
  }
}
