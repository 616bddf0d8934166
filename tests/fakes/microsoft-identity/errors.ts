/**
 * Error answers in Microsoft's two shapes: the identity platform's token endpoint JSON (error,
 * error_description starting with the AADSTS code, error_codes, timestamp, trace_id,
 * correlation_id, error_uri) and Graph's `{ error: { code, message, innerError } }`.
 */
import { randomUUID } from 'node:crypto';
import type { TFakeResponse, TRecordedRequest } from '../fake-server.ts';

/** Microsoft's timestamp format in errors: "2025-01-06 09:00:00Z". */
function timestampOf(now: number): string {
  return `${new Date(now).toISOString().slice(0, 19).replace('T', ' ')}Z`;
}

export interface TIdentityError {
  error: string;
  /** The AADSTS number, e.g. 70008. */
  code: number;
  message: string;
  status?: number;
  suberror?: string;
}

/** A token endpoint error answer; correlation_id echoes the client's client-request-id (header or query, as msal sends both). */
export function identityError(request: TRecordedRequest, now: number, failure: TIdentityError): TFakeResponse {
  const traceId = randomUUID();
  const header = request.headers['client-request-id'];
  const correlationId =
    (Array.isArray(header) ? header[0] : header) ?? request.query.get('client-request-id') ?? randomUUID();
  const timestamp = timestampOf(now);
  return {
    status: failure.status ?? 400,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: {
      error: failure.error,
      error_description: `AADSTS${failure.code}: ${failure.message} Trace ID: ${traceId} Correlation ID: ${correlationId} Timestamp: ${timestamp}`,
      error_codes: [failure.code],
      timestamp,
      trace_id: traceId,
      correlation_id: correlationId,
      error_uri: `https://login.microsoftonline.com/error?code=${failure.code}`,
      ...(failure.suberror ? { suberror: failure.suberror } : {}),
    },
  };
}

/** A Graph error answer. */
export function graphError(
  now: number,
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
): TFakeResponse {
  const requestId = randomUUID();
  return {
    status,
    headers: { 'content-type': 'application/json', 'request-id': requestId, ...headers },
    body: {
      error: {
        code,
        message,
        innerError: {
          date: new Date(now).toISOString().slice(0, 19),
          'request-id': requestId,
          'client-request-id': requestId,
        },
      },
    },
  };
}

/** The error page the authorize endpoint shows when it cannot redirect (bad client or redirect URI). */
export function authorizePage(code: number, message: string): TFakeResponse {
  return {
    status: 400,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: `<!DOCTYPE html><html><head><title>Sign in to your account</title></head><body><p>AADSTS${code}: ${message
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')}</p></body></html>`,
  };
}
