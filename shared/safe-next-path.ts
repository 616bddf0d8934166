/**
 * The `next` page to go to after signing in, judged the way a browser will read it: resolved with
 * the WHATWG URL parser against a stand-in origin, so dot segments, percent-encoded dots,
 * backslashes, tabs and newlines cannot turn a path such as `/.//evil.example` into another host.
 * Shared by the server (the redirect after sign-in) and the web app (the login form's next field).
 */

const STAND_IN_ORIGIN = 'https://rollcall.invalid';
const MAX_NEXT_LENGTH = 2048;
/**
 * Control characters (the URL parser silently drops tabs and newlines) and backslashes (it reads
 * them as slashes): a genuine path of ours never holds them.
 */
function hasUnsafeCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** Whether a path begins with exactly one slash (not '//', which browsers read as another host). */
function startsWithOneSlash(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//');
}

/**
 * Answers the path (with query and fragment) to redirect to when `next` is a path on this site,
 * normalised; undefined for anything else (other origins, `//host`, `/\host`, `/.//host`,
 * `/%2e//host`, `javascript:`, control characters, undecodable escapes).
 */
export function safeNextPath(next: unknown): string | undefined {
  if (typeof next !== 'string' || next.length === 0 || next.length > MAX_NEXT_LENGTH) return undefined;
  if (!startsWithOneSlash(next) || hasUnsafeCharacter(next)) return undefined;
  const plainPath = decoded(next.split(/[?#]/, 1)[0] ?? '');
  if (plainPath === undefined || !startsWithOneSlash(plainPath) || hasUnsafeCharacter(plainPath)) return undefined;
  let url: URL;
  try {
    url = new URL(next, STAND_IN_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== STAND_IN_ORIGIN) return undefined;
  // Judge the normalised path, which is what the browser will request: '/.//x' becomes '//x'.
  const path = decoded(url.pathname);
  if (path === undefined || !startsWithOneSlash(url.pathname) || !startsWithOneSlash(path)) return undefined;
  if (hasUnsafeCharacter(path)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
