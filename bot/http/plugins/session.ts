/**
 * Reads the session cookie on every request and puts the viewer (or null) on request.viewer.
 * The cookie holds a random token; the database holds its hash (bot/domain/sessions).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
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

/** Removes the session cookie (sign-out). */
export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** Sets the session cookie after sign-in. */
export function setSessionCookie(reply: FastifyReply, token: string, options: { secure: boolean }): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    maxAge: SESSION_IDLE_DAYS * 24 * 3600,
  });
}
