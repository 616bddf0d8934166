/** The viewer's own API tokens, newest first (revoked ones leave the list), for the settings page. */
import { and, desc, eq, isNull } from 'drizzle-orm';
import { PUBLIC_API, type TApiTokensContext } from '../../../shared/public-api.ts';
import type { TDb } from '../../db/client.ts';
import { apiTokens } from '../../db/schema/index.ts';
import { viewerHasFlag } from '../accounts/feature-flags.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { PUBLIC_API_FLAG, presentApiToken } from './api-token-rows.ts';

/** The page's context. Why: the owner sees what each token is, when it was used, and when it ends. */
export async function listApiTokens(
  db: TDb,
  viewer: TViewer,
  options: { now: Date; publicUrl: string },
): Promise<TApiTokensContext> {
  const rows = await db
    .select()
    .from(apiTokens)
    .where(
      and(
        eq(apiTokens.userId, viewer.user.id),
        eq(apiTokens.accountId, viewer.account.id),
        isNull(apiTokens.revokedAt),
      ),
    )
    .orderBy(desc(apiTokens.createdAt));
  const baseUrl = options.publicUrl.replace(/\/+$/, '');
  return {
    tokens: rows.map((row) => presentApiToken(row, options.now)),
    max_active: PUBLIC_API.activeTokensPerPerson,
    locked: viewerHasFlag(viewer, PUBLIC_API_FLAG),
    base_url: `${baseUrl}${PUBLIC_API.basePath}`,
    openapi_url: `${baseUrl}${PUBLIC_API.openApiPath}`,
  };
}
