/**
 * What the token use cases share: the plan flag that locks the public API, an owner's token by id
 * (another person's reads as not found), what counts as active, and the list's presentation.
 */
import { and, eq, gt, isNull, or, type SQL } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.ts';
import { PUBLIC_API_MESSAGES, type TApiToken, type TApiTokenScope } from '../../../shared/public-api.ts';
import type { TDb } from '../../db/client.ts';
import { apiTokens } from '../../db/schema/index.ts';
import type { TViewer } from '../accounts/viewer.ts';

/**
 * The plan flag that locks the public API: the same automation door as outgoing webhooks (Zapier's
 * flag), so a plan either lets other systems in or does not (README Decisions).
 */
export const PUBLIC_API_FLAG = 'LIMIT_ZAPIER' as const;

export type TApiTokenRow = typeof apiTokens.$inferSelect;

/** A token neither revoked nor expired at `now`. Why: the per-person limit counts only these. */
export function activeTokenCondition(now: Date): SQL {
  return and(isNull(apiTokens.revokedAt), or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now)))!;
}

/** The viewer's own token by id in their account; NOT_FOUND for anyone else's or a revoked one. */
export async function findOwnApiToken(db: TDb, viewer: TViewer, id: string): Promise<TApiTokenRow> {
  const [row] = await db
    .select()
    .from(apiTokens)
    .where(
      and(
        eq(apiTokens.id, id),
        eq(apiTokens.userId, viewer.user.id),
        eq(apiTokens.accountId, viewer.account.id),
        isNull(apiTokens.revokedAt),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', PUBLIC_API_MESSAGES.tokenNotFound);
  return row;
}

/** A token as its owner's list shows it. Why: the hash never leaves the server. */
export function presentApiToken(row: TApiTokenRow, now: Date): TApiToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes as TApiTokenScope[],
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    status: row.expiresAt && row.expiresAt <= now ? 'expired' : 'active',
  };
}
