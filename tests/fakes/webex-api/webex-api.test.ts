/**
 * The fake Webex API against itself with plain fetch: what the product's adapter will see (auth,
 * ids, paging, Webex's refusals, 429 + Retry-After) and what its /webex/events route will receive
 * (signed deliveries, retries with the same bytes, webhooks turning inactive).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createManualClock,
  EDIT_WITH_ATTACHMENTS_REFUSED,
  MESSAGE_TEXT_MAX_BYTES,
  startFakeWebexApi,
  type TFakeWebexApi,
  type TFakeWebexApiOptions,
  type TFakeWebexDeliveryRequest,
  WEBHOOK_FAILURES_BEFORE_INACTIVE,
  webexIdKind,
} from './index.ts';

const SECRET = 'webhook-secret-for-tests';

interface TAnswer {
  status: number;
  headers: Headers;
  json: Record<string, unknown> & { items?: Array<Record<string, unknown>> };
}

async function call(fake: TFakeWebexApi, method: string, path: string, body?: unknown, token = fake.botToken) {
  const response = await fetch(path.startsWith('http') ? path : `${fake.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : {} } as TAnswer;
}

function card(extra: Record<string, unknown> = {}) {
  return {
    contentType: 'application/vnd.microsoft.card.adaptive',
    content: {
      type: 'AdaptiveCard',
      version: '1.3',
      body: [{ type: 'Input.Text', id: 'q1', isMultiline: true }],
      actions: [{ type: 'Action.Submit', title: 'Submit' }],
      ...extra,
    },
  };
}

/** Every delivery the product would receive, kept in memory (the `deliver` option). */
function inbox(status = 200) {
  const received: TFakeWebexDeliveryRequest[] = [];
  const answer = { status };
  return {
    received,
    answer,
    deliver: async (request: TFakeWebexDeliveryRequest) => {
      received.push(request);
      return { status: answer.status };
    },
  };
}

const running: TFakeWebexApi[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((fake) => fake.close()));
});

async function start(options: TFakeWebexApiOptions = {}) {
  const fake = await startFakeWebexApi(options);
  running.push(fake);
  return fake;
}

async function webhook(fake: TFakeWebexApi, resource: string, extra: Record<string, unknown> = {}) {
  const created = await call(fake, 'POST', '/webhooks', {
    name: `rollcall ${resource}`,
    targetUrl: 'http://127.0.0.1:9/webex/events',
    resource,
    event: 'created',
    secret: SECRET,
    ...extra,
  });
  expect(created.status).toBe(200);
  return created.json;
}

/** A space with `count` people and the bot added by the first of them. */
async function space(fake: TFakeWebexApi, count: number) {
  const people = fake.addPeople(count);
  const room = fake.addRoom({ title: 'Standups', members: people.map((one) => one.id) });
  await fake.addBotToRoom(room.id, { actorId: people[0]!.id });
  return { people, room };
}

describe('the fake Webex API', () => {
  it('answers only the bot token, with Webex error bodies and tracking ids', async () => {
    const fake = await start();
    const refused = await call(fake, 'GET', '/people/me', undefined, 'someone-else');
    expect(refused.status).toBe(401);
    expect(refused.json).toMatchObject({
      message: 'The request requires a valid access token set in the Authorization request header.',
      errors: [{ description: expect.any(String) }],
      trackingId: expect.any(String),
    });
    const me = await call(fake, 'GET', '/people/me');
    expect(me.headers.get('trackingid')).toMatch(/^ROUTER_/);
    expect(me.json).toMatchObject({
      id: fake.bot.id,
      emails: ['rollcall@webex.bot'],
      displayName: 'Rollcall',
      type: 'bot',
    });
    expect(webexIdKind(fake.bot.id)).toBe('PEOPLE');
    expect(webexIdKind(fake.orgId)).toBe('ORGANIZATION');
  });

  it('finds people by id, by a list of at most 85 ids and by email', async () => {
    const fake = await start();
    const [alice, bob] = [fake.addPerson({ email: 'alice@acme.example', timezone: 'Europe/Paris' }), fake.addPerson()];
    expect((await call(fake, 'GET', `/people/${alice.id}`)).json).toMatchObject({
      emails: ['alice@acme.example'],
      timezone: 'Europe/Paris',
      type: 'person',
    });
    expect((await call(fake, 'GET', `/people/${bob.id}`)).json.timezone).toBeUndefined();
    expect((await call(fake, 'GET', '/people/nope')).status).toBe(404);
    const listed = await call(fake, 'GET', `/people?id=${alice.id},${bob.id}`);
    expect(listed.json.items?.map((one) => one.id)).toEqual([alice.id, bob.id]);
    const tooMany = Array.from({ length: 86 }, () => alice.id).join(',');
    expect((await call(fake, 'GET', `/people?id=${tooMany}`)).status).toBe(400);
    expect((await call(fake, 'GET', '/people?email=ALICE%40acme.example')).json.items).toHaveLength(1);
  });

  it('shows a room and its memberships only once the bot is in it, paging with Link rel="next"', async () => {
    const fake = await start();
    const people = fake.addPeople(250);
    const room = fake.addRoom({ title: 'Standups', members: people.map((one) => one.id) });
    expect((await call(fake, 'GET', `/rooms/${room.id}`)).status).toBe(404);
    expect((await call(fake, 'GET', `/memberships?roomId=${room.id}`)).status).toBe(404);
    await fake.addBotToRoom(room.id, { actorId: people[0]!.id });
    expect((await call(fake, 'GET', `/rooms/${room.id}`)).json).toMatchObject({ title: 'Standups', type: 'group' });

    const seen: string[] = [];
    let next: string | null = `/memberships?roomId=${room.id}&max=100`;
    let pages = 0;
    while (next) {
      const page = await call(fake, 'GET', next);
      expect(page.status).toBe(200);
      seen.push(...(page.json.items ?? []).map((one) => String(one.personId)));
      const link = page.headers.get('link');
      next = link ? (/<([^>]+)>;\s*rel="next"/.exec(link)?.[1] ?? null) : null;
      if (next) expect(next.startsWith(fake.url)).toBe(true);
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(251);
    expect(seen).toContain(fake.bot.id);

    const one = await call(fake, 'GET', `/memberships?roomId=${room.id}&personEmail=${people[3]!.emails[0]}`);
    expect(one.json.items).toEqual([expect.objectContaining({ personId: people[3]!.id, roomType: 'group' })]);
    expect((await call(fake, 'GET', `/memberships?roomId=${room.id}&max=1001`)).status).toBe(400);
    expect((await call(fake, 'GET', '/memberships?cursor=%%%')).status).toBe(400);
  });

  it('posts to a person through one direct room, threads replies and refuses what Webex refuses', async () => {
    const fake = await start({ echoBotMessages: false });
    const { people, room } = await space(fake, 2);
    const person = people[1]!;
    const first = await call(fake, 'POST', '/messages', { toPersonId: person.id, text: 'Hi', attachments: [card()] });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ roomType: 'direct', personId: fake.bot.id, text: 'Hi' });
    const second = await call(fake, 'POST', '/messages', { toPersonEmail: person.emails[0], markdown: '**Reminder**' });
    expect(second.json.roomId).toBe(first.json.roomId);
    expect(fake.directRoom(person.id)?.id).toBe(first.json.roomId);
    expect(fake.messagesTo(person.id)).toHaveLength(2);

    const broadcast = await call(fake, 'POST', '/messages', { roomId: room.id, markdown: 'Standup' });
    const reply = await call(fake, 'POST', '/messages', { roomId: room.id, parentId: broadcast.json.id, text: 'Ann' });
    expect(reply.json.parentId).toBe(broadcast.json.id);

    const refusals: Array<[unknown, number]> = [
      [{ roomId: room.id, toPersonId: person.id, text: 'x' }, 400],
      [{ roomId: 'unknown', text: 'x' }, 404],
      [{ toPersonEmail: 'nobody@acme.example', text: 'x' }, 404],
      [{ roomId: room.id }, 400],
      [{ roomId: room.id, text: 'é'.repeat(Math.ceil(MESSAGE_TEXT_MAX_BYTES / 2)) }, 400],
      [{ roomId: room.id, attachments: [card()] }, 400],
      [{ roomId: room.id, text: 'x', attachments: [card({ version: '1.4' })] }, 400],
      [{ roomId: room.id, text: 'x', attachments: [card(), card()] }, 400],
      [
        {
          roomId: room.id,
          text: 'x',
          attachments: [card({ body: [{ type: 'TextBlock', text: 'a'.repeat(22_000) }] })],
        },
        400,
      ],
      [{ roomId: room.id, text: 'x', parentId: reply.json.id }, 400],
      [{ roomId: room.id, text: 'x', parentId: first.json.id }, 400],
    ];
    for (const [index, [body, status]] of refusals.entries()) {
      const answer = await call(fake, 'POST', '/messages', body);
      expect({ index, status: answer.status }).toEqual({ index, status });
      expect(answer.json.message).toEqual(expect.any(String));
    }
    expect(fake.stats().messagesAccepted).toBe(4);
  });

  it('edits text messages, refuses to edit cards, deletes with 204', async () => {
    const fake = await start({ echoBotMessages: false });
    const { room } = await space(fake, 1);
    const text = await call(fake, 'POST', '/messages', { roomId: room.id, text: 'one' });
    const edited = await call(fake, 'PUT', `/messages/${text.json.id}`, { roomId: room.id, markdown: 'two' });
    expect(edited.json).toMatchObject({ text: 'two', markdown: 'two', updated: expect.any(String) });
    expect(fake.message(String(text.json.id))?.edits).toEqual([expect.objectContaining({ text: 'one' })]);

    const withCard = await call(fake, 'POST', '/messages', { roomId: room.id, text: 'card', attachments: [card()] });
    const refused = await call(fake, 'PUT', `/messages/${withCard.json.id}`, { roomId: room.id, text: 'x' });
    expect(refused).toMatchObject({ status: 400, json: { message: EDIT_WITH_ATTACHMENTS_REFUSED } });
    expect((await call(fake, 'DELETE', `/messages/${withCard.json.id}`)).status).toBe(204);
    expect((await call(fake, 'GET', `/messages/${withCard.json.id}`)).status).toBe(404);
    expect((await call(fake, 'DELETE', `/messages/${withCard.json.id}`)).status).toBe(404);
  });

  it('delivers memberships, messages and attachment actions signed with X-Spark-Signature over real HTTP', async () => {
    const received: Array<{ headers: Record<string, string | string[] | undefined>; body: string }> = [];
    const receiver: Server = createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200).end();
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const targetUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webex/events`;
    try {
      const fake = await start();
      for (const resource of ['memberships', 'messages', 'attachmentActions'])
        await call(fake, 'POST', '/webhooks', { name: resource, targetUrl, resource, event: 'all', secret: SECRET });
      const people = fake.addPeople(2);
      const room = fake.addRoom({ title: 'Standups', members: people.map((one) => one.id) });
      const added = await fake.addBotToRoom(room.id, { actorId: people[0]!.id });
      expect(added).toEqual([expect.objectContaining({ resource: 'memberships', event: 'created', status: 200 })]);

      const sent = await call(fake, 'POST', '/messages', {
        toPersonId: people[1]!.id,
        text: 'Q',
        attachments: [card()],
      });
      await fake.idle();
      const { action } = await fake.submitCard(String(sent.json.id), people[1]!.id, { q1: 'Done' });
      const { message } = await fake.personMessagesBot(people[1]!.id, 'help');

      expect(received).toHaveLength(4);
      for (const one of received) {
        const expected = createHmac('sha1', SECRET).update(one.body).digest();
        const given = Buffer.from(String(one.headers['x-spark-signature']), 'hex');
        expect(given.length === expected.length && timingSafeEqual(given, expected)).toBe(true);
        expect(one.headers['content-type']).toBe('application/json; charset=utf-8');
      }
      const bodies = received.map((one) => JSON.parse(one.body));
      expect(bodies[0]).toMatchObject({
        resource: 'memberships',
        event: 'created',
        actorId: people[0]!.id,
        createdBy: fake.bot.id,
        ownedBy: 'creator',
        data: { roomId: room.id, personId: fake.bot.id, roomType: 'group' },
      });
      // The bot's own message comes back (the product must ignore it); then the submit, then the person.
      expect(bodies[1]).toMatchObject({ resource: 'messages', data: { id: sent.json.id, personId: fake.bot.id } });
      expect(bodies[2]).toMatchObject({
        resource: 'attachmentActions',
        data: { id: action.id, messageId: sent.json.id },
      });
      expect(bodies[2].data.inputs).toBeUndefined();
      expect(bodies[3]).toMatchObject({ resource: 'messages', actorId: people[1]!.id, data: { id: message.id } });
      expect(bodies[3].data.text).toBeUndefined();
      expect((await call(fake, 'GET', `/attachment/actions/${action.id}`)).json).toMatchObject({
        type: 'submit',
        inputs: { q1: 'Done' },
        personId: people[1]!.id,
      });
      expect((await call(fake, 'GET', `/messages/${message.id}`)).json.text).toBe('help');
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });

  it('keeps webhooks (CRUD), honours filters, sends unsigned without a secret and nothing to an inactive one', async () => {
    const box = inbox();
    const fake = await start({ deliver: box.deliver, echoBotMessages: false });
    expect(
      (
        await call(fake, 'POST', '/webhooks', {
          name: 'x',
          targetUrl: 'ftp://a',
          resource: 'messages',
          event: 'created',
        })
      ).status,
    ).toBe(400);
    expect(
      (await call(fake, 'POST', '/webhooks', { name: 'x', targetUrl: 'http://a', resource: 'nope', event: 'created' }))
        .status,
    ).toBe(400);
    const people = fake.addPeople(2);
    const room = fake.addRoom({ title: 'Standups', members: people.map((one) => one.id) });
    const unsigned = await webhook(fake, 'memberships', { secret: undefined, filter: `roomId=${room.id}` });
    const other = await webhook(fake, 'memberships', { filter: 'roomId=elsewhere' });
    await fake.addBotToRoom(room.id, { actorId: people[0]!.id });
    expect(box.received).toHaveLength(1);
    expect(box.received[0]!.headers['x-spark-signature']).toBeUndefined();
    expect(JSON.parse(box.received[0]!.body).filter).toBe(`roomId=${room.id}`);

    const paused = await call(fake, 'PUT', `/webhooks/${unsigned.id}`, {
      name: 'paused',
      targetUrl: unsigned.targetUrl,
      status: 'inactive',
    });
    expect(paused.json).toMatchObject({ name: 'paused', status: 'inactive' });
    await fake.removeMember(room.id, people[1]!.id, { actorId: people[0]!.id });
    expect(box.received).toHaveLength(1);
    expect((await call(fake, 'GET', '/webhooks')).json.items).toHaveLength(2);
    expect((await call(fake, 'DELETE', `/webhooks/${other.id}`)).status).toBe(204);
    expect((await call(fake, 'GET', `/webhooks/${other.id}`)).status).toBe(404);
  });

  it('redelivers the exact same bytes and turns a webhook inactive after 100 failures', async () => {
    const box = inbox(500);
    const fake = await start({ deliver: box.deliver, clock: createManualClock() });
    const hook = await webhook(fake, 'messages');
    const { people } = await space(fake, 1);
    const first = await fake.personMessagesBot(people[0]!.id, 'hello');
    const again = await fake.redeliver(first.deliveries[0]!.index);
    expect(again).toMatchObject({ redeliveryOf: first.deliveries[0]!.index, status: 500 });
    expect(box.received[1]).toEqual(box.received[0]);
    for (let n = 2; n < WEBHOOK_FAILURES_BEFORE_INACTIVE; n += 1) await fake.personMessagesBot(people[0]!.id, `m${n}`);
    expect(fake.webhooks[0]!.status).toBe('inactive');
    const sent = box.received.length;
    await fake.personMessagesBot(people[0]!.id, 'lost');
    expect(box.received).toHaveLength(sent);
    box.answer.status = 200;
    await call(fake, 'PUT', `/webhooks/${hook.id}`, { name: 'on', targetUrl: hook.targetUrl, status: 'active' });
    await fake.personMessagesBot(people[0]!.id, 'back');
    expect(box.received).toHaveLength(sent + 1);
  });

  it('injects failures by route, throttles with Retry-After and caps messages per minute', async () => {
    const clock = createManualClock();
    const fake = await start({ clock, messagesPerMinute: 3, echoBotMessages: false });
    const { room } = await space(fake, 1);
    fake.failNext(1, { status: 503, route: 'GET /rooms/:id' });
    expect((await call(fake, 'GET', `/rooms/${room.id}`)).status).toBe(503);
    expect((await call(fake, 'GET', `/rooms/${room.id}`)).status).toBe(200);

    fake.throttle({ retryAfterSeconds: 7, times: 2, route: 'POST /messages' });
    for (let n = 0; n < 2; n += 1) {
      const refused = await call(fake, 'POST', '/messages', { roomId: room.id, text: 'a' });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('7');
    }
    for (const text of ['a', 'b', 'c'])
      expect((await call(fake, 'POST', '/messages', { roomId: room.id, text })).status).toBe(200);
    clock.advance(20_000);
    const capped = await call(fake, 'POST', '/messages', { roomId: room.id, text: 'd' });
    expect(capped.status).toBe(429);
    expect(capped.headers.get('retry-after')).toBe('40');
    clock.advance(40_000);
    expect((await call(fake, 'POST', '/messages', { roomId: room.id, text: 'd' })).status).toBe(200);
    expect(fake.stats()).toEqual({ messagesAccepted: 4, rateLimited: 3, duplicates: 0 });
  });

  it('counts a message accepted twice as a duplicate unless the first was deleted', async () => {
    const fake = await start({ echoBotMessages: false });
    const { people } = await space(fake, 1);
    const body = { toPersonId: people[0]!.id, text: 'Q', attachments: [card()] };
    const first = await call(fake, 'POST', '/messages', body);
    await call(fake, 'DELETE', `/messages/${first.json.id}`);
    await call(fake, 'POST', '/messages', body);
    expect(fake.stats().duplicates).toBe(0);
    await call(fake, 'POST', '/messages', body);
    expect(fake.stats().duplicates).toBe(1);
    expect(fake.duplicateMessages()[0]?.text).toBe('Q');
  });

  it('delivers people joining and leaving, and the bot removed, only while the bot is in the space', async () => {
    const box = inbox();
    const fake = await start({ deliver: box.deliver });
    await webhook(fake, 'memberships', { event: 'all' });
    const { people, room } = await space(fake, 1);
    const newcomer = fake.addPerson();
    await fake.addMember(room.id, newcomer.id, { actorId: people[0]!.id });
    await fake.removeMember(room.id, newcomer.id, { actorId: newcomer.id });
    await fake.removeBot(room.id, { actorId: people[0]!.id });
    expect((await call(fake, 'GET', `/rooms/${room.id}`)).status).toBe(404);
    await fake.addMember(room.id, newcomer.id, { actorId: people[0]!.id });
    const events = box.received.map((one) => JSON.parse(one.body));
    expect(
      events.map((one) => `${one.event}:${one.data.personId === fake.bot.id ? 'bot' : one.data.personId}`),
    ).toEqual(['created:bot', `created:${newcomer.id}`, `deleted:${newcomer.id}`, 'deleted:bot']);
  });
});
