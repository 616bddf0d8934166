/**
 * POST /api/v1/service_connection/start_auth/ (part 2 §7, part 3 §7): starts connecting a tool.
 * A 'redirect' or 'hash-token' tool gets a one-use state (only its SHA-256 with the account it was
 * started in is stored, with the person, the sealed PKCE verifier and where to come back) and the
 * tool's authorisation page to go to; an
 * 'api-key' tool (Clubhouse) is checked with the tool at once and stored.
 */
import { createHash, randomBytes } from 'node:crypto';
import { lt } from 'drizzle-orm';
import { safeNextPath } from '../../../shared/safe-next-path.ts';
import {
  type TServiceAuthAnswer,
  type TStartAuth,
  WORK_TOOL_LIMITS,
  WORK_TOOL_MESSAGES,
} from '../../../shared/work-tools.ts';
import { serviceAuthStates } from '../../db/schema/index.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { looksLikeCheckinHash } from '../checkins/find-checkin.ts';
import { saveConnection } from './save-connection.ts';
import { ToolAuthError } from './tool-provider.ts';
import { availableProvider, toolCallbackUrl } from './tool-registry.ts';
import type { TWorkToolsDeps } from './work-tools-deps.ts';

/** The services page: where a connection returns when it was started there (or anywhere unknown). */
export const MY_SERVICES_PAGE = '/my/settings/services/';
/** The page Trello's authorisation returns to with the token in the URL hash (team-tools builds it). */
export const TRELLO_CALLBACK_PAGE = '/team/settings/services/trello-callback/';

/**
 * The SHA-256 (hex) a state is stored and found by: of the account it was started in and the state,
 * so the callback finds it only in that account (a person of several accounts who switched between
 * start and callback cannot attach the token to the other one).
 */
export function stateHashOf(state: string, accountId: string): string {
  return createHash('sha256').update(`${accountId}:${state}`, 'utf8').digest('hex');
}

/** Where to come back after connecting: the check-in it started from, a safe same-origin path, or null. */
export function returnPathOf(input: Pick<TStartAuth, 'checkin-hash' | 'return_to'>): string | null {
  const hash = input['checkin-hash'];
  if (hash && looksLikeCheckinHash(hash)) return `/checkin/${hash}/`;
  return safeNextPath(input.return_to) ?? null;
}

/** Starts the connection of `input.service` for the viewer. */
export async function startToolAuth(
  deps: TWorkToolsDeps,
  viewer: TViewer,
  input: TStartAuth,
): Promise<TServiceAuthAnswer> {
  const provider = availableProvider(deps, input.service);
  if (!provider) return { ok: false, error: WORK_TOOL_MESSAGES.notConfigured };
  const returnTo = returnPathOf(input);
  const owner = { accountId: viewer.account.id, userId: viewer.user.id };

  if (provider.flow === 'api-key') {
    const key = input['api-key']?.trim() ?? '';
    if (!key) return { ok: false, error: WORK_TOOL_MESSAGES.clubhouseKeyInvalid };
    try {
      const tokens = await provider.exchange(deps.env, { code: key, redirectUri: '', codeVerifier: null });
      const identity = await provider.identify(deps.env, tokens);
      await saveConnection(deps, owner, input.service, tokens, identity);
    } catch (error) {
      if (error instanceof ToolAuthError) return { ok: false, error: WORK_TOOL_MESSAGES.clubhouseKeyInvalid };
      return { ok: false, error: WORK_TOOL_MESSAGES.toolUnavailable };
    }
    return { ok: true, redirect_url: returnTo ?? MY_SERVICES_PAGE };
  }

  const now = deps.now();
  const state = randomBytes(32).toString('base64url');
  const codeVerifier = provider.flow === 'redirect' ? randomBytes(48).toString('base64url') : null;
  // Abandoned authorisations are of no use to anyone: sweep them as new ones start.
  await deps.db.delete(serviceAuthStates).where(lt(serviceAuthStates.expiresAt, now));
  await deps.db.insert(serviceAuthStates).values({
    stateHash: stateHashOf(state, viewer.account.id),
    userId: viewer.user.id,
    service: input.service,
    checkinHash: input['checkin-hash'] && looksLikeCheckinHash(input['checkin-hash']) ? input['checkin-hash'] : null,
    returnTo,
    codeVerifier: codeVerifier ? deps.box.seal(codeVerifier) : null,
    expiresAt: new Date(now.getTime() + WORK_TOOL_LIMITS.authStateMinutes * 60_000),
  });
  // Trello answers on a page of ours (the token is in the URL hash), which forwards to the callback.
  const redirectUri =
    provider.flow === 'hash-token'
      ? `${deps.env.PUBLIC_URL.replace(/\/+$/, '')}${TRELLO_CALLBACK_PAGE}?state=${encodeURIComponent(state)}`
      : toolCallbackUrl(deps.env.PUBLIC_URL, input.service);
  const url = provider.authorizeUrl?.(deps.env, { state, redirectUri, codeVerifier });
  if (!url) return { ok: false, error: WORK_TOOL_MESSAGES.notConfigured };
  return { ok: true, redirect_url: url };
}
