/** The marketplace subscription Rollcall recorded (marketplace_subscriptions), read by id. */
import { eq } from 'drizzle-orm';
import { marketplaceSubscriptions } from '../../../db/schema/index.ts';
import type { TMarketplaceDeps } from './marketplace-deps.ts';

export type TRecordedMarketplaceSubscription = typeof marketplaceSubscriptions.$inferSelect;

/** The recorded subscription, when there is one. */
export async function recordedMarketplaceSubscription(
  deps: Pick<TMarketplaceDeps, 'db'>,
  id: string,
): Promise<TRecordedMarketplaceSubscription | undefined> {
  const [row] = await deps.db.select().from(marketplaceSubscriptions).where(eq(marketplaceSubscriptions.id, id));
  return row;
}
