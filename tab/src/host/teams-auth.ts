/**
 * Tab sign-in through teams-js (Microsoft's tab SSO): the single-sign-on token Teams hands the tab,
 * and the sign-in popup (authentication.authenticate) with its notifySuccess/notifyFailure.
 */
import { authentication } from '@microsoft/teams-js';
import { TAB_POPUP_SIZE } from '../../../shared/tab-sso.ts';
import { isInTeams } from './teams-host.ts';

/** Why a teams-js call failed, as text for the console. */
function reasonOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'unknown reason';
}

/**
 * The SSO token for Rollcall's API (audience api://{host}/{client id}), or the reason there is none
 * (not in Teams, consent needed, the app registration not set up for SSO...).
 */
export async function getTeamsAuthToken(): Promise<{ ok: true; token: string } | { ok: false; reason: string }> {
  if (!(await isInTeams())) return { ok: false, reason: 'not in Microsoft Teams' };
  try {
    return { ok: true, token: await authentication.getAuthToken() };
  } catch (error) {
    return { ok: false, reason: reasonOf(error) };
  }
}

/**
 * Opens Rollcall's sign-in popup (600x535, spec part 1 §9) at `url`; answers what the popup passed
 * to notifySuccess, or the reason it failed or was closed.
 */
export async function authenticateInPopup(
  url: string,
): Promise<{ ok: true; result: string } | { ok: false; reason: string }> {
  if (!(await isInTeams())) return { ok: false, reason: 'not in Microsoft Teams' };
  try {
    const result = await authentication.authenticate({ url, ...TAB_POPUP_SIZE });
    return { ok: true, result };
  } catch (error) {
    return { ok: false, reason: reasonOf(error) };
  }
}

/** From inside the sign-in popup: hands `result` to the tab that opened it (the popup closes). */
export async function notifyPopupSuccess(result: string): Promise<boolean> {
  if (!(await isInTeams())) return false;
  authentication.notifySuccess(result);
  return true;
}

/** From inside the sign-in popup: tells the tab that opened it why signing in failed. */
export async function notifyPopupFailure(reason: string): Promise<boolean> {
  if (!(await isInTeams())) return false;
  authentication.notifyFailure(reason);
  return true;
}
