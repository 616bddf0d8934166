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

/** Half of a surrogate pair with no other half: JSON can carry it, PostgreSQL's jsonb refuses it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The value with every string (keys too) well-formed: lone surrogates become U+FFFD, NULs go. */
export function storableJson(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(LONE_SURROGATE, '\ufffd').replaceAll('\u0000', '');
  if (Array.isArray(value)) return value.map(storableJson);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [storableJson(key), storableJson(inner)]));
  return value;
}

/** Stores one item; false when an item with the same delivery key was already stored. */
export async function recordActivity(db: TDb, item: TNewActivity): Promise<boolean> {
  // A sender's text is what it is: an unpaired surrogate is stored as U+FFFD rather than refused.
  const data = ZActivityData.parse(storableJson(item.data));
  const rows = await db
    .insert(activityItems)
    .values({
      accountId: item.accountId,
      teamId: item.teamId,
      userId: item.userId,
      actorLabel: item.actorLabel ? (storableJson(item.actorLabel.slice(0, 200)) as string) : null,
      source: item.source,
      verb: item.verb,
      occurredAt: item.occurredAt,
      data,
      deliveryKey: item.deliveryKey ? (storableJson(item.deliveryKey.slice(0, 300)) as string) : null,
    })
    .onConflictDoNothing()
    .returning({ id: activityItems.id });
  return rows.length > 0;
}
