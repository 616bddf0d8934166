/**
 * Stripe's request encoding: application/x-www-form-urlencoded with bracket notation
 * (`items[0][price]=price_1`, `metadata[account_id]=a1`, `expand[]=customer`), also used in the
 * query string of GET and DELETE. Parsed here into nested objects; keys made only of indexes
 * become arrays. Values stay strings (Stripe sends numbers and booleans as text).
 */
import { FakeStripeError } from './errors.ts';

export type TFormValue = string | TFormValue[] | { [key: string]: TFormValue };
export type TForm = { [key: string]: TFormValue };

const MAX_DEPTH = 8;

function keyPath(key: string): string[] {
  const open = key.indexOf('[');
  if (open <= 0) return [key];
  const path = [key.slice(0, open)];
  for (const match of key.slice(open).matchAll(/\[([^\]]*)\]/g)) path.push(match[1] ?? '');
  return path.slice(0, MAX_DEPTH);
}

function assign(target: Record<string, unknown>, path: string[], value: string): void {
  let node = target;
  path.forEach((segment, index) => {
    // `expand[]=a&expand[]=b`: an empty segment appends.
    const key = segment === '' ? String(Object.keys(node).length) : segment;
    if (index === path.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (typeof next !== 'object' || next === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  });
}

function arraysOf(value: unknown): TFormValue {
  if (typeof value === 'string') return value;
  const object = value as Record<string, unknown>;
  const keys = Object.keys(object);
  const isList = keys.length > 0 && keys.every((key) => /^\d+$/.test(key));
  if (isList) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((key) => arraysOf(object[key]));
  }
  const result: Record<string, TFormValue> = {};
  for (const key of keys) result[key] = arraysOf(object[key]);
  return result;
}

/** Parses a form body or query string (`a[b][0]=c`) into nested objects and arrays. */
export function parseStripeForm(text: string | URLSearchParams): TForm {
  const params = typeof text === 'string' ? new URLSearchParams(text) : text;
  const root: Record<string, unknown> = {};
  for (const [key, value] of params) assign(root, keyPath(key), value);
  return arraysOf(root) as TForm;
}

/** A field read as text, or undefined when absent or not text. */
export function textOf(value: TFormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** A nested object field, or an empty object. */
export function objectOf(value: TFormValue | undefined): TForm {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
}

/** A list field (`a[0]=..` or `a[]=..`), or an empty list. */
export function itemsOf(value: TFormValue | undefined): TFormValue[] {
  if (Array.isArray(value)) return value;
  return value === undefined ? [] : [value];
}

/** Metadata as Stripe keeps it: string values only; an empty string removes a key. */
export function metadataOf(
  value: TFormValue | undefined,
  previous: Record<string, string> = {},
): Record<string, string> {
  const next = { ...previous };
  if (value === '') return {};
  for (const [key, entry] of Object.entries(objectOf(value))) {
    if (typeof entry !== 'string') continue;
    if (entry === '') delete next[key];
    else next[key] = entry;
  }
  return next;
}

/** A whole number field; a bad one is Stripe's 400 naming the parameter. */
export function integerOf(value: TFormValue | undefined, param: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const text = textOf(value);
  if (text === undefined || !/^-?\d+$/.test(text)) {
    throw new FakeStripeError(
      400,
      'invalid_request_error',
      `Invalid integer: ${String(text ?? '[object]')}`,
      'parameter_invalid_integer',
      param,
    );
  }
  return Number(text);
}

/** A true/false field. */
export function booleanOf(value: TFormValue | undefined, param: string): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new FakeStripeError(
    400,
    'invalid_request_error',
    `Invalid boolean: ${String(value)}`,
    'parameter_invalid_boolean',
    param,
  );
}
