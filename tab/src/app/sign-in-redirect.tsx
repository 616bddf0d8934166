/**
 * Where a guest goes when a page needs a signed-in user: the login page (inside a Teams tab, the
 * tab's login page with the popup), with `next` set to the page they asked for so signing in
 * brings them back to it.
 */
import { Navigate, useLocation } from 'react-router';
import { openedAsTeamsTab } from '../host/teams-frame.ts';

/** The login path that returns to `pathAndQuery` after signing in. */
export function loginPathFor(pathAndQuery: string): string {
  // Any Teams tab, framed or Teams mobile's full window: the popup signs in where Microsoft's pages cannot.
  const login = openedAsTeamsTab() ? '/accounts/tab-login/' : '/accounts/login/';
  return `${login}?next=${encodeURIComponent(pathAndQuery)}`;
}

/** Replaces the current page with the login page (the page asked for becomes `next`). */
export function RedirectToLogin() {
  const location = useLocation();
  return <Navigate replace to={loginPathFor(location.pathname + location.search)} />;
}
