/**
 * Makes a personal API token for the viewer (any role: the token never does more than its owner),
 * at most PUBLIC_API.activeTokensPerPerson active at once, refused while the plan locks the API.
 */
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.ts';
import {
  PUBLIC_API,
  PUBLIC_API_MESSAGES,
  type TApiToken,
  type TCreateApiTokenRequest,
} from '../../../shared/public-api.ts';
import type { TDatabase } from '../../db/client.ts';
import { apiTokens, memberships } from '../../db/schema/index.ts';
import { viewerHasFlag } from '../accounts/feature-flags.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { newApiToken } from './api-token.ts';
import { activeTokenCondition, PUBLIC_API_FLAG, presentApiToken } from './api-token-rows.ts';

const DAY_MS = 24 * 3600_000;

/** Creates the token; answers it (shown once) with its list entry. */
export async function createApiToken(
  deps: { db: TDatabase; now: () => Date },
  viewer: TViewer,
  request: TCreateApiTokenRequest,
): Promise<{ token: string; apiToken: TApiToken }> {
  if (viewerHasFlag(viewer, PUBLIC_API_FLAG)) throw new AppError('FEATURE_LOCKED', PUBLIC_API_MESSAGES.locked);
  const now = deps.now();
  const { token, hash, prefix } = newApiToken();
  const row = await deps.db.transaction(async (tx) => {
    // The membership row's lock makes the count and the insert one step: two tabs cannot pass the limit together.
    await tx
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.accountId, viewer.account.id), eq(memberships.userId, viewer.user.id)))
      .for('update');
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(apiTokens)
      .where(
        and(
          eq(apiTokens.userId, viewer.user.id),
          eq(apiTokens.accountId, viewer.account.id),
          activeTokenCondition(now),
        ),
      );
    if ((count?.n ?? 0) >= PUBLIC_API.activeTokensPerPerson) {
      throw new AppError('CONFLICT', PUBLIC_API_MESSAGES.tooMany);
    }
    const [inserted] = await tx
      .insert(apiTokens)
      .values({
        accountId: viewer.account.id,
        userId: viewer.user.id,
        name: request.name,
        tokenHash: hash,
        prefix,
        scopes: request.scopes,
        expiresAt:
          request.expires_in_days === 'never'
            ? null
            : new Date(now.getTime() + Number(request.expires_in_days) * DAY_MS),
        createdAt: now,
      })
      .returning();
    return inserted!;
  });
  return { token, apiToken: presentApiToken(row, now) };
}
