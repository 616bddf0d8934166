/**
 * GET /oauth/callback/{service}/ (the tool sends the browser back with code and state): the state
 * must be one this person started for this tool in the account they are signed in to, unexpired,
 * and is used once; then the code is
 * traded for tokens, the tool says who connected, and the connection is stored sealed. Every
 * failure is a refusal the route words on the services page, never an error page.
 */
import { and, eq } from 'drizzle-orm';
import type { TPersonalTool } from '../../../shared/work-tools.ts';
import { serviceAuthStates } from '../../db/schema/index.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { saveConnection } from './save-connection.ts';
import { stateHashOf } from './start-tool-auth.ts';
import { ToolAuthError } from './tool-provider.ts';
import { availableProvider, toolCallbackUrl } from './tool-registry.ts';
import type { TWorkToolsDeps } from './work-tools-deps.ts';

/** Why a callback was refused. */
export type TToolAuthRefusal = 'not_configured' | 'expired' | 'foreign' | 'cancelled' | 'refused' | 'unavailable';

export type TToolAuthOutcome =
  | { ok: true; returnTo: string | null }
  | { ok: false; refusal: TToolAuthRefusal; returnTo: string | null; detail?: string };

export interface TToolCallback {
  state?: string;
  code?: string;
  error?: string;
}

/** Completes the connection a callback brings back. */
export async function completeToolAuth(
  deps: TWorkToolsDeps,
  viewer: TViewer,
  service: TPersonalTool,
  callback: TToolCallback,
): Promise<TToolAuthOutcome> {
  const provider = availableProvider(deps, service);
  if (!provider) return { ok: false, refusal: 'not_configured', returnTo: null };
  if (!callback.state) return { ok: false, refusal: 'expired', returnTo: null };
  const stateHash = stateHashOf(callback.state, viewer.account.id);
  // One use: the state is deleted as it is read, and only when it is this person's.
  const [pending] = await deps.db
    .delete(serviceAuthStates)
    .where(and(eq(serviceAuthStates.stateHash, stateHash), eq(serviceAuthStates.userId, viewer.user.id)))
    .returning();
  if (!pending) {
    const [other] = await deps.db
      .select({ id: serviceAuthStates.id })
      .from(serviceAuthStates)
      .where(eq(serviceAuthStates.stateHash, stateHash))
      .limit(1);
    return { ok: false, refusal: other ? 'foreign' : 'expired', returnTo: null };
  }
  const returnTo = pending.returnTo;
  if (pending.service !== service || pending.expiresAt.getTime() <= deps.now().getTime()) {
    return { ok: false, refusal: 'expired', returnTo };
  }
  if (callback.error) {
    return {
      ok: false,
      refusal: callback.error === 'access_denied' ? 'cancelled' : 'refused',
      returnTo,
      detail: callback.error.slice(0, 100),
    };
  }
  if (!callback.code) return { ok: false, refusal: 'refused', returnTo };
  const codeVerifier = pending.codeVerifier ? deps.box.open(pending.codeVerifier) : null;
  try {
    const tokens = await provider.exchange(deps.env, {
      code: callback.code,
      redirectUri: toolCallbackUrl(deps.env.PUBLIC_URL, service),
      codeVerifier,
    });
    const identity = await provider.identify(deps.env, tokens);
    await saveConnection(deps, { accountId: viewer.account.id, userId: viewer.user.id }, service, tokens, identity);
  } catch (error) {
    const refusal = error instanceof ToolAuthError ? 'refused' : 'unavailable';
    return { ok: false, refusal, returnTo, detail: error instanceof Error ? error.message.slice(0, 200) : undefined };
  }
  return { ok: true, returnTo };
}
