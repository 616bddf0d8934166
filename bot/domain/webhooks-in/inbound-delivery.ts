/**
 * What one inbound webhook delivery is, seen from the domain (issue 23 §1, part 3 §2.10, §2.11): the
 * raw bytes and headers a sender posted, and what a sender's reader makes of them (tool events for
 * the team activity feed, a ping, or nothing we record). Platform-neutral: the HTTP route converts
 * its request into a TInboundDelivery and the senders never see Fastify.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { TActivityData, TActivityVerb } from '../../../shared/activity.ts';

export interface TInboundDelivery {
  /** Header names lower-cased (as Node gives them). */
  headers: Record<string, string | string[] | undefined>;
  /** The exact bytes posted: signatures are computed over these, never over re-serialised JSON. */
  rawBody: Buffer;
  /** The query string's parameters. */
  query: Record<string, string | undefined>;
}

/** Who did it, as the sender names them: matched to a team member by email, then by a linked account. */
export interface TInboundActor {
  /** Emails the sender gives for the person (commit author, pusher, Jira emailAddress). */
  emails: string[];
  /** The person's ids and logins in the tool (GitHub login and id, Jira accountId, Clubhouse member id). */
  ids: string[];
  /** A name to show when no member matched. */
  label: string | null;
}

/** One feed item a delivery describes. */
export interface TInboundEvent {
  verb: TActivityVerb;
  occurredAt: Date;
  data: TActivityData;
  actor: TInboundActor;
  /** The sender's delivery id (or a digest of the event): a redelivery is stored once. */
  deliveryKey: string;
}

/** What a sender's reader made of a delivery whose signature held. */
export type TSenderReading =
  | { kind: 'events'; events: TInboundEvent[] }
  /** The sender checking the URL works (GitHub's ping). */
  | { kind: 'ping' }
  /** An event type we do not map (it is acknowledged so the sender does not retry or disable the hook). */
  | { kind: 'ignored'; reason: string }
  /** The body is not what this sender posts for this event. */
  | { kind: 'invalid'; message: string };

/** One header's value (the first, when repeated). */
export function headerOf(delivery: TInboundDelivery, name: string): string | undefined {
  const value = delivery.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** Whether two secrets are equal, in constant time for equal lengths (lengths are not secret). */
export function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The hex HMAC-SHA256 of the raw body under the secret (GitHub, Bitbucket, Jira, Clubhouse). */
export function hmacHex(secret: string, rawBody: Buffer): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** Whether a `sha256=<hex>` (or bare hex) signature header holds for the body. */
export function hmacSignatureHolds(
  header: string | undefined,
  secret: string,
  rawBody: Buffer,
  prefix: 'sha256=' | '',
): boolean {
  if (header === undefined) return false;
  const value = header.trim();
  if (prefix && !value.toLowerCase().startsWith(prefix)) return false;
  const given = value.slice(prefix.length).toLowerCase();
  if (!/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(hmacHex(secret, rawBody), 'hex'));
}

/** A digest of the body, for senders that give no delivery id (the same body is the same event). */
export function bodyDigest(rawBody: Buffer): string {
  return `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
}

/** Tool text cut to fit the feed's bounds, NUL and other control characters (but new lines) removed. */
export function cut(value: string | null | undefined, max: number): string | undefined {
  if (value === null || value === undefined) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  const clean = value.replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '').trim();
  if (!clean) return undefined;
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

/** The first line of a commit message, cut. */
export function firstLine(message: string | null | undefined, max: number): string {
  return cut((message ?? '').split('\n')[0], max) ?? '';
}

/** Only http(s) links reach the feed (a tool's text is hostile: no javascript: or data: links). */
export function safeUrl(value: string | null | undefined): string | undefined {
  if (!value || value.length > 2000) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** A sender's timestamp as a Date, or `fallback` when absent or not a date. */
export function instantOr(value: string | number | null | undefined, fallback: Date): Date {
  if (value === null || value === undefined || value === '') return fallback;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? fallback : date;
}

/** A git ref as a branch name (refs/heads/main -> main). */
export function branchOf(ref: string | null | undefined): string | undefined {
  if (!ref) return undefined;
  return cut(ref.replace(/^refs\/heads\//, ''), 200);
}

/** Email addresses from 'Name <email>' strings, or the string when it is an address itself. */
export function emailIn(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const bracketed = /<([^<>\s]+@[^<>\s]+)>/.exec(value)?.[1];
  const address = bracketed ?? (/^[^\s@]+@[^\s@]+$/.test(value.trim()) ? value.trim() : undefined);
  return address && address.length <= 320 ? address.toLowerCase() : undefined;
}

/** The name part of 'Name <email>'. */
export function nameIn(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  return cut(value.replace(/<[^>]*>/, ''), 200);
}
