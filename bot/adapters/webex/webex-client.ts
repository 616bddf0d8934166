/**
 * A small typed client of the Webex REST API v1 (ARCHITECTURE §1: REST over fetch; the Webex SDKs
 * are stale or huge): people, rooms, memberships, messages, attachment actions and webhooks, as the
 * bot uses them. Every call runs through the Webex limiter (429 Retry-After waited out there) with
 * the bot's token, a timeout, and Webex's refusals as WebexApiError. List reads follow Webex's
 * RFC 5988 `Link: <...>; rel="next"` pages, only on Webex's own origin (the token never leaves it).
 */
import type { z } from 'zod';
import type { TWebexCallKey, TWebexRateLimiter } from './delivery/webex-rate-limiter.ts';
import { WebexApiError } from './webex-api-error.ts';
import {
  type TWebexAttachmentAction,
  type TWebexMembership,
  type TWebexMessage,
  type TWebexNewMessage,
  type TWebexNewWebhook,
  type TWebexPerson,
  type TWebexRoom,
  type TWebexWebhook,
  ZWebexAttachmentAction,
  ZWebexMembership,
  ZWebexMessage,
  ZWebexPerson,
  ZWebexRoom,
  ZWebexWebhook,
} from './webex-types.ts';

export interface TWebexClientOptions {
  /** WEBEX_URL: the API's /v1 base (Webex itself, or the local fake in tests). */
  baseUrl: string;
  /** WEBEX_BOT_TOKEN. */
  token: string;
  limiter: TWebexRateLimiter;
  /** Milliseconds one request may take (default 10 s). */
  timeoutMs?: number;
}

/** People Webex returns by id in one call (GET /people?id=a,b,c). */
export const WEBEX_PEOPLE_PER_CALL = 85;
/** Memberships asked for per page. */
export const WEBEX_MEMBERSHIPS_PAGE = 1_000;
/** Pages followed at most in one list read (a space of 100,000 people). */
const MAX_PAGES = 100;
/** The longest Webex message text (text and markdown together), in bytes. */
export const WEBEX_TEXT_LIMIT_BYTES = 7_439;

export interface TWebexClient {
  /** The bot itself (its person id tells its own messages and memberships apart). */
  me(): Promise<TWebexPerson>;
  person(personId: string): Promise<TWebexPerson>;
  /** People by id, WEBEX_PEOPLE_PER_CALL a call; ids Webex does not know are left out. */
  peopleByIds(personIds: readonly string[]): Promise<TWebexPerson[]>;
  room(roomId: string): Promise<TWebexRoom>;
  /** Every membership of a space, all pages. */
  memberships(roomId: string): Promise<TWebexMembership[]>;
  createMessage(message: TWebexNewMessage): Promise<TWebexMessage>;
  message(messageId: string): Promise<TWebexMessage>;
  /**
   * The newest messages of the bot's 1:1 with a person (GET /messages/direct, its first page only),
   * newest first: a retried post looks there for the message an earlier attempt may have posted.
   */
  directMessages(personId: string): Promise<TWebexMessage[]>;
  deleteMessage(messageId: string): Promise<void>;
  attachmentAction(actionId: string): Promise<TWebexAttachmentAction>;
  webhooks(): Promise<TWebexWebhook[]>;
  createWebhook(webhook: TWebexNewWebhook): Promise<TWebexWebhook>;
  updateWebhook(
    webhookId: string,
    update: { name: string; targetUrl: string; secret: string; status: 'active' },
  ): Promise<TWebexWebhook>;
  deleteWebhook(webhookId: string): Promise<void>;
}

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface TCall {
  method: TMethod;
  /** A path under the base ('/messages') or an absolute next-page URL on the base's origin. */
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  key: TWebexCallKey;
}

const enc = encodeURIComponent;

/** Reads Retry-After (seconds, or an HTTP date) as milliseconds. */
function retryAfterMsOf(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.round(seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

/** The `rel="next"` URL of a Link header, or null. */
export function nextPageOf(link: string | null): string | null {
  if (!link) return null;
  for (const part of link.split(',')) {
    const match = /<([^>]+)>\s*;\s*rel="?next"?/i.exec(part);
    if (match) return match[1]!;
  }
  return null;
}

async function errorOf(response: Response): Promise<WebexApiError> {
  let message = response.statusText || 'request failed';
  let trackingId = response.headers.get('trackingid');
  try {
    const body = (await response.json()) as { message?: unknown; trackingId?: unknown };
    if (typeof body.message === 'string' && body.message) message = body.message.slice(0, 500);
    if (typeof body.trackingId === 'string') trackingId = body.trackingId;
  } catch {
    // Not JSON: the status says enough.
  }
  return new WebexApiError(response.status, message, trackingId, retryAfterMsOf(response.headers.get('retry-after')));
}

/** Builds the client of this server's bot. */
export function createWebexClient(options: TWebexClientOptions): TWebexClient {
  const base = new URL(options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
  const timeoutMs = options.timeoutMs ?? 10_000;

  const urlOf = (path: string, query?: Record<string, string>): URL => {
    const url = /^https?:\/\//.test(path) ? new URL(path) : new URL(path.replace(/^\//, ''), base);
    // A next-page link elsewhere would carry the bot's token there.
    if (url.origin !== base.origin) throw new Error(`Webex sent a link outside ${base.origin}`);
    for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, value);
    return url;
  };

  const send = (call: TCall): Promise<Response> =>
    options.limiter.run(call.key, async () => {
      const response = await fetch(urlOf(call.path, call.query), {
        method: call.method,
        headers: {
          authorization: `Bearer ${options.token}`,
          accept: 'application/json',
          ...(call.body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' }),
        },
        ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw await errorOf(response);
      return response;
    });

  const json = async <T>(call: TCall, schema: z.ZodType<T>): Promise<T> => {
    const response = await send(call);
    return schema.parse(await response.json());
  };

  const noContent = async (call: TCall): Promise<void> => {
    const response = await send(call);
    await response.body?.cancel();
  };

  /** Every item of a list read, following its pages. */
  const list = async <T>(call: TCall, schema: z.ZodType<T>): Promise<T[]> => {
    const items: T[] = [];
    let next: TCall | null = call;
    for (let page = 0; next && page < MAX_PAGES; page++) {
      const response = await send(next);
      const body = (await response.json()) as { items?: unknown };
      for (const item of Array.isArray(body.items) ? body.items : []) items.push(schema.parse(item));
      const link = nextPageOf(response.headers.get('link'));
      next = link ? { method: 'GET', path: link, key: call.key } : null;
    }
    return items;
  };

  return {
    me: () => json({ method: 'GET', path: '/people/me', key: { method: 'people.me' } }, ZWebexPerson),
    person: (personId) =>
      json({ method: 'GET', path: `/people/${enc(personId)}`, key: { method: 'people.get' } }, ZWebexPerson),
    async peopleByIds(personIds) {
      const people: TWebexPerson[] = [];
      const unique = [...new Set(personIds)];
      for (let start = 0; start < unique.length; start += WEBEX_PEOPLE_PER_CALL) {
        const ids = unique.slice(start, start + WEBEX_PEOPLE_PER_CALL);
        const page = await list(
          {
            method: 'GET',
            path: '/people',
            query: { id: ids.join(','), max: String(ids.length) },
            key: { method: 'people.list' },
          },
          ZWebexPerson,
        );
        people.push(...page);
      }
      return people;
    },
    room: (roomId) => json({ method: 'GET', path: `/rooms/${enc(roomId)}`, key: { method: 'rooms.get' } }, ZWebexRoom),
    memberships: (roomId) =>
      list(
        {
          method: 'GET',
          path: '/memberships',
          query: { roomId, max: String(WEBEX_MEMBERSHIPS_PAGE) },
          key: { method: 'memberships.list' },
        },
        ZWebexMembership,
      ),
    createMessage: (message) =>
      json(
        {
          method: 'POST',
          path: '/messages',
          body: message,
          key: {
            method: 'messages.create',
            target: message.roomId ?? message.toPersonId ?? message.toPersonEmail ?? 'unknown',
          },
        },
        ZWebexMessage,
      ),
    message: (messageId) =>
      json({ method: 'GET', path: `/messages/${enc(messageId)}`, key: { method: 'messages.get' } }, ZWebexMessage),
    async directMessages(personId) {
      const response = await send({
        method: 'GET',
        path: '/messages/direct',
        query: { personId },
        key: { method: 'messages.direct' },
      });
      const body = (await response.json()) as { items?: unknown };
      return (Array.isArray(body.items) ? body.items : []).map((item) => ZWebexMessage.parse(item));
    },
    deleteMessage: (messageId) =>
      noContent({ method: 'DELETE', path: `/messages/${enc(messageId)}`, key: { method: 'messages.delete' } }),
    attachmentAction: (actionId) =>
      json(
        { method: 'GET', path: `/attachment/actions/${enc(actionId)}`, key: { method: 'attachmentActions.get' } },
        ZWebexAttachmentAction,
      ),
    webhooks: () => list({ method: 'GET', path: '/webhooks', key: { method: 'webhooks.list' } }, ZWebexWebhook),
    createWebhook: (webhook) =>
      json({ method: 'POST', path: '/webhooks', body: webhook, key: { method: 'webhooks.create' } }, ZWebexWebhook),
    updateWebhook: (webhookId, update) =>
      json(
        { method: 'PUT', path: `/webhooks/${enc(webhookId)}`, body: update, key: { method: 'webhooks.update' } },
        ZWebexWebhook,
      ),
    deleteWebhook: (webhookId) =>
      noContent({ method: 'DELETE', path: `/webhooks/${enc(webhookId)}`, key: { method: 'webhooks.delete' } }),
  };
}
