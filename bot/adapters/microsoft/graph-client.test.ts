import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGraphClient } from './graph-client.ts';

type THandler = (request: IncomingMessage, response: ServerResponse) => void;

/** A loopback HTTP server whose answers each test sets, recording what it was asked. */
async function recordingServer() {
  const seen: { url: string; authorization: string | undefined; prefer: string | undefined }[] = [];
  let handler: THandler = (_request, response) => response.writeHead(404).end();
  const server: Server = createServer((request, response) => {
    seen.push({
      url: request.url ?? '',
      authorization: request.headers.authorization,
      prefer: request.headers.prefer?.toString(),
    });
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    seen,
    answer: (next: THandler) => {
      handler = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const json = (response: ServerResponse, body: unknown, status = 200) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

let graph: Awaited<ReturnType<typeof recordingServer>>;
let elsewhere: Awaited<ReturnType<typeof recordingServer>>;
const window = { start: new Date('2027-03-01T00:00:00Z'), end: new Date('2027-04-30T00:00:00Z') };
const oofPage = (nextLink?: string) => ({
  value: [
    {
      showAs: 'oof',
      isAllDay: false,
      isCancelled: false,
      start: { dateTime: '2027-03-10T09:00:00.0000000', timeZone: 'Pacific Standard Time' },
      end: { dateTime: '2027-03-10T17:00:00.0000000', timeZone: 'America/Los_Angeles' },
    },
    {
      showAs: 'oof',
      isAllDay: true,
      isCancelled: false,
      start: { dateTime: '2027-03-12T00:00:00.0000000', timeZone: 'Tokyo Standard Time' },
      end: { dateTime: '2027-03-13T00:00:00.0000000', timeZone: 'Tokyo Standard Time' },
    },
  ],
  ...(nextLink ? { '@odata.nextLink': nextLink } : {}),
});

beforeAll(async () => {
  graph = await recordingServer();
  elsewhere = await recordingServer();
});
afterAll(async () => {
  await graph?.close();
  await elsewhere?.close();
});
beforeEach(() => {
  graph.seen.length = 0;
  elsewhere.seen.length = 0;
});

const client = () => createGraphClient('the-token', { graphUrl: graph.url, sleep: async () => undefined });

describe('createGraphClient', () => {
  it('asks calendarView in UTC and reads each event in its own zone; all-day events keep their dates', async () => {
    graph.answer((_request, response) => json(response, oofPage()));
    const events = await client().calendarView('cal-1', window);
    expect(graph.seen[0]!.prefer).toBe('outlook.timezone="UTC"');
    expect(events).toEqual([
      {
        showAs: 'oof',
        isCancelled: false,
        isAllDay: false,
        start: new Date('2027-03-10T17:00:00Z'), // 09:00 in Los Angeles, still PST on March 10
        end: new Date('2027-03-11T01:00:00Z'),
      },
      { showAs: 'oof', isCancelled: false, isAllDay: true, startDay: '2027-03-12', endDay: '2027-03-13' },
    ]);
  });

  it('follows a nextLink on Graph’s own origin and version, with the token', async () => {
    let calls = 0;
    graph.answer((_request, response) => {
      calls += 1;
      json(response, oofPage(calls === 1 ? `${graph.url}/v1.0/me/calendars/cal-1/calendarView?$skip=2` : undefined));
    });
    expect(await client().calendarView('cal-1', window)).toHaveLength(4);
    expect(graph.seen.map((one) => one.url)).toEqual([
      expect.stringContaining('/v1.0/me/calendars/cal-1/calendarView?'),
      '/v1.0/me/calendars/cal-1/calendarView?$skip=2',
    ]);
    expect(graph.seen.every((one) => one.authorization === 'Bearer the-token')).toBe(true);
  });

  it.each([
    ['another origin', () => `${elsewhere.url}/v1.0/me/calendarView?$skip=2`],
    ['a URL hidden in the query', () => `${graph.url}/v1.0/me/calendarView?$skip=2&x=${elsewhere.url}/steal`],
    ['another version', () => `${graph.url}/beta/me/calendarView?$skip=2`],
    ['user info', () => `http://user:pw@${graph.url.slice('http://'.length)}/v1.0/me/calendarView`],
    ['not a URL', () => 'v1.0/me/calendarView'],
  ])('does not follow a nextLink to %s (the token goes nowhere else)', async (_name, link) => {
    graph.answer((_request, response) => json(response, oofPage(link())));
    expect(await client().calendarView('cal-1', window)).toHaveLength(2);
    expect(graph.seen).toHaveLength(1);
    expect(elsewhere.seen).toEqual([]);
  });

  it('pages the calendar list', async () => {
    graph.answer((request, response) =>
      json(response, {
        value: [{ id: request.url!.includes('skip') ? 'b' : 'a', name: 'One', isDefaultCalendar: false }],
        ...(request.url!.includes('skip') ? {} : { '@odata.nextLink': `${graph.url}/v1.0/me/calendars?$skip=1` }),
      }),
    );
    expect((await client().myCalendars()).map((calendar) => calendar.id)).toEqual(['a', 'b']);
  });

  it('maps the mailbox’s Windows time zone to IANA, and an unknown one to null', async () => {
    const settings = (timeZone: string) => ({
      timeZone,
      automaticRepliesSetting: {
        status: 'scheduled',
        scheduledStartDateTime: { dateTime: '2027-03-10T00:00:00.0000000', timeZone: 'UTC' },
        scheduledEndDateTime: { dateTime: '2027-03-11T00:00:00.0000000', timeZone: 'UTC' },
      },
    });
    graph.answer((_request, response) => json(response, settings('India Standard Time')));
    expect(await client().mailboxSettings()).toEqual({
      timeZone: 'Asia/Kolkata',
      replies: {
        status: 'scheduled',
        scheduledStart: new Date('2027-03-10T00:00:00Z'),
        scheduledEnd: new Date('2027-03-11T00:00:00Z'),
      },
    });
    graph.answer((_request, response) => json(response, settings('Middle Earth Standard Time')));
    expect((await client().mailboxSettings()).timeZone).toBeNull();
  });

  const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
  const USER = '0b3a4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d';

  it('asks for the 240 px photo and falls back to the stored one on 404', async () => {
    graph.answer((request, response) => {
      if (request.url!.includes('/photos/240x240/')) return json(response, { error: { code: 'ImageNotFound' } }, 404);
      response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    });
    expect(await client().userPhoto(USER, 1000)).toEqual({ contentType: 'image/png', data: PNG });
    expect(graph.seen.map((one) => one.url)).toEqual([
      `/v1.0/users/${USER}/photos/240x240/$value`,
      `/v1.0/users/${USER}/photo/$value`,
    ]);
  });

  it('stops reading a photo stream once it passes the limit', async () => {
    let written = 0;
    graph.answer((_request, response) => {
      // Chunked, no content-length: only the bytes read tell the size.
      response.writeHead(200, { 'content-type': 'image/png' });
      response.write(PNG);
      const timer = setInterval(() => {
        if (response.destroyed || written > 5_000_000) {
          clearInterval(timer);
          response.end();
          return;
        }
        written += 64 * 1024;
        response.write(Buffer.alloc(64 * 1024));
      }, 1);
    });
    expect(await client().userPhoto(USER, 200 * 1024)).toBeNull();
    expect(written).toBeLessThan(5_000_000);
  });
});
