/**
 * The outbox record of a Webex message a member pressed a button on: Webex cannot edit a card, so
 * the answer to the press replaces that message (the sender posts the new one and deletes it), and
 * the outbox finds the message to delete through the record's idempotency key (updateOfKey).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { chatMessages } from '../../../db/schema/index.ts';
import { WEBEX_CHANNEL } from './webex-address.ts';

/** The idempotency key of the sent message of this check-in with this Webex message id, or null. */
export async function findWebexMessageKey(db: TDb, checkinId: string, messageId: string): Promise<string | null> {
  const [row] = await db
    .select({ key: chatMessages.idempotencyKey })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.checkinId, checkinId),
        eq(chatMessages.platform, WEBEX_CHANNEL),
        eq(chatMessages.status, 'sent'),
        sql`${chatMessages.reference} ->> 'messageId' = ${messageId}`,
      ),
    )
    .limit(1);
  return row?.key ?? null;
}
