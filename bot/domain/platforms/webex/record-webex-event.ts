/**
 * Webex retries a delivery it thinks failed, and the same event can arrive twice: each delivery is
 * applied once. Its key is claimed before it is handled and marked applied after; a second
 * delivery of an applied event is acknowledged without effect, one arriving while an attempt runs
 * is told to come back later (the attempt may still fail), and a claim older than
 * WEBEX_EVENT_LEASE_MS that was never applied (its process died) is taken over by the retry. A
 * handler that fails gives the claim back. Rows older than WEBEX_EVENT_KEEP_DAYS are purged.
 */
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { webexEvents } from '../../../db/schema/index.ts';

/** How long a delivery's claim is kept (Webex retries within minutes). */
export const WEBEX_EVENT_KEEP_DAYS = 7;

/** How long an attempt may run before a retry takes its claim over (its process is taken for dead). */
export const WEBEX_EVENT_LEASE_MS = 2 * 60 * 1000;

/**
 * The key of a delivery: the same for every retry of one event. A membership's id is the same for
 * every join of one person to one space, so its `created` (the join's time, carried by the
 * 'deleted' event that ends it too) makes a rejoin, or a second leave, an event of its own.
 */
export function webexEventKey(event: {
  resource: string;
  event: string;
  data: { id: string; created?: string | undefined };
}): string {
  const base = `${event.resource}:${event.event}:${event.data.id}`;
  return event.resource === 'memberships' && event.data.created ? `${base}:${event.data.created}` : base;
}

/** What a claim found: ours to handle, applied before, or an attempt still running. */
export type TWebexEventClaim = 'claimed' | 'duplicate' | 'in_progress';

/** Claims a delivery to handle it now, unless it was applied or another attempt holds a live lease. */
export async function claimWebexEvent(db: TDb, key: string, now: Date): Promise<TWebexEventClaim> {
  const inserted = await db
    .insert(webexEvents)
    .values({ key, receivedAt: now, claimedAt: now })
    .onConflictDoNothing()
    .returning({ key: webexEvents.key });
  if (inserted.length > 0) return 'claimed';
  const [held] = await db
    .select({ claimedAt: webexEvents.claimedAt, appliedAt: webexEvents.appliedAt })
    .from(webexEvents)
    .where(eq(webexEvents.key, key));
  // Given back by a failed attempt between the insert and the read: Webex's next try claims it.
  if (!held) return 'in_progress';
  if (held.appliedAt) return 'duplicate';
  if (now.getTime() - held.claimedAt.getTime() < WEBEX_EVENT_LEASE_MS) return 'in_progress';
  // Only the retry that still sees the dead attempt's claim time takes it over.
  const taken = await db
    .update(webexEvents)
    .set({ claimedAt: now })
    .where(and(eq(webexEvents.key, key), isNull(webexEvents.appliedAt), eq(webexEvents.claimedAt, held.claimedAt)))
    .returning({ key: webexEvents.key });
  return taken.length > 0 ? 'claimed' : 'in_progress';
}

/** Marks a claimed delivery applied: later deliveries of it are duplicates. */
export async function markWebexEventApplied(db: TDb, key: string, now: Date): Promise<void> {
  await db.update(webexEvents).set({ appliedAt: now }).where(eq(webexEvents.key, key));
}

/** Gives a failed delivery's claim back so a retry can apply it (only the claim this attempt holds). */
export async function releaseWebexEvent(db: TDb, key: string, claimedAt: Date): Promise<void> {
  await db
    .delete(webexEvents)
    .where(and(eq(webexEvents.key, key), isNull(webexEvents.appliedAt), eq(webexEvents.claimedAt, claimedAt)));
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
