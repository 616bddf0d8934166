/**
 * Reads the session cookie on every request and puts the viewer (or null) on request.viewer.
 * The cookie holds a random token; the database holds its hash (bot/domain/sessions).
 *
 * Two kinds of cookies: first-party pages get SameSite=Lax; the web app framed by Microsoft Teams
 * (another site) says so with the X-Rollcall-Host header, and its cookies are
 * `SameSite=None; Secure; Partitioned` (CHIPS), the only kind a browser sends inside a cross-site
 * frame. Partitioned cookies live in a jar of their own per top-level site, so the Teams frame's
 * session never leaks to other sites and the first-party session stays Lax.
 */
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TDatabase } from '../../db/client.ts';
import { findViewer } from '../../domain/sessions/find-viewer.ts';
import { SESSION_IDLE_DAYS } from '../../domain/sessions/session-token.ts';

export const SESSION_COOKIE = 'rollcall_session';

/** Adds the viewer decorator and the hook that resolves it. */
export function registerSession(app: FastifyInstance, deps: { db: TDatabase }): void {
  app.decorateRequest('viewer', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    request.viewer = token ? await findViewer(deps.db, token) : null;
  });
}

/** Cookies are Secure in production and whenever Rollcall is served over https. */
export function cookiesAreSecure(env: { NODE_ENV: string; PUBLIC_URL: string }): boolean {
  return env.NODE_ENV === 'production' || env.PUBLIC_URL.startsWith('https:');
}

/** The header the web app sends on every API call while Microsoft Teams frames it. */
export const FRAME_HOST_HEADER = 'x-rollcall-host';

/** Whether the request comes from the web app inside a Microsoft Teams frame. */
export function isFramedRequest(request: FastifyRequest): boolean {
  return request.headers[FRAME_HOST_HEADER] === 'msteams';
}

/**
 * The attributes of a cookie a cross-site frame must receive: SameSite=None requires Secure (which
 * browsers accept on http://localhost too), and Partitioned keeps it to the framing site's jar.
 */
export const FRAME_COOKIE_OPTIONS = { sameSite: 'none', secure: true, partitioned: true } as const;

/** The cookie attributes that differ inside the Teams frame (undefined: the first-party defaults). */
export function frameCookieOptionsFor(request: FastifyRequest): CookieSerializeOptions | undefined {
  return isFramedRequest(request) ? { ...FRAME_COOKIE_OPTIONS } : undefined;
}

/** Removes the session cookie (sign-out), with the attributes it was set with in this context. */
export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', ...frameCookieOptionsFor(reply.request) });
}

/**
 * Sets the session cookie after sign-in: Lax for first-party pages; the frame kind when `framed`
 * (by default: when the request says it comes from the Teams frame).
 */
export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  options: { secure: boolean; framed?: boolean },
): void {
  const framed = options.framed ?? isFramedRequest(reply.request);
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    ...(framed ? FRAME_COOKIE_OPTIONS : {}),
    maxAge: SESSION_IDLE_DAYS * 24 * 3600,
  });
}
