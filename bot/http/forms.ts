/**
 * Form posts of the spec (ARCHITECTURE §3.4) accept form-encoded or JSON bodies and answer JSON
 * to `Accept: application/json` ({ ok, redirect, message }), or redirect with the message queued
 * as a toast for the next page. Refusals of a non-JSON post go back to the form the same way.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { TFormOk } from '../../shared/accounts.ts';
import { AppError } from '../../shared/errors.ts';
import { findPageRoute } from '../../shared/routes.ts';
import { safeNextPath as sharedSafeNextPath } from '../../shared/safe-next-path.ts';
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

/** A same-origin path to continue to (normalised, see shared/safe-next-path.ts); anything else becomes '/'. */
export function safeNextPath(next: string | undefined): string {
  return sharedSafeNextPath(next) ?? '/';
}

/**
 * The page to open after signing in: a page of the web app only. A server link that changes data
 * (/teams/switch/..., /connect/email/..., /accounts/logout/) is never followed straight after a
 * sign-in, so a link to the login page cannot carry an action past the same-origin rule.
 */
export function pageAfterSignIn(next: string | undefined): string {
  const path = safeNextPath(next);
  return findPageRoute(new URL(path, 'https://rollcall.invalid').pathname) ? path : '/';
}

/** The answer to a form post whose body is not a set of fields (null, an array, a string...). */
export const FORM_BODY_REFUSED = 'The form could not be read: send its fields form-encoded or as a JSON object.';

/**
 * A form post's fields: an object (form-encoded, multipart fields or JSON), or nothing at all.
 * A JSON `null`, array, string or number is refused with INVALID_INPUT before anything is read,
 * so it can never pass as an empty form that changes nothing yet answers 'saved'.
 */
export function formFields(request: FastifyRequest): Record<string, unknown> {
  const body: unknown = request.body;
  if (body === undefined) return {};
  if (body === null || typeof body !== 'object' || Array.isArray(body) || Buffer.isBuffer(body)) {
    throw new AppError('INVALID_INPUT', FORM_BODY_REFUSED, { fields: { __all__: [FORM_BODY_REFUSED] } });
  }
  return body as Record<string, unknown>;
}

/** Parses a form post's fields with its zod schema (see formFields for bodies that are not fields). */
export function parseForm<T>(schema: z.ZodType<T>, request: FastifyRequest): T {
  return schema.parse(formFields(request));
}
