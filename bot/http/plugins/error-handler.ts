/**
 * One error handler for the whole server (ARCHITECTURE §3.3): AppError codes map to statuses
 * through one table, framework and validation errors become INVALID_INPUT, and anything
 * unexpected is logged with its stack but answered with a plain message, never the stack.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { AppError, isAppError, type TAppErrorCode, type TErrorBody } from '../../../shared/errors.ts';
import { escapeHtml } from '../../../shared/escape-html.ts';
import { safeNextPath, wantsJson } from '../forms.ts';
import { flash } from './flash-messages.ts';

export const STATUS_BY_CODE: Record<TAppErrorCode, number> = {
  INVALID_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  FEATURE_LOCKED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/** The message shown for failures we did not expect (spec part 2 §8). */
export const UNEXPECTED_ERROR_MESSAGE = 'Something went wrong. Please contact support.';

/** PostgreSQL refuses text holding NUL (\u0000) or an invalid encoding; the input was at fault. */
export const TEXT_REFUSED_MESSAGE =
  'The text contains a character that cannot be stored (a NUL character). Remove it and try again.';

/** SQLSTATE 22P05 (untranslatable character) and 22021 (character not in repertoire). */
const TEXT_REFUSED_CODES = new Set(['22P05', '22021']);

/**
 * Said when the database (or, for the socket errors, a service a request calls) cannot be reached:
 * the request was fine, so try again shortly.
 */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'Rollcall cannot reach its database or a service it depends on right now. Please try again in a few seconds.';

/** Seconds a client is asked to wait when the database is unreachable. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Connection failures: socket errors, SQLSTATE class 08 (connection exception), 57P01-57P03
 * (server shutting down or starting), 53300 (too many connections).
 */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
const CONNECTION_SQLSTATE = /^(08...|57P0[123]|53300)$/;
/** node-postgres and the pool say these without a code. */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
];

/** Whether some error in the cause chain passes the test. */
function causeChainHas(error: unknown, test: (error: Error & { code?: unknown }) => boolean): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if (test(current)) return true;
    current = current.cause;
  }
  return false;
}

/** Whether the database refused a value because of its characters (anywhere in the cause chain). */
function databaseRefusedText(error: unknown): boolean {
  return causeChainHas(error, ({ code }) => typeof code === 'string' && TEXT_REFUSED_CODES.has(code));
}

/** Whether the database could not be reached or dropped the connection (anywhere in the cause chain). */
export function databaseUnreachable(error: unknown): boolean {
  return causeChainHas(error, ({ code, message }) => {
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || CONNECTION_SQLSTATE.test(code))) return true;
    return CONNECTION_MESSAGES.some((text) => message.includes(text));
  });
}

/** Turns any thrown value into an AppError fit to answer with. */
export function toAppError(error: unknown): AppError {
  if (isAppError(error)) return error;
  if (error instanceof ZodError) {
    const fields: Record<string, string[]> = {};
    for (const issue of error.issues) {
      const key = issue.path.join('.') || '__all__';
      fields[key] = [...(fields[key] ?? []), issue.message];
    }
    return new AppError('INVALID_INPUT', 'Some fields are not valid.', { fields, cause: error });
  }
  if (databaseRefusedText(error)) {
    return new AppError('INVALID_INPUT', TEXT_REFUSED_MESSAGE, { cause: error });
  }
  if (databaseUnreachable(error)) {
    return new AppError('UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE, {
      cause: error,
      retryAfter: DATABASE_RETRY_AFTER_SECONDS,
    });
  }
  const fastifyError = error as Partial<FastifyError> | undefined;
  const status = fastifyError?.statusCode;
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', 'That request is too large.', { cause: error });
  if (status === 429)
    return new AppError('RATE_LIMITED', 'Too many requests. Please wait a moment and try again.', { cause: error });
  if (status === 415) return new AppError('INVALID_INPUT', 'That content type is not supported.', { cause: error });
  if (fastifyError?.validation || (status !== undefined && status >= 400 && status < 500)) {
    return new AppError('INVALID_INPUT', fastifyError?.message || 'That request is not valid.', { cause: error });
  }
  return new AppError('INTERNAL', UNEXPECTED_ERROR_MESSAGE, { cause: error });
}

/** A data-changing link of the spec (/report/send_reminder/..., /teams/delete/) opened as a page. */
function isActionLink(request: FastifyRequest): boolean {
  const config = request.routeOptions.config as { changesData?: boolean } | undefined;
  return request.method === 'GET' && config?.changesData === true && !wantsJson(request);
}

/**
 * A person following a link (in a page or an email) rather than the web app calling its API: a GET
 * outside /api/ whose Accept asks for HTML, not JSON. Such a refusal must never be a raw JSON page.
 */
export function isBrowserNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' || request.url.startsWith('/api/') || wantsJson(request)) return false;
  const mode = request.headers['sec-fetch-mode'];
  return mode === 'navigate' || (request.headers.accept ?? '').includes('text/html');
}

/** The page the link was clicked on, when it is one of ours; else home. */
function pageBefore(request: FastifyRequest): string {
  const referer = request.headers.referer;
  if (!referer) return '/';
  try {
    const url = new URL(referer);
    // Both through URL, so 'localhost:80' and 'http://localhost/' name the same host.
    const ownHost = new URL(`${url.protocol}//${request.headers.host ?? ''}`).host;
    return url.host === ownHost ? safeNextPath(`${url.pathname}${url.search}`) : '/';
  } catch {
    return '/';
  }
}

/** A bare page saying why, for the one case a redirect would come back here (the page itself failed). */
function refusalPage(appError: AppError): string {
  const message = escapeHtml(appError.message);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Rollcall</title></head><body><main><h1>Rollcall could not open this page</h1><p>${message}</p><p><a href="/">Go to Rollcall's home page</a></p></main></body></html>`;
}

function isPlainFormPost(request: FastifyRequest): boolean {
  const config = request.routeOptions.config as { form?: boolean } | undefined;
  return request.method === 'POST' && config?.form === true && !wantsJson(request);
}

/** Installs the handler on the app. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const appError = toAppError(error);
    const status = STATUS_BY_CODE[appError.code];
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: appError.code, msg: appError.message }, 'request refused');
    if (appError.retryAfter !== undefined) reply.header('Retry-After', String(appError.retryAfter));
    if (appError.code === 'UNAUTHENTICATED' && request.method === 'GET' && !request.url.startsWith('/api/')) {
      // A page or link that needs a session: sign in first, then come back.
      return reply.redirect(`/accounts/login/?next=${encodeURIComponent(request.url)}`, 303);
    }
    if (status < 500 && isPlainFormPost(request)) {
      // A browser form without JavaScript: back to the form with the messages as toasts.
      const messages = appError.fields ? Object.values(appError.fields).flat() : [appError.message];
      for (const message of messages.slice(0, 5)) flash(request, reply, { level: 'error', message });
      return reply.redirect(request.url, 303);
    }
    if (
      appError.code !== 'UNAUTHENTICATED' &&
      ((status < 500 && isActionLink(request)) || isBrowserNavigation(request))
    ) {
      // A link clicked in a page or an email: back to that page (or home) with the reason as a
      // toast, not a JSON page.
      const back = pageBefore(request);
      if (back === request.url)
        return reply.status(status).type('text/html; charset=utf-8').send(refusalPage(appError));
      reply.removeHeader('Retry-After');
      flash(request, reply, { level: 'error', message: appError.message });
      return reply.redirect(back, 303);
    }
    const body: TErrorBody = { error: { code: appError.code, message: appError.message } };
    if (appError.fields) body.error.fields = appError.fields;
    return reply.status(status).type('application/json; charset=utf-8').send(body);
  });
}
