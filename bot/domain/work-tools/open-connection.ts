/**
 * A person's stored connection to a tool, opened for a data or search call: the sealed tokens are
 * opened, and an access token about to expire is refreshed first (under a row lock, so two panels
 * polling at once do not both spend a rotating refresh token) and the new tokens saved. A refresh
 * the tool refuses deletes nothing: the connection is marked as needing a reconnect.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { TPersonalTool } from '../../../shared/work-tools.ts';
import { serviceConnections } from '../../db/schema/index.ts';
import { type TOpenConnection, ToolAuthError, type TToolProvider } from './tool-provider.ts';
import type { TWorkToolsDeps } from './work-tools-deps.ts';

/** Refresh this long before the tool's expiry, so a call does not race the clock. */
const REFRESH_MARGIN_MS = 60_000;

type TConnectionRow = typeof serviceConnections.$inferSelect;

/** Whether a stored connection was marked as needing the person to connect again. */
export function needsReconnect(meta: Record<string, unknown>): boolean {
  return meta.needs_reconnect === true;
}

/** The owner's connection to `service`, opened and fresh; null when there is none; ToolAuthError when it needs a reconnect. */
export async function openConnection(
  deps: Pick<TWorkToolsDeps, 'db' | 'env' | 'box' | 'now'>,
  owner: { accountId: string; userId: string },
  service: TPersonalTool,
  provider: TToolProvider,
): Promise<TOpenConnection | null> {
  const where = and(
    eq(serviceConnections.userId, owner.userId),
    eq(serviceConnections.accountId, owner.accountId),
    eq(serviceConnections.service, service),
  );
  const [row] = await deps.db.select().from(serviceConnections).where(where).limit(1);
  if (!row) return null;
  if (!isStale(row, deps.now())) return opened(deps, row);
  if (!provider.refresh || !row.refreshToken) {
    await markNeedsReconnect(deps, row.id);
    throw new ToolAuthError('The token expired and cannot be refreshed.');
  }
  const fresh = await deps.db
    .transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(serviceConnections)
        .where(eq(serviceConnections.id, row.id))
        .for('update');
      if (!locked) return null;
      if (!isStale(locked, deps.now())) return locked;
      const refreshToken = locked.refreshToken ? deps.box.open(locked.refreshToken) : null;
      if (!refreshToken) throw new ToolAuthError('The stored refresh token does not open.');
      const tokens = await provider.refresh!(deps.env, refreshToken);
      const [saved] = await tx
        .update(serviceConnections)
        .set({
          accessToken: deps.box.seal(tokens.accessToken),
          refreshToken: tokens.refreshToken ? deps.box.seal(tokens.refreshToken) : locked.refreshToken,
          expiresAt: tokens.expiresAt,
          updatedAt: deps.now(),
        })
        .where(eq(serviceConnections.id, locked.id))
        .returning();
      return saved ?? null;
    })
    .catch(async (error: unknown) => {
      if (error instanceof ToolAuthError) await markNeedsReconnect(deps, row.id);
      throw error;
    });
  return fresh ? opened(deps, fresh) : null;
}

function isStale(row: TConnectionRow, now: Date): boolean {
  if (needsReconnect(row.meta)) throw new ToolAuthError('The connection needs a reconnect.');
  return row.expiresAt !== null && row.expiresAt.getTime() - REFRESH_MARGIN_MS <= now.getTime();
}

function opened(deps: Pick<TWorkToolsDeps, 'box'>, row: TConnectionRow): TOpenConnection {
  const accessToken = deps.box.open(row.accessToken);
  // Sealed under another SESSION_SECRET: only a new connection helps.
  if (accessToken === null) throw new ToolAuthError('The stored token does not open.');
  return {
    accessToken,
    refreshToken: row.refreshToken ? deps.box.open(row.refreshToken) : null,
    expiresAt: row.expiresAt,
    externalId: row.externalId,
    externalName: row.externalName,
    meta: row.meta,
  };
}

async function markNeedsReconnect(deps: Pick<TWorkToolsDeps, 'db' | 'now'>, id: string): Promise<void> {
  await deps.db
    .update(serviceConnections)
    .set({ meta: sql`${serviceConnections.meta} || '{"needs_reconnect": true}'::jsonb`, updatedAt: deps.now() })
    .where(eq(serviceConnections.id, id));
}
