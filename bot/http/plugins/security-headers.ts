/**
 * Security headers for every answer. The web app runs as a tab inside Microsoft Teams, Outlook
 * and Microsoft 365, so instead of X-Frame-Options the CSP's frame-ancestors lets exactly those
 * hosts (Teams' documented list) frame it, and nobody else.
 *
 * The headers never change while the process runs, so they are built once at start and copied
 * onto each answer (@fastify/helmet rebuilt its middleware, CSP string included, per request).
 * They are the ones helmet sets by default, minus X-Frame-Options and Cross-Origin-Embedder-Policy.
 */
import type { FastifyInstance } from 'fastify';

export const FRAME_ANCESTORS = [
  "'self'",
  'https://teams.microsoft.com',
  'https://*.teams.microsoft.com',
  'https://*.cloud.microsoft',
  'https://*.microsoft365.com',
  'https://*.office.com',
  'https://outlook.office.com',
  'https://outlook.office365.com',
  'https://outlook-sdf.office.com',
  'https://outlook-sdf.office365.com',
  'https://outlook.live.com',
];

/** Rollcall's Content-Security-Policy header value: no eval, no inline script, framed only by Microsoft hosts. */
export function contentSecurityPolicy(options: { https: boolean }): string {
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    // Fluent UI (Griffel) inserts style elements at run time.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', FRAME_ANCESTORS],
  ];
  if (options.https) directives.push(['upgrade-insecure-requests', []]);
  return directives.map(([name, values]) => [name, ...values].join(' ')).join(';');
}

/** Every security header of an answer, computed once. */
export function securityHeaders(options: { https: boolean }): Readonly<Record<string, string>> {
  return Object.freeze({
    'content-security-policy': contentSecurityPolicy(options),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-site',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    ...(options.https ? { 'strict-transport-security': `max-age=${180 * 24 * 3600}` } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  });
}

/**
 * The pages of a Teams tab's sign-in popup (teams-js authentication.authenticate): the popup talks
 * to the Teams window that opened it through window.opener, which Cross-Origin-Opener-Policy
 * same-origin would cut, so these pages alone go without it. Besides the popup's own pages, the
 * Microsoft sign-in start and callback it passes through are bare redirects (no document to
 * protect), left without it too so no browser severs the opener on the way.
 */
export const POPUP_PATH_PREFIXES = ['/msteams/tab/auth', '/accounts/microsoft/login', '/accounts/microsoft/callback'];

const onPopupPath = (url: string) => POPUP_PATH_PREFIXES.some((prefix) => url.startsWith(prefix));

/** Adds the security headers, built once here, to every answer (errors and 404s included). */
export async function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): Promise<void> {
  const headers = securityHeaders(options);
  const { 'cross-origin-opener-policy': _opener, ...popupHeaders } = headers;
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(onPopupPath(request.url) ? popupHeaders : headers);
    done();
  });
}
