/**
 * Completes a Graph consent round trip at /accounts/microsoft/consent/callback/: the state must be
 * this browser's, unused, recent and started by the signed-in viewer; the code is redeemed with
 * the PKCE verifier; a photos grant must come from an Account Admin and from the tenant of one of
 * the account's Microsoft Teams installs. The grant is then stored sealed. Every refusal is a
 * named outcome the route turns into a flash, never an error page.
 */
import { and, eq } from 'drizzle-orm';
import { inRoleGroup } from '../../../../shared/roles.ts';
import { microsoftGrants, msteamsInstalls, teams } from '../../../db/schema/index.ts';
import { redeemSignInState } from '../../accounts/sign-in-states.ts';
import type { TViewer } from '../../accounts/viewer.ts';
import { findGrant, saveGrant, type TGrantRow } from './grant-store.ts';
import type { TGrantKind } from './graph.ts';
import { GRAPH_CONSENT_PROVIDER } from './graph-consent-provider.ts';
import type { TGraphDeps } from './graph-deps.ts';
import { SCOPES_OF_KIND } from './start-graph-consent.ts';

/** Why a consent ended without a grant. */
export type TConsentRefusal =
  | 'expired'
  | 'foreign'
  | 'cancelled'
  | 'failed'
  | 'unavailable'
  | 'wrong_tenant'
  | 'not_admin';

export type TConsentOutcome =
  | { ok: true; kind: TGrantKind; grant: TGrantRow }
  | { ok: false; kind: TGrantKind | null; refusal: TConsentRefusal; error?: string };

/** Whether the account has a linked Microsoft Teams install in this tenant. */
async function accountHasTenant(deps: Pick<TGraphDeps, 'db'>, accountId: string, tenantId: string): Promise<boolean> {
  const installs = await deps.db
    .select({ tenantId: msteamsInstalls.tenantId })
    .from(msteamsInstalls)
    .innerJoin(teams, eq(teams.id, msteamsInstalls.teamId))
    .where(and(eq(teams.accountId, accountId), eq(msteamsInstalls.status, 'linked')));
  return installs.some((install) => install.tenantId.toLowerCase() === tenantId.toLowerCase());
}

/** Checks the callback and stores the grant. */
export async function completeGraphConsent(
  deps: Pick<TGraphDeps, 'db' | 'box' | 'identity'>,
  options: {
    secret: string;
    callback: { code?: string; state?: string; error?: string };
    browserBinding: string | undefined;
    viewer: TViewer;
    redirectUri: string;
  },
): Promise<TConsentOutcome> {
  const redeemed = await redeemSignInState(deps.db, {
    secret: options.secret,
    provider: GRAPH_CONSENT_PROVIDER,
    state: options.callback.state,
    browserBinding: options.browserBinding,
  });
  if (!redeemed.ok) {
    return { ok: false, kind: null, refusal: redeemed.refusal === 'state_foreign' ? 'foreign' : 'expired' };
  }
  const { purpose, userId, codeVerifier, nonce } = redeemed.state;
  if (purpose !== 'photos' && purpose !== 'calendar') return { ok: false, kind: null, refusal: 'expired' };
  const kind: TGrantKind = purpose;
  // The person who started the consent must be the one finishing it: a link from someone else's
  // round trip cannot attach their Microsoft account to this viewer.
  if (!userId || userId !== options.viewer.user.id) return { ok: false, kind, refusal: 'foreign' };
  if (options.callback.error) {
    return { ok: false, kind, refusal: options.callback.error === 'access_denied' ? 'cancelled' : 'failed' };
  }
  if (!options.callback.code || !codeVerifier) return { ok: false, kind, refusal: 'failed' };
  if (kind === 'photos' && !inRoleGroup('ACCOUNT_ADMINS', options.viewer.accountTypeId)) {
    return { ok: false, kind, refusal: 'not_admin' };
  }
  const redeemedCode = await deps.identity.redeemCode({
    code: options.callback.code,
    redirectUri: options.redirectUri,
    codeVerifier,
    nonce,
    scopes: SCOPES_OF_KIND[kind],
  });
  if (!redeemedCode.ok) {
    if (redeemedCode.error === 'wrong_tenant') return { ok: false, kind, refusal: 'wrong_tenant' };
    return {
      ok: false,
      kind,
      refusal: redeemedCode.failure === 'unavailable' ? 'unavailable' : 'failed',
      ...(redeemedCode.error ? { error: redeemedCode.error } : {}),
    };
  }
  const { person, grant } = redeemedCode;
  if (kind === 'photos' && !(await accountHasTenant(deps, options.viewer.account.id, person.tenantId))) {
    return { ok: false, kind, refusal: 'wrong_tenant' };
  }
  const before = kind === 'calendar' ? await findGrant(deps.db, options.viewer.user.id, kind) : undefined;
  const row = await saveGrant(deps.db, deps.box, {
    userId: options.viewer.user.id,
    accountId: options.viewer.account.id,
    kind,
    person,
    grant,
  });
  // Another Microsoft account: the calendar chosen in the old one is not one of the new one's.
  const otherAccount =
    before !== undefined &&
    (before.tenantId !== row.tenantId || before.objectId !== row.objectId) &&
    row.calendarId !== null;
  if (!otherAccount) return { ok: true, kind, grant: row };
  const [cleared] = await deps.db
    .update(microsoftGrants)
    .set({ calendarId: null, calendarName: null, updatedAt: new Date() })
    .where(eq(microsoftGrants.id, row.id))
    .returning();
  return { ok: true, kind, grant: cleared ?? row };
}
