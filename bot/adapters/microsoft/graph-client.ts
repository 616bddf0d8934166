/**
 * Microsoft Graph through @microsoft/microsoft-graph-client (ARCHITECTURE §1): profile photos,
 * calendars, calendarView and automatic replies for one delegated access token. The SDK's default
 * middleware is replaced by one step of our own (the token, a time limit per attempt, a bounded
 * number of retries that honour Retry-After on 429 and 503) before its HTTP handler, so every
 * request goes through the platform's fetch to MICROSOFT_GRAPH_URL and the test network guard.
 * Failures become the core's GraphCallError; nothing of the SDK leaks past this file.
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
} from '../../domain/platforms/microsoft/graph.ts';

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
    private readonly options: Required<Omit<TGraphClientOptions, 'graphUrl'>>,
  ) {}

  setNext(next: Middleware): void {
    this.next = next;
  }

  async execute(context: Context): Promise<void> {
    if (!this.next) throw new Error('graph middleware has no next step');
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

/** Zone names Graph uses for UTC in mailbox settings. */
const UTC_NAMES = new Set(['utc', 'coordinated universal time', 'etc/utc', 'gmt']);

function isIanaZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * The instant of a Graph dateTimeTimeZone. Mailbox settings write UTC (as Graph documents); an IANA
 * zone is read as such; any other (Windows) zone name is read as UTC, off by at most a day's edge.
 */
function instantOf(value: unknown): Date | null {
  const wall = wallOf(value);
  if (!wall) return null;
  const zone = text((value as { timeZone?: unknown }).timeZone);
  if (zone && !UTC_NAMES.has(zone.toLowerCase()) && isIanaZone(zone)) {
    const [day = '', time = ''] = wall.split('T');
    const [hour = 0, minute = 0] = time.split(':').map(Number);
    return zonedTimeToUtc(day, hour, minute, zone);
  }
  const instant = new Date(`${wall}Z`);
  return Number.isNaN(instant.getTime()) ? null : instant;
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
  const client = Client.initWithMiddleware({
    baseUrl: `${base}/`,
    defaultVersion: GRAPH_VERSION,
    middleware: [new TokenRetryTimeout(token, settings), new HTTPMessageHandler()],
  });
  /** A path of an @odata.nextLink, only when it points back at Graph (our token goes nowhere else). */
  const pathOfNextLink = (link: string): string | undefined => {
    const prefix = `${base}/${GRAPH_VERSION}/`;
    return link.startsWith(prefix) ? link.slice(prefix.length) : undefined;
  };
  const call = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw failureOf(error);
    }
  };

  return {
    async userPhoto(userId, maxBytes) {
      // A fixed path shape: the id is a GUID from the Teams roster, never free text.
      if (!/^[0-9a-f-]{36}$/i.test(userId)) throw new GraphCallError('invalid', 'not a Microsoft object id');
      const response = await call(() =>
        client.api(`/users/${userId}/photo/$value`).responseType(ResponseType.RAW).get(),
      ).catch((error: GraphCallError) => {
        if (error.failure === 'not_found') return null;
        throw error;
      });
      if (response === null) return null;
      const raw = response as Response;
      if (raw.status === 404) return null;
      if (!raw.ok) {
        await raw.body?.cancel().catch(() => undefined);
        throw failureOf(new GraphError(raw.status, 'photo request failed'));
      }
      const declared = Number(raw.headers.get('content-length') ?? '0');
      if (declared > maxBytes) {
        await raw.body?.cancel().catch(() => undefined);
        return null;
      }
      const data = Buffer.from(await raw.arrayBuffer());
      if (data.length === 0 || data.length > maxBytes) return null;
      const contentType = photoTypeOf(data);
      return contentType ? { contentType, data } : null;
    },

    async myCalendars() {
      const body = await call(() => client.api('/me/calendars').select('id,name,isDefaultCalendar').top(100).get());
      const value = Array.isArray(body?.value) ? (body.value as unknown[]) : [];
      return value
        .map((one): TGraphCalendar => {
          const row = one as Record<string, unknown>;
          return { id: text(row.id), name: text(row.name).slice(0, 200), isDefault: row.isDefaultCalendar === true };
        })
        .filter((calendar) => calendar.id.length > 0 && calendar.id.length <= 1000);
    },

    async calendarView(calendarId, window, timeZone) {
      const events: TGraphEvent[] = [];
      let request = client
        .api(`/me/calendars/${encodeURIComponent(calendarId)}/calendarView`)
        .query({ startDateTime: window.start.toISOString(), endDateTime: window.end.toISOString() })
        .select(EVENT_FIELDS)
        .top(CALENDAR_PAGE_SIZE);
      for (let page = 0; page < MAX_CALENDAR_PAGES; page += 1) {
        const body = await call(() => request.header('Prefer', `outlook.timezone="${timeZone}"`).get());
        for (const one of Array.isArray(body?.value) ? (body.value as unknown[]) : []) {
          const row = one as Record<string, unknown>;
          const start = wallOf(row.start);
          const end = wallOf(row.end);
          if (!start || !end) continue;
          events.push({
            showAs: text(row.showAs),
            isAllDay: row.isAllDay === true,
            isCancelled: row.isCancelled === true,
            start,
            end,
          });
        }
        const next =
          typeof body?.['@odata.nextLink'] === 'string' ? pathOfNextLink(body['@odata.nextLink']) : undefined;
        if (!next) return events;
        request = client.api(next);
      }
      throw new GraphCallError('invalid', 'calendarView kept paging');
    },

    async automaticReplies() {
      const body = await call(() => client.api('/me/mailboxSettings/automaticRepliesSetting').get());
      const status = text(body?.status);
      return {
        status: status === 'alwaysEnabled' || status === 'scheduled' ? status : 'disabled',
        scheduledStart: instantOf(body?.scheduledStartDateTime),
        scheduledEnd: instantOf(body?.scheduledEndDateTime),
      } satisfies TAutomaticReplies;
    },
  };
}

/** The factory the use cases get: one Graph client per access token, all on MICROSOFT_GRAPH_URL. */
export function graphClientFactory(options: TGraphClientOptions): TGraphClientFactory {
  return (token) => createGraphClient(token, options);
}
