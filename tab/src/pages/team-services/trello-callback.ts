/**
 * The Trello callback page's one decision (part 3 §2.10): the token Trello put in the URL hash
 * (#token=...), and where to hand it on: /oauth/callback/trello/ with the page's own query
 * string (the state) plus code=<token>. Null when there is no usable token.
 */
export function trelloCallbackTarget(hash: string, search: string): string | null {
  if (!hash.startsWith('#token')) return null;
  const token = new URLSearchParams(hash.slice(1)).get('token') ?? '';
  if (!/^[A-Za-z0-9]{32,200}$/.test(token)) return null;
  const query = new URLSearchParams(search);
  query.set('code', token);
  return `/oauth/callback/trello/?${query.toString()}`;
}
