/**
 * Opens a session after any sign-in (password, magic link, signup, invitation): the previous
 * session of this browser is revoked and a new token issued, so a session id can never be fixed
 * in advance by someone else.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TDb } from '../../db/client.ts';
import { revokeSession } from '../../domain/accounts/sign-out.ts';
import { createSession } from '../../domain/sessions/create-session.ts';
import { setSessionCookie } from './session.ts';

/** Rotates the session to the given user and account and sets the cookie. */
export async function startSession(
  db: TDb,
  request: FastifyRequest,
  reply: FastifyReply,
  /** framed: the Teams frame's cookie kind (by default when the request comes from the frame). */
  options: { userId: string; accountId: string; secure: boolean; framed?: boolean },
): Promise<void> {
  if (request.viewer) await revokeSession(db, request.viewer.sessionId);
  const { token } = await createSession(db, {
    userId: options.userId,
    accountId: options.accountId,
    userAgent: request.headers['user-agent'],
    ip: request.ip,
  });
  setSessionCookie(reply, token, { secure: options.secure, framed: options.framed });
}
