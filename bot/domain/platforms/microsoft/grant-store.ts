/**
 * Delegated Graph grants at rest (microsoft_grants): one row per person and kind, the msal token
 * cache sealed with the secret box. Reading a token refreshes it through the identity client and
 * stores the refreshed cache back; a refusal marks the row 'reconnect' so the pages say so instead
 * of failing silently.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { TGraphSyncError } from '../../../../shared/microsoft-graph.ts';
import type { TDb } from '../../../db/client.ts';
import { microsoftGrants } from '../../../db/schema/index.ts';
import type { TSecretBox } from '../../secrets/secret-box.ts';
import type { TGrantKind } from './graph.ts';
import type { TGraphDeps } from './graph-deps.ts';
import type { TMicrosoftGrant, TMicrosoftPerson } from './microsoft-identity.ts';

export type TGrantRow = typeof microsoftGrants.$inferSelect;

/**
 * Stores (or replaces) a person's grant of a kind for an organisation; a new consent clears the
 * last error.
 */
export async function saveGrant(
  db: TDb,
  box: TSecretBox,
  input: { userId: string; accountId: string; kind: TGrantKind; person: TMicrosoftPerson; grant: TMicrosoftGrant },
): Promise<TGrantRow> {
  const values = {
    userId: input.userId,
    accountId: input.accountId,
    kind: input.kind,
    tenantId: input.person.tenantId.toLowerCase(),
    objectId: input.person.objectId.toLowerCase(),
    homeAccountId: input.grant.homeAccountId,
    sealedCache: box.seal(input.grant.cache),
    lastError: null,
    updatedAt: new Date(),
  };
  return db.transaction(async (tx) => {
    if (input.kind === 'calendar') {
      // Vacations belong to the person, not to an organisation: one calendar grant per person.
      await tx
        .delete(microsoftGrants)
        .where(
          and(
            eq(microsoftGrants.userId, input.userId),
            eq(microsoftGrants.kind, 'calendar'),
            ne(microsoftGrants.accountId, input.accountId),
          ),
        );
    }
    const [row] = await tx
      .insert(microsoftGrants)
      .values(values)
      .onConflictDoUpdate({
        target: [microsoftGrants.userId, microsoftGrants.accountId, microsoftGrants.kind],
        set: values,
      })
      .returning();
    return row!;
  });
}

/** A person's grant of a kind, or undefined. */
export async function findGrant(db: TDb, userId: string, kind: TGrantKind): Promise<TGrantRow | undefined> {
  const [row] = await db
    .select()
    .from(microsoftGrants)
    .where(and(eq(microsoftGrants.userId, userId), eq(microsoftGrants.kind, kind)));
  return row;
}

/** Records the outcome of a sync on the grant (success clears the error). */
export async function recordGrantSync(
  db: TDb,
  grantId: string,
  outcome: { ok: true; at: Date } | { ok: false; error: TGraphSyncError },
): Promise<void> {
  await db
    .update(microsoftGrants)
    .set(
      outcome.ok
        ? { syncedAt: outcome.at, lastError: null, updatedAt: new Date() }
        : { lastError: outcome.error, updatedAt: new Date() },
    )
    .where(eq(microsoftGrants.id, grantId));
}

/**
 * A Graph access token from a stored grant. The refreshed cache is stored back; a grant Microsoft
 * refuses (revoked, expired, or sealed under another SESSION_SECRET) is marked 'reconnect'.
 */
export async function grantAccessToken(
  deps: Pick<TGraphDeps, 'db' | 'box' | 'identity'>,
  row: TGrantRow,
  scopes: readonly string[],
): Promise<{ ok: true; token: string } | { ok: false; error: TGraphSyncError }> {
  const cache = deps.box.open(row.sealedCache);
  const refused = async (error: TGraphSyncError) => {
    await recordGrantSync(deps.db, row.id, { ok: false, error });
    return { ok: false as const, error };
  };
  if (cache === null) return refused('reconnect');
  const result = await deps.identity.accessToken({ cache, homeAccountId: row.homeAccountId }, scopes);
  if (!result.ok) return refused(result.failure === 'unavailable' ? 'unavailable' : 'reconnect');
  if (result.grant.cache !== cache) {
    await deps.db
      .update(microsoftGrants)
      .set({ sealedCache: deps.box.seal(result.grant.cache), updatedAt: new Date() })
      .where(eq(microsoftGrants.id, row.id));
  }
  return { ok: true, token: result.token };
}
