/**
 * Webex retries a delivery it thinks failed, and the same event can arrive twice: each delivery is
 * applied once. Its key (`{resource}:{event}:{data.id}`) is claimed before it is handled; a second
 * delivery finds the claim and is acknowledged without effect. A handler that fails gives the claim
 * back, so Webex's next try can apply it. Claims older than WEBEX_EVENT_KEEP_DAYS are purged.
 */
import { eq, lt } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { webexEvents } from '../../../db/schema/index.ts';

/** How long a delivery's claim is kept (Webex retries within minutes). */
export const WEBEX_EVENT_KEEP_DAYS = 7;

/** The key of a delivery: the same for every retry of one event. */
export function webexEventKey(event: { resource: string; event: string; data: { id: string } }): string {
  return `${event.resource}:${event.event}:${event.data.id}`;
}

/** Claims a delivery; false when it was applied (or is being applied) already. */
export async function claimWebexEvent(db: TDb, key: string, now: Date): Promise<boolean> {
  const claimed = await db
    .insert(webexEvents)
    .values({ key, receivedAt: now })
    .onConflictDoNothing()
    .returning({ key: webexEvents.key });
  return claimed.length > 0;
}

/** Gives a failed delivery's claim back so a retry can apply it. */
export async function releaseWebexEvent(db: TDb, key: string): Promise<void> {
  await db.delete(webexEvents).where(eq(webexEvents.key, key));
}

/** Drops claims older than WEBEX_EVENT_KEEP_DAYS; answers how many. */
export async function purgeWebexEvents(db: TDb, now: Date): Promise<number> {
  const before = new Date(now.getTime() - WEBEX_EVENT_KEEP_DAYS * 24 * 60 * 60 * 1000);
  const dropped = await db
    .delete(webexEvents)
    .where(lt(webexEvents.receivedAt, before))
    .returning({ key: webexEvents.key });
  return dropped.length;
}
