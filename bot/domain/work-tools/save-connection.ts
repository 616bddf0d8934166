/**
 * Stores a person's connection to a tool after it was authorised (OAuth callback or Clubhouse key):
 * tokens sealed, one row per person and tool (a new connection replaces the old one).
 */
import { sql } from 'drizzle-orm';
import type { TPersonalTool } from '../../../shared/work-tools.ts';
import { serviceConnections } from '../../db/schema/index.ts';
import type { TToolIdentity, TToolTokens } from './tool-provider.ts';
import type { TWorkToolsDeps } from './work-tools-deps.ts';

/** Inserts or replaces the viewer's connection to `service`. */
export async function saveConnection(
  deps: Pick<TWorkToolsDeps, 'db' | 'box' | 'now'>,
  owner: { accountId: string; userId: string },
  service: TPersonalTool,
  tokens: TToolTokens,
  identity: TToolIdentity,
): Promise<void> {
  const values = {
    accountId: owner.accountId,
    accessToken: deps.box.seal(tokens.accessToken),
    refreshToken: tokens.refreshToken ? deps.box.seal(tokens.refreshToken) : null,
    expiresAt: tokens.expiresAt,
    externalId: identity.externalId,
    externalName: identity.externalName,
    meta: identity.meta,
    updatedAt: deps.now(),
  };
  await deps.db
    .insert(serviceConnections)
    .values({ userId: owner.userId, service, ...values, createdAt: deps.now() })
    .onConflictDoUpdate({
      target: [serviceConnections.userId, serviceConnections.service],
      set: { ...values, createdAt: sql`excluded.created_at` },
    });
}
