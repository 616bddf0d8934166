/**
 * Drives the product's own Webex REST client (bot/adapters/webex/webex-client.ts, with its
 * limiter) against the fake, so the fake answers the URLs, bodies and paging the adapter really
 * produces, and the client's schemas accept what the fake answers.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createWebexRateLimiter } from '../../../bot/adapters/webex/delivery/webex-rate-limiter.ts';
import { WebexApiError } from '../../../bot/adapters/webex/webex-api-error.ts';
import { createWebexClient, type TWebexClient } from '../../../bot/adapters/webex/webex-client.ts';
import { WEBEX_SIGNATURE_HEADER, webexSignatureHolds } from '../../../bot/adapters/webex/webex-signature.ts';
import {
  type TWebexAttachment,
  WEBEX_CARD_CONTENT_TYPE,
  ZWebexEnvelope,
} from '../../../bot/adapters/webex/webex-types.ts';
import { ensureWebexWebhooks } from '../../../bot/adapters/webex/webex-webhooks.ts';
import { startFakeWebexApi, type TFakeWebexApi, type TFakeWebexDeliveryRequest } from './index.ts';

const running: TFakeWebexApi[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((fake) => fake.close()));
});

async function setUp(
  options: Parameters<typeof startFakeWebexApi>[0] = {},
): Promise<{ fake: TFakeWebexApi; client: TWebexClient }> {
  const fake = await startFakeWebexApi({ echoBotMessages: false, ...options });
  running.push(fake);
  const client = createWebexClient({ baseUrl: fake.url, token: fake.botToken, limiter: createWebexRateLimiter(300) });
  return { fake, client };
}

const card: TWebexAttachment = {
  contentType: WEBEX_CARD_CONTENT_TYPE,
  content: { type: 'AdaptiveCard', version: '1.3', body: [{ type: 'Input.Text', id: 'q1' }] },
};

async function refusal(call: Promise<unknown>): Promise<WebexApiError> {
  const error = await call.then(
    () => new Error('expected a refusal'),
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(WebexApiError);
  return error as WebexApiError;
}

describe('the product’s Webex client against the fake', () => {
  it('reads the bot, people by id in calls of 85, a room and every page of its memberships', async () => {
    const { fake, client } = await setUp();
    expect(await client.me()).toMatchObject({ id: fake.bot.id, type: 'bot' });
    const people = fake.addPeople(1_500, { timezone: 'America/New_York' });
    const room = fake.addRoom({ title: 'Everyone', members: people.map((one) => one.id) });
    await fake.addBotToRoom(room.id, { actorId: people[0]!.id });

    const found = await client.peopleByIds(people.slice(0, 100).map((one) => one.id));
    expect(found).toHaveLength(100);
    expect(found[0]).toMatchObject({ timezone: 'America/New_York', emails: [people[0]!.emails[0]] });
    expect(fake.requests('GET /people')).toHaveLength(2);

    expect(await client.room(room.id)).toMatchObject({ title: 'Everyone', type: 'group' });
    const memberships = await client.memberships(room.id);
    expect(memberships).toHaveLength(1_501);
    expect(fake.requests('GET /memberships')).toHaveLength(2);
  });

  it('sends a card to a person, reads it and the Submit, deletes it; a refusal is a WebexApiError', async () => {
    const { fake, client } = await setUp();
    const [person] = fake.addPeople(1);
    const sent = await client.createMessage({ toPersonId: person!.id, text: 'Standup', attachments: [card] });
    expect(sent).toMatchObject({ roomType: 'direct', personId: fake.bot.id });
    const { action } = await fake.submitCard(sent.id, person!.id, { q1: 'Shipped' });
    expect(await client.attachmentAction(action.id)).toMatchObject({ messageId: sent.id, inputs: { q1: 'Shipped' } });
    expect((await client.message(sent.id)).attachments).toHaveLength(1);
    await client.deleteMessage(sent.id);

    const gone = await refusal(client.message(sent.id));
    expect(gone).toMatchObject({ status: 404, trackingId: expect.stringMatching(/^ROUTER_/) });
    const tooNew = await refusal(
      client.createMessage({
        toPersonId: person!.id,
        text: 'x',
        attachments: [{ ...card, content: { ...card.content, version: '1.5' } }],
      }),
    );
    expect(tooNew.status).toBe(400);
  });

  it('waits out a 429 with Retry-After and posts the message once', async () => {
    const { fake, client } = await setUp();
    const [person] = fake.addPeople(1);
    fake.throttle({ retryAfterSeconds: 1, route: 'POST /messages' });
    await client.createMessage({ toPersonId: person!.id, markdown: 'Reminder' });
    expect(fake.requests('POST /messages')).toHaveLength(2);
    expect(fake.stats()).toEqual({ messagesAccepted: 1, rateLimited: 1, duplicates: 0 });
  });

  it('creates, lists, updates and deletes its webhooks', async () => {
    const { client } = await setUp();
    const created = await client.createWebhook({
      name: 'rollcall messages',
      targetUrl: 'https://rollcall.example/webex/events',
      resource: 'messages',
      event: 'created',
      secret: 's1',
    });
    expect(await client.webhooks()).toEqual([expect.objectContaining({ id: created.id, status: 'active' })]);
    const updated = await client.updateWebhook(created.id, {
      name: 'rollcall messages',
      targetUrl: 'https://rollcall.example/webex/events',
      secret: 's2',
      status: 'active',
    });
    expect(updated.secret).toBe('s2');
    await client.deleteWebhook(created.id);
    expect(await client.webhooks()).toEqual([]);
  });

  it('lets the adapter ensure its three webhooks, then delivers what the events route verifies and parses', async () => {
    const received: TFakeWebexDeliveryRequest[] = [];
    const { fake, client } = await setUp({
      echoBotMessages: true,
      deliver: async (request) => {
        received.push(request);
        return { status: 200 };
      },
    });
    const settings = { publicUrl: 'https://rollcall.example/', secret: 'the-webhook-secret' };
    expect(await ensureWebexWebhooks(client, settings)).toEqual({ created: 3, updated: 0, deleted: 0 });
    expect(await ensureWebexWebhooks(client, settings)).toEqual({ created: 0, updated: 0, deleted: 0 });
    fake.webhooks[0]!.status = 'inactive';
    expect(await ensureWebexWebhooks(client, settings)).toEqual({ created: 0, updated: 1, deleted: 0 });

    const people = fake.addPeople(2);
    const room = fake.addRoom({ title: 'Standups', members: people.map((one) => one.id) });
    await fake.addBotToRoom(room.id, { actorId: people[0]!.id });
    const sent = await client.createMessage({ toPersonId: people[1]!.id, text: 'Q', attachments: [card] });
    await fake.idle();
    await fake.submitCard(sent.id, people[1]!.id, { q1: 'Done' });
    await fake.personMessagesBot(people[1]!.id, 'help');
    await fake.removeMember(room.id, people[1]!.id, { actorId: people[0]!.id });

    expect(received.map((one) => JSON.parse(one.body).resource)).toEqual([
      'memberships',
      'messages',
      'attachmentActions',
      'messages',
      'memberships',
    ]);
    for (const one of received) {
      expect(webexSignatureHolds(Buffer.from(one.body), one.headers[WEBEX_SIGNATURE_HEADER], settings.secret)).toBe(
        true,
      );
      expect(ZWebexEnvelope.safeParse(JSON.parse(one.body)).success).toBe(true);
      expect(one.url).toBe('https://rollcall.example/webex/events');
    }
  });
});
