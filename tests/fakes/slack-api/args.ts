/**
 * Reads a Web API call the way Slack does: form-encoded or JSON body (plus query string), the token
 * from `Authorization: Bearer` or a `token` argument, client credentials from Basic auth or the body.
 * Form values that carry structures (blocks, view, attachments...) are JSON strings, as the SDK sends.
 */
import type { TRecordedRequest } from '../fake-server.ts';

export type TArgs = Record<string, unknown>;

const JSON_FIELDS = new Set(['blocks', 'attachments', 'view', 'metadata', 'unfurl_media']);

/** The call's arguments; null when a JSON body is not JSON (Slack: `invalid_json`). */
export function readArgs(request: TRecordedRequest): TArgs | null {
  const args: TArgs = Object.fromEntries(request.query);
  const type = String(request.headers['content-type'] ?? '');
  if (type.includes('json')) {
    if (request.body === '') return args;
    if (typeof request.json !== 'object' || request.json === null || Array.isArray(request.json)) return null;
    return { ...args, ...(request.json as TArgs) };
  }
  for (const [key, value] of new URLSearchParams(request.body)) {
    if (JSON_FIELDS.has(key)) {
      try {
        args[key] = JSON.parse(value);
      } catch {
        args[key] = value;
      }
    } else args[key] = value;
  }
  return args;
}

/** The bearer token, else the `token` argument. */
export function tokenOf(request: TRecordedRequest, args: TArgs): string | undefined {
  const header = String(request.headers.authorization ?? '');
  if (header.toLowerCase().startsWith('bearer ')) return header.slice(7).trim() || undefined;
  return typeof args.token === 'string' && args.token ? args.token : undefined;
}

/** client_id/client_secret from HTTP Basic auth, else from the arguments. */
export function clientOf(request: TRecordedRequest, args: TArgs): { id?: string; secret?: string } {
  const header = String(request.headers.authorization ?? '');
  if (header.toLowerCase().startsWith('basic ')) {
    const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0) return { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
  }
  return { id: str(args, 'client_id'), secret: str(args, 'client_secret') };
}

export function str(args: TArgs, key: string): string | undefined {
  const value = args[key];
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

export function num(args: TArgs, key: string): number | undefined {
  const value = str(args, key);
  if (value === undefined) return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

export function bool(args: TArgs, key: string): boolean {
  const value = str(args, key);
  return value === 'true' || value === '1';
}

/** A structured argument (blocks, view): parsed object/array, or undefined. */
export function structured(args: TArgs, key: string): unknown {
  const value = args[key];
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}
