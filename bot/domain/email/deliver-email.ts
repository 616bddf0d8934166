/**
 * Delivers one recorded email: claims the row, renders and sends it through the configured
 * transport, and records the result. An email already sent is never sent again, so a retried job
 * or a second worker is harmless.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client.ts';
import { emails } from '../../db/schema/index.ts';
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
}

export interface TDeliverEmailDeps {
  db: TDatabase;
  mailer: TMailSender;
  /** host:pid of the delivering process. */
  workerId: string;
}

type TEmailRow = typeof emails.$inferSelect;

/** Sends one claimed email and records the result; throws (after recording) when sending fails. */
async function sendClaimedEmail(deps: TDeliverEmailDeps, email: TEmailRow): Promise<void> {
  try {
    const rendered = await deps.mailer.send({
      to: email.toAddress,
      template: email.template as TEmailTemplateName,
      variables: email.variables,
    });
    await deps.db
      .update(emails)
      .set({
        status: 'sent',
        transport: deps.mailer.transport,
        subject: rendered.subject,
        html: rendered.html,
        textBody: rendered.text,
        sentBy: deps.workerId,
        sentAt: new Date(),
        lastError: null,
      })
      .where(eq(emails.id, email.id));
  } catch (error) {
    await deps.db
      .update(emails)
      .set({ status: 'failed', lastError: error instanceof Error ? error.message : String(error) })
      .where(eq(emails.id, email.id));
    throw error;
  }
}

/** Sends the email with this id unless it was already sent; throws (for a retry) when sending fails. */
export async function deliverEmail(deps: TDeliverEmailDeps, emailId: string): Promise<'sent' | 'already-sent'> {
  const [claimed] = await deps.db
    .update(emails)
    .set({ status: 'sending', attempts: sql`${emails.attempts} + 1` })
    .where(and(eq(emails.id, emailId), ne(emails.status, 'sent')))
    .returning();
  if (!claimed) return 'already-sent';
  await sendClaimedEmail(deps, claimed);
  return 'sent';
}

/**
 * Sends a batch of recorded emails (a report run's prompts): claims the unsent ones with one
 * statement, sends them concurrently and records each result. Throws after recording when any
 * failed, so the job is retried and the retry claims only the emails still unsent.
 */
export async function deliverEmails(deps: TDeliverEmailDeps, emailIds: readonly string[]): Promise<number> {
  if (emailIds.length === 0) return 0;
  const claimed = await deps.db
    .update(emails)
    .set({ status: 'sending', attempts: sql`${emails.attempts} + 1` })
    .where(and(inArray(emails.id, [...emailIds]), ne(emails.status, 'sent')))
    .returning();
  const results = await Promise.allSettled(claimed.map((email) => sendClaimedEmail(deps, email)));
  const failures = results.flatMap((result) =>
    result.status === 'rejected'
      ? [result.reason instanceof Error ? result.reason.message : String(result.reason)]
      : [],
  );
  if (failures.length > 0) throw new Error(`${failures.length} of ${claimed.length} emails failed: ${failures[0]}`);
  return claimed.length;
}
