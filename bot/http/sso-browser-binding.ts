/**
 * The cookie that binds a single-sign-on or consent round trip (Slack, Microsoft) to the browser
 * that started it (see bot/domain/accounts/sign-in-states.ts): signed, HttpOnly, SameSite=Lax so it
 * comes back with the provider's top-level redirect, scoped to the callback's folder, and living
 * as long as a state. One module, so every round trip sets and reads it the same way.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SIGN_IN_STATE_LIFETIME_MS } from '../domain/accounts/sign-in-states.ts';

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
