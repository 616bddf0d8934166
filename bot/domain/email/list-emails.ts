/** Reads recorded emails, newest first: the development outbox and tests read them. */
import { desc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { emails } from '../../db/schema/index.ts';

export type TEmailRecord = typeof emails.$inferSelect;

/** The latest emails, newest first. */
export async function listEmails(db: TDb, options: { limit?: number } = {}): Promise<TEmailRecord[]> {
  return db
    .select()
    .from(emails)
    .orderBy(desc(emails.createdAt))
    .limit(options.limit ?? 100);
}

/** One email by id, or undefined. */
export async function findEmail(db: TDb, id: string): Promise<TEmailRecord | undefined> {
  const [row] = await db.select().from(emails).where(eq(emails.id, id));
  return row;
}
