/**
 * The one writer of activity_items (part 3 §2.11): webhook receivers, Outlook sync and Rollcall's
 * own events (report settings changes, platform errors) all record through here, so every item is
 * validated and bounded the same way and a redelivered event (same delivery key) is stored once.
 */
import { type TActivityData, type TActivityVerb, ZActivityData } from '../../../shared/activity.ts';
import type { TDb } from '../../db/client.ts';
import { activityItems } from '../../db/schema/index.ts';

export interface TNewActivity {
  accountId: string;
  teamId: string;
  /** The member it is about, when known. */
  userId: string | null;
  /** The sender's name for the actor (shown when no member matched). */
  actorLabel: string | null;
  /** A webhook slug, asana, trello, outlook or rollcall (shared/activity.ts ACTIVITY_SOURCES). */
  source: string;
  verb: TActivityVerb;
  occurredAt: Date;
  data: TActivityData;
  /** The sender's delivery id or a digest of the event; null never deduplicates. */
  deliveryKey: string | null;
}

/** Stores one item; false when an item with the same delivery key was already stored. */
export async function recordActivity(db: TDb, item: TNewActivity): Promise<boolean> {
  const data = ZActivityData.parse(item.data);
  const rows = await db
    .insert(activityItems)
    .values({
      accountId: item.accountId,
      teamId: item.teamId,
      userId: item.userId,
      actorLabel: item.actorLabel?.slice(0, 200) ?? null,
      source: item.source,
      verb: item.verb,
      occurredAt: item.occurredAt,
      data,
      deliveryKey: item.deliveryKey?.slice(0, 300) ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: activityItems.id });
  return rows.length > 0;
}
