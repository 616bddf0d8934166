/**
 * Revokes one of the viewer's API tokens: the row stays (revoked_at) so a call with it is told it
 * was revoked, not that it never existed. Allowed whatever the plan: locking never keeps a token alive.
 */
import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { apiTokens } from '../../db/schema/index.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { findOwnApiToken } from './api-token-rows.ts';

/** Revokes the token. Why: a leaked or unused token must stop working at once. */
export async function revokeApiToken(db: TDb, viewer: TViewer, id: string, now: Date): Promise<void> {
  const row = await findOwnApiToken(db, viewer, id);
  await db.update(apiTokens).set({ revokedAt: now }).where(eq(apiTokens.id, row.id));
}
