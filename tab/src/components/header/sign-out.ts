/**
 * Signing out from the web app: a POST with the CSRF token (the server refuses a sign-out GET
 * that comes from another site), then a full page load of the login page, which shows the
 * 'You are signed out.' toast the server queued.
 */
import { ZFormOk } from '../../../../shared/accounts.ts';
import { apiPost } from '../../api/client.ts';
import { hrefPath } from './active-path.ts';

const SIGN_OUT_PATH = '/accounts/logout/';

/** Whether a link is the sign-out link (Logout, 'Logout of Demo'). */
export function isSignOutLink(href: string): boolean {
  return hrefPath(href) === SIGN_OUT_PATH;
}

/** Posts the sign-out and loads the page the server names. */
export async function signOut(href: string = SIGN_OUT_PATH): Promise<void> {
  try {
    const answer = await apiPost(href, {}, ZFormOk);
    window.location.assign(answer.redirect ?? '/accounts/login/');
  } catch {
    // A stale form token or a network hiccup: the link itself still signs out from our own page.
    window.location.assign(href);
  }
}
