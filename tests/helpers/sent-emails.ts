/**
 * Reads the emails Rollcall recorded (queued or sent) and pulls links out of their variables,
 * as a person would click them in their inbox.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { TDb } from '../../bot/db/client.ts';
import { emails } from '../../bot/db/schema/index.ts';
import type { TEmailTemplateName } from '../../bot/domain/email/email-templates.ts';

/** The newest email of a template to an address, or undefined. */
export async function lastEmail(db: TDb, to: string, template: TEmailTemplateName) {
  const [email] = await db
    .select()
    .from(emails)
    .where(and(eq(emails.toAddress, to), eq(emails.template, template)))
    .orderBy(desc(emails.createdAt))
    .limit(1);
  return email;
}

/** The path of a link variable of the newest such email (e.g. verifyUrl -> /accounts/verify-email/x/). */
export async function linkFromEmail(
  db: TDb,
  to: string,
  template: TEmailTemplateName,
  variable: string,
): Promise<string> {
  const email = await lastEmail(db, to, template);
  const url = email?.variables[variable];
  if (typeof url !== 'string') throw new Error(`no ${template} email with ${variable} to ${to}`);
  return new URL(url).pathname;
}
