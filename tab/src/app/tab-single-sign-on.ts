/**
 * Signs a Teams tab in silently: the token teams-js gives the tab goes to
 * POST /api/v1/msteams/tab/sso. Failures are only logged to the console (spec part 1 §8:
 * 'Tab authentication failure: console only'); the page then offers a sign-in button.
 */
import { TAB_SSO_MESSAGES, ZTabSsoAnswer } from '../../../shared/tab-sso.ts';
import { ApiError } from '../api/api-error.ts';
import { apiPost } from '../api/client.ts';

export type TTabSignInOutcome = 'signed_in' | 'no_account' | 'failed';

/** Logs a tab authentication failure the one way the spec allows: the console. */
export function logTabAuthFailure(step: string, reason: unknown): void {
  console.error(`Rollcall tab authentication failed (${step}):`, reason instanceof Error ? reason.message : reason);
}

/** Asks Teams for the SSO token and signs in with it; answers how it went. */
export async function signInThroughTeams(): Promise<TTabSignInOutcome> {
  const { getTeamsAuthToken } = await import('../host/teams-auth.ts');
  const token = await getTeamsAuthToken();
  if (!token.ok) {
    logTabAuthFailure('getAuthToken', token.reason);
    return 'failed';
  }
  try {
    const answer = await apiPost('/api/v1/msteams/tab/sso', { token: token.token }, ZTabSsoAnswer);
    return answer.status;
  } catch (error) {
    logTabAuthFailure('sso', error instanceof ApiError ? error.message : TAB_SSO_MESSAGES.tokenRefused);
    return 'failed';
  }
}
