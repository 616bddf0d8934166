/**
 * Deletes an endpoint with its deliveries (cascade): a delivery job still queued for it finds no
 * row and sends nothing.
 */
import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { outgoingWebhooks } from '../../db/schema/index.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { findTeamWebhook } from './webhook-access.ts';

/** Deletes the endpoint of the viewer's current team. */
export async function deleteTeamWebhook(db: TDb, viewer: TViewer, id: string): Promise<void> {
  const row = await findTeamWebhook(db, viewer, id);
  await db.delete(outgoingWebhooks).where(eq(outgoingWebhooks.id, row.id));
}
