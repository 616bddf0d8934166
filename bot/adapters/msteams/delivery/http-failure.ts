/**
 * What a failed Bot Connector call told us, read from the error it threw: the HTTP status, how long
 * the platform asked us to wait (Retry-After, seconds or an HTTP date) and its error code. The
 * Agents SDK throws an `HttpError` (`status`, `response.headers` as fetch Headers, `response.data`
 * often `{ error: { code, message } }`); this reads that shape without importing the SDK, so any
 * error with a numeric status (or one wrapped as another error's `cause`) is understood too.
 */

/** An HTTP answer that was not a success, reduced to what the retry rules need. */
export interface THttpFailure {
  status: number;
  /** Milliseconds the platform asked us to wait (Retry-After), or null when it did not say. */
  retryAfterMs: number | null;
  /** The platform's error code (`response.data.error.code`), when it sent one. */
  code: string | null;
  message: string;
}

/** How deep a chain of `cause`s is followed looking for the HTTP error. */
const MAX_CAUSE_DEPTH = 5;

type TRecord = Record<string, unknown>;

function isRecord(value: unknown): value is TRecord {
  return typeof value === 'object' && value !== null;
}

function statusOf(error: TRecord): number | null {
  const response = isRecord(error.response) ? error.response : undefined;
  for (const candidate of [error.status, error.statusCode, response?.status]) {
    if (typeof candidate === 'number' && Number.isInteger(candidate) && candidate >= 100 && candidate <= 599) {
      return candidate;
    }
  }
  return null;
}

/** Reads one header from fetch Headers, a Map-like object or a plain Node-style header object. */
function headerOf(headers: unknown, name: string): string | null {
  if (!isRecord(headers)) return null;
  if (typeof headers.get === 'function') {
    const value: unknown = headers.get(name);
    return typeof value === 'string' ? value : null;
  }
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== name) continue;
    const first: unknown = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') return first;
    if (typeof first === 'number') return String(first);
  }
  return null;
}

/** Retry-After is either a number of seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterMsOf(value: string | null, now: number): number | null {
  if (value === null) return null;
  const text = value.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  // Every HTTP date format starts with the day's name; Date.parse alone would take '-1' for a year.
  if (!/^[A-Za-z]{3}/.test(text)) return null;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return null;
  return Math.max(0, at - now);
}

function platformErrorOf(response: TRecord | undefined): { code: string | null; message: string | null } {
  const data = response?.data;
  const body = isRecord(data) && isRecord(data.error) ? data.error : undefined;
  return {
    code: typeof body?.code === 'string' ? body.code : null,
    message: typeof body?.message === 'string' ? body.message : null,
  };
}

/**
 * Reads a Bot Connector call's error so the rate limiter can tell "the platform did not take the
 * message, try later" from "this will never work". Null for errors without an HTTP status
 * (network failures, timeouts, programming errors): whether those reached Teams is unknown.
 */
export function httpFailureOf(error: unknown, now: number = Date.now()): THttpFailure | null {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && isRecord(current); depth++) {
    const status = statusOf(current);
    if (status !== null) {
      const response = isRecord(current.response) ? current.response : undefined;
      const platform = platformErrorOf(response);
      const ownMessage = typeof current.message === 'string' && current.message !== '' ? current.message : null;
      return {
        status,
        retryAfterMs: retryAfterMsOf(headerOf(response?.headers, 'retry-after'), now),
        code: platform.code,
        message: platform.message ?? ownMessage ?? `HTTP ${status}`,
      };
    }
    current = current.cause;
  }
  return null;
}
