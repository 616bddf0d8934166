/** GET /api/public/v1/me: who the token acts as, and the token itself (never its secret part). */
import type { TApiTokenScope, TPublicMe } from '../../../shared/public-api.ts';
import { ACCOUNT_TYPE_LABEL } from '../../../shared/roles.ts';
import { displayName } from '../accounts/find-user.ts';
import type { TApiCaller } from './authenticate-api-token.ts';

/** Why: a client checks which person, organisation and scopes its token carries before it acts. */
export function getApiMe({ viewer, token }: TApiCaller): TPublicMe {
  return {
    user: {
      id: viewer.user.slug,
      name: displayName(viewer.user),
      email: viewer.user.email,
      time_zone: viewer.user.timeZone,
    },
    account: { id: viewer.account.id, name: viewer.account.name },
    role: { account_type_id: viewer.accountTypeId, name: ACCOUNT_TYPE_LABEL[viewer.accountTypeId] },
    token: {
      name: token.name,
      prefix: token.prefix,
      scopes: token.scopes as TApiTokenScope[],
      expires_at: token.expiresAt?.toISOString() ?? null,
    },
  };
}
