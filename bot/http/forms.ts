/**
 * Form posts of the spec (ARCHITECTURE §3.4) accept form-encoded or JSON bodies and answer JSON
 * to `Accept: application/json` ({ ok, redirect, message }), or redirect with the message queued
 * as a toast for the next page. Refusals of a non-JSON post go back to the form the same way.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TFormOk } from '../../shared/accounts.ts';
import type { TServerMessage } from '../../shared/state.ts';
import type { TRequestOrigin } from '../domain/accounts/audit.ts';
import { flash } from './plugins/flash-messages.ts';

/** Whether the caller wants a JSON answer (the web app) rather than a redirect (a plain form). */
export function wantsJson(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('application/json');
}

export interface TFormAnswer {
  /** Where to go next; without it a plain form post returns to its own page. */
  redirect?: string;
  message?: string;
  level?: TServerMessage['level'];
}

/** Answers a successful form post. */
export function answerForm(request: FastifyRequest, reply: FastifyReply, answer: TFormAnswer): FastifyReply {
  const level = answer.level ?? 'success';
  if (wantsJson(request)) {
    // A redirecting answer's message is shown by the next page, from the queued messages.
    if (answer.redirect && answer.message) flash(request, reply, { level, message: answer.message });
    const body: TFormOk = { ok: true };
    if (answer.redirect) body.redirect = answer.redirect;
    if (answer.message) body.message = answer.message;
    return reply.send(body);
  }
  if (answer.message) flash(request, reply, { level, message: answer.message });
  return reply.redirect(answer.redirect ?? request.url, 303);
}

/** The request's origin for the audit log. */
export function originOf(request: FastifyRequest): TRequestOrigin {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

/** A same-origin path to continue to after sign-in; anything else (other hosts, `//x`, `\x`) becomes '/'. */
export function safeNextPath(next: string | undefined): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  try {
    const url = new URL(next, 'http://rollcall.invalid');
    if (url.origin !== 'http://rollcall.invalid') return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
