/**
 * One way every tool provider calls its tool's REST API: a 5 s budget, JSON in and out, and the
 * tool's failures turned into the port's two errors, so the data and search calls never answer a
 * 500 for what a tool did: 401/403 is ToolAuthError (ask to reconnect), anything else that is not
 * a success (an error status, a timeout, a body that is not JSON) is ToolUnavailableError.
 */
import { ToolAuthError, ToolUnavailableError } from './tool-provider.ts';

/** Designed: how long one call to a tool may take (part 3 §9 leaves it open; the editor polls every 3 s). */
export const TOOL_CALL_TIMEOUT_MS = 5000;
/** Designed: the largest answer read from a tool (a page of 100 repositories is far below it). */
export const MAX_ANSWER_BYTES = 5 * 1024 * 1024;

export interface TToolRequest {
  method?: 'GET' | 'POST' | 'DELETE';
  /** Bearer token for the Authorization header. */
  token?: string;
  /** Basic credentials (client id and secret) for token endpoints and revocations. */
  basic?: { user: string; password: string };
  /** A JSON body. */
  json?: unknown;
  /** A form-encoded body (OAuth token endpoints). */
  form?: Record<string, string>;
  headers?: Record<string, string>;
  /** Statuses that mean the token was refused (default 401 and 403). */
  authStatuses?: number[];
}

/** A tool's answer that was not a success, with its status and (small) body, for the callers that read OAuth errors. */
export class ToolHttpError extends ToolUnavailableError {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`The tool answered ${status}.`);
    this.name = 'ToolHttpError';
  }
}

/** The OAuth error code of a token endpoint's refusal (`invalid_grant`, ...), if the body names one. */
export function oauthErrorOf(error: unknown): string | null {
  if (!(error instanceof ToolHttpError)) return null;
  const body = error.body as { error?: unknown } | null;
  return body && typeof body.error === 'string' ? body.error : null;
}

/** Calls a tool and answers its JSON (undefined for an empty body). */
export async function toolFetch<T = unknown>(url: string, request: TToolRequest = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  let body: string | undefined;
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  if (request.basic) {
    headers.authorization = `Basic ${Buffer.from(`${request.basic.user}:${request.basic.password}`).toString('base64')}`;
  }
  if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.json);
  } else if (request.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(request.form).toString();
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(TOOL_CALL_TIMEOUT_MS),
    });
  } catch (cause) {
    throw new ToolUnavailableError(cause instanceof Error ? cause.message : 'The tool could not be reached.');
  }
  const text = await readBounded(response);
  let parsed: unknown;
  if (text !== '') {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
      if (response.ok) throw new ToolUnavailableError('The tool answered something that is not JSON.');
    }
  }
  if ((request.authStatuses ?? [401, 403]).includes(response.status)) throw new ToolAuthError();
  if (!response.ok) throw new ToolHttpError(response.status, parsed ?? null);
  return parsed as T;
}

/** The answer's text, read only up to MAX_ANSWER_BYTES whatever its headers say (a chunked answer has no length). */
async function readBounded(response: Response): Promise<string> {
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > MAX_ANSWER_BYTES) throw new ToolUnavailableError('The tool answered too much.');
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_ANSWER_BYTES) {
        await reader.cancel().catch(() => {});
        throw new ToolUnavailableError('The tool answered too much.');
      }
      chunks.push(value);
    }
  } catch (cause) {
    if (cause instanceof ToolUnavailableError) throw cause;
    throw new ToolUnavailableError('The tool stopped answering.');
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Seconds from now as a Date, for a token answer's expires_in (null when it does not say). */
export function expiresIn(now: Date, seconds: unknown): Date | null {
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
    ? new Date(now.getTime() + seconds * 1000)
    : null;
}

/** A text field of a tool's JSON object, bounded, or null. */
export function textOf(value: unknown, max = 500): string | null {
  if (typeof value === 'string') return value.slice(0, max);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}
