/**
 * Delivers one recorded email: claims the row, renders and sends it through the configured
 * transport, and records the result. An email already sent is never sent again, so a retried job
 * or a second worker is harmless.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client.ts';
import { emails } from '../../db/schema/index.ts';
import { textArray } from '../../db/sql-arrays.ts';
import type { TEmailTemplateName } from './email-templates.ts';

export interface TRenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** What the email adapter offers the domain: render a template and hand it to a transport. */
export interface TMailSender {
  readonly transport: 'smtp' | 'outbox';
  send(message: {
    to: string;
    template: TEmailTemplateName;
    variables: Record<string, unknown>;
  }): Promise<TRenderedEmail>;
  /** Lets go of open connections (server stop). */
  close?(): void;
}

export interface TDeliverEmailDeps {
  db: TDatabase;
  mailer: TMailSender;
  /** host:pid of the delivering process. */
  workerId: string;
}

type TEmailRow = Pick<typeof emails.$inferSelect, 'id' | 'toAddress' | 'template' | 'variables'>;

interface TSentEmail {
  id: string;
  rendered: TRenderedEmail;
}

/**
 * Renders and sends one claimed email; answers what was sent. The rendered bodies are kept only
 * for the outbox transport, where the table is the mailbox: with SMTP the template and variables
 * re-render the same email, and a large run would otherwise write megabytes of HTML per minute.
 */
async function sendClaimedEmail(deps: TDeliverEmailDeps, email: TEmailRow): Promise<TSentEmail> {
  const rendered = await deps.mailer.send({
    to: email.toAddress,
    template: email.template as TEmailTemplateName,
    variables: email.variables,
  });
  return { id: email.id, rendered };
}

/** Records sent emails with one statement, however many there are. */
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
      last_error = null
    from unnest(
      ${column((email) => email.id)}::uuid[],
      ${column((email) => email.rendered.subject)},
      ${column((email) => (keepBodies ? email.rendered.html : null))},
      ${column((email) => (keepBodies ? email.rendered.text : null))}
    ) as batch(id, subject, html, text_body)
    where ${emails.id} = batch.id`);
}

async function recordFailed(deps: TDeliverEmailDeps, id: string, error: unknown): Promise<string> {
  const message = error instanceof Error ? error.message : String(error);
  await deps.db.update(emails).set({ status: 'failed', lastError: message }).where(eq(emails.id, id));
  return message;
}

/** Sends the email with this id unless it was already sent; throws (for a retry) when sending fails. */
export async function deliverEmail(deps: TDeliverEmailDeps, emailId: string): Promise<'sent' | 'already-sent'> {
  const sent = await deliverEmails(deps, [emailId]);
  return sent === 0 ? 'already-sent' : 'sent';
}

/**
 * Sends a batch of recorded emails (a report run's prompts): claims the unsent ones with one
 * statement, sends them concurrently and records the successes with one more. Throws after
 * recording when any failed, so the job is retried and the retry claims only the emails still unsent.
 */
export async function deliverEmails(deps: TDeliverEmailDeps, emailIds: readonly string[]): Promise<number> {
  if (emailIds.length === 0) return 0;
  const claimed = await deps.db
    .update(emails)
    .set({ status: 'sending', attempts: sql`${emails.attempts} + 1` })
    .where(and(inArray(emails.id, [...emailIds]), ne(emails.status, 'sent')))
    .returning({ id: emails.id, toAddress: emails.toAddress, template: emails.template, variables: emails.variables });
  const results = await Promise.allSettled(claimed.map((email) => sendClaimedEmail(deps, email)));
  await recordSent(
    deps,
    results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])),
  );
  const failures: string[] = [];
  for (const [index, result] of results.entries()) {
    if (result.status === 'rejected') failures.push(await recordFailed(deps, claimed[index]!.id, result.reason));
  }
  if (failures.length > 0) throw new Error(`${failures.length} of ${claimed.length} emails failed: ${failures[0]}`);
  return claimed.length;
}
