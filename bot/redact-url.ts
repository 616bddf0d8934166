/**
 * Request URLs as they go to the logs, without the secrets some of them carry: query parameters
 * that are tokens, codes or redirect targets (a marketplace landing token, an OAuth code and state,
 * a magic link's next, an id token, a Stripe checkout session id) and the secret path segment of a
 * link (/accounts/magic_link/{token}, /checkin/{hash}, sign-up, invitation, email verification and
 * password reset links). Logs are read by
 * more people, and kept longer, than the database.
 */

/** Query parameters whose values never reach a log. */
export const SECRET_QUERY_PARAMETERS = new Set(['token', 'code', 'state', 'next', 'id_token', 'session_id', 'hash']);
const REDACTED = '[redacted]';
/** Paths whose segment after the prefix is a secret (a link's token or hash). */
const SECRET_PATH_PREFIXES = [
  '/accounts/magic_link/',
  '/api/v1/magic-link/',
  '/checkin/',
  '/report/checkin/',
  '/api/v1/checkin/',
  '/accounts/verify-email/',
  '/api/v1/verify-email/',
  '/accounts/signup/',
  '/api/v1/signup/',
  '/accounts/resend/email-verification/',
  '/accounts/invite/',
  '/api/v1/invitations/',
  '/accounts/password-reset/',
];
/** Segments after those prefixes that are pages, not secrets. */
const PUBLIC_SEGMENTS = new Set(['request', 'done', '']);
const SECRET_PATHS = SECRET_PATH_PREFIXES.map(
  (prefix) => new RegExp(`^(${prefix.replace(/[/.-]/g, '\\$&')})([^/?#]+)`, 'i'),
);

/** The URL (path and query, as Fastify logs it) with its secrets replaced by [redacted]. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  let path = queryAt < 0 ? url : url.slice(0, queryAt);
  for (const pattern of SECRET_PATHS) {
    path = path.replace(pattern, (whole, prefix: string, segment: string) =>
      PUBLIC_SEGMENTS.has(segment.toLowerCase()) ? whole : `${prefix}${REDACTED}`,
    );
  }
  if (queryAt < 0) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const rawName = equals < 0 ? pair : pair.slice(0, equals);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // A malformed escape: compare the raw name.
      }
      return SECRET_QUERY_PARAMETERS.has(name.toLowerCase()) && equals >= 0 ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}
