/**
 * Whether this page is the web app inside a Microsoft Teams tab's frame, known at once (before
 * teams-js has answered) so the very first API call can ask for frame cookies. Rollcall's tab URLs
 * carry `?host=msteams`; the hint is kept for the rest of the tab's life (sessionStorage, which is
 * partitioned by the framing site like the frame's cookies), since pages inside the tab lose the query.
 * No teams-js here: the API client imports this without loading the Teams library.
 */
import { TEAMS_HOST_VALUE } from '../../../shared/tab-sso.ts';

const HINT_KEY = 'rollcall.host';

function storedHint(): string | null {
  try {
    return window.sessionStorage.getItem(HINT_KEY);
  } catch {
    return null;
  }
}

function storeHint(): void {
  try {
    window.sessionStorage.setItem(HINT_KEY, TEAMS_HOST_VALUE);
  } catch {
    // Storage blocked: the hint then lasts as long as the URL carries it.
  }
}

/** Whether the page was opened as a Teams tab (`?host=msteams` now or earlier in this tab). */
export function openedAsTeamsTab(): boolean {
  if (typeof window === 'undefined') return false;
  if (new URLSearchParams(window.location.search).get('host') === TEAMS_HOST_VALUE) {
    storeHint();
    return true;
  }
  return storedHint() === TEAMS_HOST_VALUE;
}

/** Whether the page is framed by another page (Teams on the web and desktop frame their tabs). */
function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin top refuses even the comparison in some browsers: framed.
    return true;
  }
}

/**
 * A Teams tab inside a frame: its cookies must be frame cookies (SameSite=None; Partitioned).
 * A sign-in popup or Teams mobile's full-window web view is first-party and keeps Lax cookies.
 */
export function isTeamsFrame(): boolean {
  return openedAsTeamsTab() && isFramed();
}
