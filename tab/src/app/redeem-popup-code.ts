/**
 * The tab's frame turns the sign-in popup's one-time code into a session of its own with the
 * verifier whose challenge the popup carried (POST /api/v1/msteams/tab/login), adding the frame's
 * SSO token when Teams gives one, so the server can link a Microsoft identity nobody has yet.
 */
import { ZTabLoginAnswer } from '../../../shared/tab-sso.ts';
import { apiPost } from '../api/client.ts';
import { logTabAuthFailure } from './tab-single-sign-on.ts';

/** Redeems the code; answers whether the frame is now signed in (a failure is logged to the console). */
export async function redeemPopupCode(code: string, verifier: string): Promise<boolean> {
  const { getTeamsAuthToken } = await import('../host/teams-auth.ts');
  // Without consent there is no SSO token yet: the code and verifier alone sign in.
  const sso = await getTeamsAuthToken();
  try {
    await apiPost(
      '/api/v1/msteams/tab/login',
      { code, verifier, token: sso.ok ? sso.token : undefined },
      ZTabLoginAnswer,
    );
    return true;
  } catch (error) {
    logTabAuthFailure('tab login code', error);
    return false;
  }
}
