/**
 * The one way the web app talks to the API: same-origin cookies, JSON in and out, the CSRF token
 * on writes, answers checked with a zod schema and failures thrown as ApiError.
 */
import type { z } from 'zod';
import { isTeamsFrame } from '../host/teams-frame.ts';
import { ApiError, apiErrorFromResponse, networkError } from './api-error.ts';
import { csrfToken } from './csrf-token.ts';

export interface TRequestOptions {
  signal?: AbortSignal;
}

/** Inside a Teams tab's frame the server must set frame cookies (bot/http/plugins/session.ts). */
function hostHeaders(): Record<string, string> {
  return isTeamsFrame() ? { 'X-Rollcall-Host': 'msteams' } : {};
}

async function send(path: string, init: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    const headers = { ...hostHeaders(), ...(init.headers as Record<string, string> | undefined) };
    response = await fetch(path, { ...init, headers, credentials: 'same-origin' });
  } catch (cause) {
    throw networkError(cause);
  }
  if (!response.ok) throw await apiErrorFromResponse(response);
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch (cause) {
    const error = new ApiError(response.status, 'INTERNAL', 'The server answered something that is not JSON.');
    error.cause = cause;
    throw error;
  }
}

function parseAnswer<T>(schema: z.ZodType<T>, body: unknown, path: string): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const error = new ApiError(200, 'INTERNAL', `Unexpected answer from ${path}.`);
  error.cause = parsed.error;
  throw error;
}

/** GETs a JSON resource and checks it against `schema`, so pages only ever see typed data. */
export async function apiGet<T>(path: string, schema: z.ZodType<T>, options: TRequestOptions = {}): Promise<T> {
  const body = await send(path, { method: 'GET', headers: { Accept: 'application/json' }, signal: options.signal });
  return parseAnswer(schema, body, path);
}

/** POSTs a JSON body with the session's CSRF token and checks the answer against `schema`. */
export async function apiPost<T>(
  path: string,
  payload: unknown,
  schema: z.ZodType<T>,
  options: TRequestOptions = {},
): Promise<T> {
  return apiSend('POST', path, payload ?? {}, schema, options);
}

/**
 * Sends a write with any REST verb (PATCH, PUT, DELETE...) and the session's CSRF token; a JSON
 * body only when `payload` is given. Checks the answer against `schema`.
 */
export async function apiSend<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  payload: unknown,
  schema: z.ZodType<T>,
  options: TRequestOptions = {},
): Promise<T> {
  const body = await send(path, {
    method,
    headers: {
      Accept: 'application/json',
      ...(payload === undefined ? {} : { 'Content-Type': 'application/json' }),
      'X-CSRF-Token': csrfToken(),
    },
    ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
    signal: options.signal,
  });
  return parseAnswer(schema, body, path);
}
