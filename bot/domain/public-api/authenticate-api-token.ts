/**
 * Who a public API call is: the `Authorization: Bearer <token>` header resolved to the token's
 * owner as a viewer (their current role, teams and plan, read afresh on every call), or a refusal
 * that says what is wrong: no token, a malformed header, an unknown, revoked or expired token, an
 * owner who left the organisation. The plan lock comes after, so a locked plan is told so.
 */
import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.ts';
import { PUBLIC_API, PUBLIC_API_MESSAGES } from '../../../shared/public-api.ts';
import type { TDb } from '../../db/client.ts';
import { apiTokens } from '../../db/schema/index.ts';
import { viewerHasFlag } from '../accounts/feature-flags.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { viewerOfMember } from '../accounts/viewer-of-member.ts';
import { hashApiToken, looksLikeApiToken } from './api-token.ts';
import { PUBLIC_API_FLAG, type TApiTokenRow } from './api-token-rows.ts';

export interface TApiCaller {
  viewer: TViewer;
  token: TApiTokenRow;
}

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/** Why: every public route must act as the token's owner, with exactly the owner's rights. */
export async function authenticateApiToken(db: TDb, header: string | undefined, now: Date): Promise<TApiCaller> {
  if (header === undefined || header.trim() === '') {
    throw new AppError('UNAUTHENTICATED', PUBLIC_API_MESSAGES.missingToken);
  }
  const match = BEARER.exec(header);
  if (!match) throw new AppError('UNAUTHENTICATED', PUBLIC_API_MESSAGES.malformedHeader);
  const presented = match[1]!;
  if (!looksLikeApiToken(presented)) throw new AppError('UNAUTHENTICATED', PUBLIC_API_MESSAGES.unknownToken);
  const [token] = await db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.tokenHash, hashApiToken(presented)))
    .limit(1);
  if (!token) throw new AppError('UNAUTHENTICATED', PUBLIC_API_MESSAGES.unknownToken);
  if (token.revokedAt) throw new AppError('UNAUTHENTICATED', PUBLIC_API_MESSAGES.revokedToken);
  if (token.expiresAt && token.expiresAt <= now)
    throw new AppError('UNAUTHENTICATED', PUBLIC_API_MESSAGES.expiredToken);
  const viewer = await viewerOfMember(db, token.accountId, token.userId);
  if (!viewer) throw new AppError('UNAUTHENTICATED', PUBLIC_API_MESSAGES.ownerGone);
  if (viewerHasFlag(viewer, PUBLIC_API_FLAG)) throw new AppError('FEATURE_LOCKED', PUBLIC_API_MESSAGES.locked);
  if (!token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() >= PUBLIC_API.lastUsedEveryMs) {
    await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, token.id));
  }
  return { viewer, token };
}
