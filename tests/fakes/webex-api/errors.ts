/** Webex's error answers: `{ message, errors: [{ description }], trackingId }` with a `trackingid` header. */
import type { TFakeResponse } from '../fake-server.ts';
import { trackingId } from './ids.ts';

export const WEBEX_MESSAGES = {
  401: 'The request requires a valid access token set in the Authorization request header.',
  404: 'The requested resource could not be found.',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
} as const;

/** An error answer as Webex sends it; Retry-After (seconds) when given. */
export function webexError(status: number, message?: string, retryAfterSeconds?: number): TFakeResponse {
  const id = trackingId();
  const text = message ?? WEBEX_MESSAGES[status as keyof typeof WEBEX_MESSAGES] ?? `Request failed with ${status}`;
  return {
    status,
    headers: {
      trackingid: id,
      ...(retryAfterSeconds === undefined ? {} : { 'retry-after': String(retryAfterSeconds) }),
    },
    body: { message: text, errors: [{ description: text }], trackingId: id },
  };
}

/** 400 with Webex's message. */
export function badRequest(message: string): TFakeResponse {
  return webexError(400, message);
}

/** 404 'The requested resource could not be found.' */
export function notFound(): TFakeResponse {
  return webexError(404);
}

/** A 200 (or other) JSON answer with a tracking id. */
export function ok(body: unknown, status = 200, headers: Record<string, string> = {}): TFakeResponse {
  return { status, headers: { trackingid: trackingId(), ...headers }, body };
}
