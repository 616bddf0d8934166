/**
 * Waits until every check-in of a report run has a delivery result (a platform answer code), the
 * end condition of the chat delivery benches (Teams, Slack): polls the database every 250 ms until
 * `members` are done, the deadline passes or the bench is stopped. Answers how many were done.
 */
import { eq } from 'drizzle-orm';
import type { TDb } from '../../bot/db/client.ts';
import { checkins } from '../../bot/db/schema/index.ts';

/** The count of check-ins of `reportId` with a delivery result when all are in or time is up. */
export async function waitForDeliveries(
  db: TDb,
  options: { reportId: string; members: number; deadline: number; signal: AbortSignal },
): Promise<number> {
  let done = 0;
  while (Date.now() < options.deadline && !options.signal.aborted) {
    const rows = await db
      .select({ code: checkins.msgStatusCode })
      .from(checkins)
      .where(eq(checkins.reportId, options.reportId));
    done = rows.filter((row) => row.code !== null).length;
    if (done >= options.members) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return done;
}
