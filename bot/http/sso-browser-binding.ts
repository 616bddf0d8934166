/**
 * The cookie that binds a single-sign-on or consent round trip (Slack, Microsoft) to the browser
 * that started it (see bot/domain/accounts/sign-in-states.ts): signed, HttpOnly, SameSite=Lax so it
 * comes back with the provider's top-level redirect, scoped to the callback's folder, and living
 * as long as a state. One module, so every round trip sets, reads and spends it the same way, and
 * every successful sign-in callback answers the browser the same way.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TDb } from '../db/client.ts';
import { SIGN_IN_STATE_LIFETIME_MS, type TSignInPurpose } from '../domain/accounts/sign-in-states.ts';
import { pageAfterSignIn } from './forms.ts';
import { flash } from './plugins/flash-messages.ts';
import { startSession } from './plugins/sign-in-session.ts';
import { setSignupCookie } from './routes/accounts/signup-routes.ts';

export interface TBindingCookie {
  name: string;
  /** The folder of the round trip's callback (the cookie is sent there only). */
  path: string;
}

/** This browser's binding value: kept across round trips started in several tabs, else undefined. */
export function readBrowserBinding(request: FastifyRequest, cookie: TBindingCookie): string | undefined {
  const raw = request.cookies[cookie.name];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : undefined;
}

/** Sets (or refreshes) the binding cookie before the browser leaves for the provider. */
export function setBrowserBinding(
  reply: FastifyReply,
  cookie: TBindingCookie,
  binding: string,
  options: { secure: boolean },
): void {
  reply.setCookie(cookie.name, binding, {
    path: cookie.path,
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    signed: true,
    maxAge: SIGN_IN_STATE_LIFETIME_MS / 1000,
  });
}

/** A finished round trip that opens something: a signup to complete, or a session. */
export type TIdentityCallbackOpening =
  | { outcome: 'signup'; hash: string; browserToken: string }
  | { outcome: 'signed_in'; userId: string; accountId: string; purpose: TSignInPurpose; nextPath: string | null };

/**
 * The browser's answer to a provider callback that succeeded (Slack, Microsoft): the binding
 * cookie is spent; a signup continues on its confirm page in this browser; a sign-in rotates the
 * session and opens the page asked for (saying so when someone who registers already had a login).
 */
export async function answerIdentityCallback(
  db: TDb,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { cookie: TBindingCookie; secure: boolean; result: TIdentityCallbackOpening },
): Promise<FastifyReply> {
  const { result, secure } = options;
  reply.clearCookie(options.cookie.name, { path: options.cookie.path });
  if (result.outcome === 'signup') {
    setSignupCookie(reply, result.browserToken, secure);
    return reply.redirect(`/accounts/signup/${result.hash}/confirm/`, 303);
  }
  await startSession(db, request, reply, { userId: result.userId, accountId: result.accountId, secure });
  if (result.purpose === 'register') {
    flash(request, reply, { level: 'info', message: 'You already have a Rollcall account, so we signed you in.' });
  }
  return reply.redirect(pageAfterSignIn(result.nextPath ?? undefined), 303);
}
