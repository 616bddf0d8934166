/**
 * Microsoft Graph through @microsoft/microsoft-graph-client (ARCHITECTURE §1): profile photos,
 * calendars, calendarView and automatic replies for one delegated access token. The SDK's default
 * middleware is replaced by one step of our own (the token, a time limit per attempt, a bounded
 * number of retries that honour Retry-After on 429 and 503) before its HTTP handler, so every
 * request goes through the platform's fetch to MICROSOFT_GRAPH_URL and the test network guard.
 * The token only ever goes to MICROSOFT_GRAPH_URL's origin: an @odata.nextLink elsewhere is not
 * followed, and the middleware refuses any other request. Times are asked for in UTC and each
 * event's own zone is read, so no zone name of ours can be refused. Failures become the core's
 * GraphCallError; nothing of the SDK leaks past this file.
 */
import {
  Client,
  type Context,
  GraphError,
  HTTPMessageHandler,
  type Middleware,
  ResponseType,
} from '@microsoft/microsoft-graph-client';
import { zonedTimeToUtc } from '../../../shared/zoned-time.ts';
import {
  GraphCallError,
  type TAutomaticReplies,
  type TGraphCalendar,
  type TGraphClient,
  type TGraphClientFactory,
  type TGraphEvent,
  type TGraphFailure,
  type TGraphPhoto,
} from '../../domain/platforms/microsoft/graph.ts';
import { ianaZoneOf } from './windows-time-zones.ts';

export interface TGraphClientOptions {
  /** MICROSOFT_GRAPH_URL without a trailing slash. */
  graphUrl: string;
  /** One attempt's time limit. */
  timeoutMs?: number;
  /** Retries after a 429 or 503 (so at most retries + 1 attempts). */
  retries?: number;
  /** The longest Retry-After honoured; a longer one fails the call as 'unavailable'. */
  maxRetryAfterMs?: number;
  /** How to wait (tests make it instant). */
  sleep?: (ms: number) => Promise<void>;
}

const GRAPH_VERSION = 'v1.0';
/** calendarView page size: Graph allows up to 1000; 100 keeps each answer small. */
const CALENDAR_PAGE_SIZE = 100;
/** More pages than this for 60 days of one calendar is a runaway, not a calendar. */
const MAX_CALENDAR_PAGES = 50;
/** The calendar list is short; ten pages of 100 is already more calendars than anyone keeps. */
const MAX_CALENDAR_LIST_PAGES = 10;
/** The photo size asked for: Teams shows 240 px at most, and it stays far under the size limit. */
const PHOTO_SIZE = '240x240';
const EVENT_FIELDS = 'showAs,isAllDay,isCancelled,start,end';

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Seconds (or an HTTP date) of a Retry-After header, in milliseconds; 1 s when absent or unreadable. */
function retryAfterMs(header: string | null, now = Date.now()): number {
  if (!header) return 1000;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? 1000 : Math.max(0, date - now);
}

/**
 * The one middleware step before the SDK's HTTP handler: adds the bearer token and a time limit,
 * and retries throttled (429) or unavailable (503) answers a bounded number of times.
 */
class TokenRetryTimeout implements Middleware {
  private next: Middleware | undefined;

  constructor(
    private readonly token: string,
    private readonly graphOrigin: string,
    private readonly options: Required<Omit<TGraphClientOptions, 'graphUrl'>>,
  ) {}

  setNext(next: Middleware): void {
    this.next = next;
  }

  async execute(context: Context): Promise<void> {
    if (!this.next) throw new Error('graph middleware has no next step');
    const url = typeof context.request === 'string' ? context.request : context.request.url;
    if (originOf(url) !== this.graphOrigin)
      throw new GraphCallError('invalid', 'refused to send the Graph token off MICROSOFT_GRAPH_URL');
    for (let attempt = 0; ; attempt += 1) {
      const headers = new Headers(context.options?.headers as HeadersInit | undefined);
      headers.set('Authorization', `Bearer ${this.token}`);
      context.options = {
        ...context.options,
        headers: Object.fromEntries(headers.entries()),
        redirect: 'manual',
        signal: AbortSignal.timeout(this.options.timeoutMs),
      };
      context.response = undefined;
      await this.next.execute(context);
      const response = context.response as Response | undefined;
      const status = response?.status;
      if ((status !== 429 && status !== 503) || attempt >= this.options.retries) return;
      const wait = retryAfterMs(response?.headers.get('retry-after') ?? null);
      if (wait > this.options.maxRetryAfterMs) return;
      // Drain the refused answer so its connection goes back to the pool.
      await response?.arrayBuffer().catch(() => undefined);
      await this.options.sleep(wait);
    }
  }
}

/** The origin of a URL, or '' when it is not one. */
function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}

/** The core's failure kind of a Graph SDK error or a network failure. */
function failureOf(error: unknown): GraphCallError {
  if (error instanceof GraphCallError) return error;
  if (error instanceof GraphError) {
    const status = error.statusCode;
    const kind: TGraphFailure =
      status === 401
        ? 'unauthorized'
        : status === 403
          ? 'forbidden'
          : status === 404
            ? 'not_found'
            : status === 429 || status >= 500 || status <= 0
              ? 'unavailable'
              : 'invalid';
    return new GraphCallError(kind, `Microsoft Graph answered ${status}${error.code ? ` ${error.code}` : ''}`, status);
  }
  const name = (error as { name?: string } | undefined)?.name;
  if (name === 'TimeoutError' || name === 'AbortError')
    return new GraphCallError('unavailable', 'Microsoft Graph timed out');
  return new GraphCallError('unavailable', 'Microsoft Graph could not be reached');
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Graph's 'YYYY-MM-DDTHH:mm:ss.fffffff' without the fraction; '' when it is not one. */
function wallOf(value: unknown): string {
  const dateTime = text((value as { dateTime?: unknown } | undefined)?.dateTime);
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})/.exec(dateTime);
  return match?.[1] ?? '';
}

/**
 * The instant of a Graph dateTimeTimeZone: its wall time read in its own zone (IANA, or a Windows
 * name mapped to IANA); a missing or unknown zone reads as UTC, which is what Rollcall asks for.
 */
function instantOf(value: unknown): Date | null {
  const wall = wallOf(value);
  if (!wall) return null;
  const zone = ianaZoneOf(text((value as { timeZone?: unknown }).timeZone)) ?? 'UTC';
  if (zone === 'UTC') {
    const instant = new Date(`${wall}Z`);
    return Number.isNaN(instant.getTime()) ? null : instant;
  }
  const [day = '', time = ''] = wall.split('T');
  const [hour = 0, minute = 0, second = 0] = time.split(':').map(Number);
  const instant = zonedTimeToUtc(day, hour, minute, zone);
  return new Date(instant.getTime() + second * 1000);
}

/** A calendarView row as the core's event; undefined when its times cannot be read. */
function eventOf(row: Record<string, unknown>): TGraphEvent | undefined {
  const base = { showAs: text(row.showAs), isCancelled: row.isCancelled === true };
  if (row.isAllDay === true) {
    // An all-day event's dates are the dates, whatever zone they are written in.
    const startDay = wallOf(row.start).slice(0, 10);
    const endDay = wallOf(row.end).slice(0, 10);
    return startDay && endDay ? { ...base, isAllDay: true, startDay, endDay } : undefined;
  }
  const start = instantOf(row.start);
  const end = instantOf(row.end);
  return start && end ? { ...base, isAllDay: false, start, end } : undefined;
}

/**
 * A response body read up to `maxBytes`: null as soon as it passes them (the rest is never read,
 * so a huge photo costs no memory).
 */
async function readAtMost(response: Response, maxBytes: number): Promise<Buffer | null> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > maxBytes || !response.body) {
    await response.body?.cancel().catch(() => undefined);
    return declared > maxBytes ? null : Buffer.alloc(0);
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** JPEG or PNG by their leading bytes; anything else is not stored. */
function photoTypeOf(data: Buffer): string | undefined {
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  return undefined;
}

/** Graph for one access token. */
export function createGraphClient(token: string, options: TGraphClientOptions): TGraphClient {
  const settings = {
    timeoutMs: options.timeoutMs ?? 15_000,
    retries: options.retries ?? 3,
    maxRetryAfterMs: options.maxRetryAfterMs ?? 30_000,
    sleep: options.sleep ?? defaultSleep,
  };
  const base = options.graphUrl.replace(/\/+$/, '');
  const graphUrl = new URL(`${base}/`);
  const client = Client.initWithMiddleware({
    baseUrl: `${base}/`,
    defaultVersion: GRAPH_VERSION,
    middleware: [new TokenRetryTimeout(token, graphUrl.origin, settings), new HTTPMessageHandler()],
  });
  /**
   * The path of an @odata.nextLink, only when it points back at Graph's own origin and version (our
   * token goes nowhere else). No '://' may follow: the SDK reads a host out of any path holding one.
   */
  const pathOfNextLink = (link: unknown): string | undefined => {
    if (typeof link !== 'string') return undefined;
    let url: URL;
    try {
      url = new URL(link);
    } catch {
      return undefined;
    }
    if (url.origin !== graphUrl.origin || url.username || url.password) return undefined;
    const prefix = `${graphUrl.pathname}${GRAPH_VERSION}/`;
    if (!url.pathname.startsWith(prefix)) return undefined;
    const path = `${url.pathname.slice(prefix.length)}${url.search}`;
    return path.includes('://') ? undefined : path;
  };
  const call = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw failureOf(error);
    }
  };
  /** The raw answer of a photo path; null on 404. */
  const photoResponse = async (path: string): Promise<Response | null> => {
    const response = await call(() => client.api(path).responseType(ResponseType.RAW).get()).catch(
      (error: GraphCallError) => {
        if (error.failure === 'not_found') return null;
        throw error;
      },
    );
    if (response === null) return null;
    const raw = response as Response;
    if (raw.status === 404) {
      await raw.body?.cancel().catch(() => undefined);
      return null;
    }
    if (!raw.ok) {
      await raw.body?.cancel().catch(() => undefined);
      throw failureOf(new GraphError(raw.status, 'photo request failed'));
    }
    return raw;
  };

  return {
    async userPhoto(userId, maxBytes): Promise<TGraphPhoto | null> {
      // A fixed path shape: the id is a GUID from the Teams roster, never free text.
      if (!/^[0-9a-f-]{36}$/i.test(userId)) throw new GraphCallError('invalid', 'not a Microsoft object id');
      // The 240 px photo; a mailbox without sized photos (404) falls back to the one stored.
      const raw =
        (await photoResponse(`/users/${userId}/photos/${PHOTO_SIZE}/$value`)) ??
        (await photoResponse(`/users/${userId}/photo/$value`));
      if (raw === null) return null;
      const data = await readAtMost(raw, maxBytes);
      if (!data || data.length === 0) return null;
      const contentType = photoTypeOf(data);
      return contentType ? { contentType, data } : null;
    },

    async myCalendars() {
      const calendars: TGraphCalendar[] = [];
      let request = client.api('/me/calendars').select('id,name,isDefaultCalendar').top(100);
      for (let page = 0; page < MAX_CALENDAR_LIST_PAGES; page += 1) {
        const body = await call(() => request.get());
        for (const one of Array.isArray(body?.value) ? (body.value as unknown[]) : []) {
          const row = one as Record<string, unknown>;
          const calendar = {
            id: text(row.id),
            name: text(row.name).slice(0, 200),
            isDefault: row.isDefaultCalendar === true,
          };
          if (calendar.id.length > 0 && calendar.id.length <= 1000) calendars.push(calendar);
        }
        const next = pathOfNextLink(body?.['@odata.nextLink']);
        if (!next) return calendars;
        request = client.api(next);
      }
      // More than ten pages: the first thousand calendars are plenty to pick from.
      return calendars;
    },

    async calendarView(calendarId, window) {
      const events: TGraphEvent[] = [];
      let request = client
        .api(`/me/calendars/${encodeURIComponent(calendarId)}/calendarView`)
        .query({ startDateTime: window.start.toISOString(), endDateTime: window.end.toISOString() })
        .select(EVENT_FIELDS)
        .top(CALENDAR_PAGE_SIZE);
      for (let page = 0; page < MAX_CALENDAR_PAGES; page += 1) {
        // UTC, which Graph always accepts (some IANA names are refused); each event's zone is read anyway.
        const body = await call(() => request.header('Prefer', 'outlook.timezone="UTC"').get());
        for (const one of Array.isArray(body?.value) ? (body.value as unknown[]) : []) {
          const event = eventOf(one as Record<string, unknown>);
          if (event) events.push(event);
        }
        const next = pathOfNextLink(body?.['@odata.nextLink']);
        if (!next) return events;
        request = client.api(next);
      }
      throw new GraphCallError('invalid', 'calendarView kept paging');
    },

    async mailboxSettings() {
      const body = await call(() => client.api('/me/mailboxSettings').select('timeZone,automaticRepliesSetting').get());
      const replies = (body?.automaticRepliesSetting ?? {}) as Record<string, unknown>;
      const status = text(replies.status);
      return {
        timeZone: ianaZoneOf(text(body?.timeZone)),
        replies: {
          status: status === 'alwaysEnabled' || status === 'scheduled' ? status : 'disabled',
          scheduledStart: instantOf(replies.scheduledStartDateTime),
          scheduledEnd: instantOf(replies.scheduledEndDateTime),
        } satisfies TAutomaticReplies,
      };
    },
  };
}

/** The factory the use cases get: one Graph client per access token, all on MICROSOFT_GRAPH_URL. */
export function graphClientFactory(options: TGraphClientOptions): TGraphClientFactory {
  return (token) => createGraphClient(token, options);
}
