/**
 * Webex outbound under pressure (review findings of issue 21): two presses of one card give one
 * replacement; a post Webex took but whose answer was lost (a 5xx after taking it) is not posted
 * again on the retry; a member flooding the 1:1 gets one help note per window. The real server
 * with the Webex bot on and the fake Webex API, a team of four linked to a space.
 */
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webexActionReplyKey } from '../../../bot/adapters/webex/webex-checkin-actions.ts';
import { WEBEX_HELP_WINDOW_MS, webexHelpKey } from '../../../bot/adapters/webex/webex-help.ts';
import { chatMessages, checkins } from '../../../bot/db/schema/index.ts';
import { WEBEX_EVENTS_PATH } from '../../../shared/webex.ts';
import { buildAccount } from '../../factories.ts';
import {
  startFakeWebexApi,
  type TFakeWebexApi,
  type TFakeWebexMessage,
  type TFakeWebexRoom,
} from '../../fakes/webex-api/index.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import type { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { waitFor } from '../../helpers/wait-for.ts';
import { reportForm } from '../../report-factories.ts';
import { buildLinkedWebexTeam, type TLinkedWebexTeam } from '../../webex-factories.ts';

const SECRET = 'test-webex-webhook-secret-outbound-0123';
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

let fake: TFakeWebexApi;
let server: TTestServer | undefined;
let room: TFakeWebexRoom;
let linked: TLinkedWebexTeam;
let admin: TestClient;

type TCard = { actions?: Array<Record<string, unknown>> };
const cardOf = (message: TFakeWebexMessage) => message.attachments?.[0]?.content as TCard;
const textOf = (message: TFakeWebexMessage) => JSON.stringify(cardOf(message));
const cardsOf = (personId: string, report: string) =>
  fake.messagesTo(personId).filter((message) => message.attachments?.length && textOf(message).includes(report));
const formsOf = (personId: string, report: string) =>
  cardsOf(personId, report).filter((message) => textOf(message).includes('submit_checkin'));
const submittedOf = (personId: string, report: string) =>
  cardsOf(personId, report).filter((message) => textOf(message).includes('Your check-in is in'));
const submitDataOf = (message: TFakeWebexMessage) =>
  cardOf(message).actions!.find((action) => action.type === 'Action.Submit')!.data as Record<string, string>;
const settle = () => new Promise((resolve) => setTimeout(resolve, 600));

async function runReport(name: string, members = linked.members) {
  const created = await admin.post(
    '/api/v1/report/create_new/',
    reportForm(
      members.map(({ user }) => user),
      { name, team_slug: linked.team.slug },
    ),
  );
  expect(created.statusCode).toBe(200);
  const id = created.json().report_id as string;
  expect((await admin.get(`/report/trigger/${id}/`, SAME_ORIGIN)).statusCode).toBe(200);
  return id;
}

beforeAll(async () => {
  fake = await startFakeWebexApi({
    deliver: async (request) => {
      if (!server) return { status: 503 };
      const answer = await server.app.inject({
        method: 'POST',
        url: WEBEX_EVENTS_PATH,
        headers: request.headers,
        payload: request.body,
      });
      return { status: answer.statusCode };
    },
  });
  const people = fake.addPeople(5);
  room = fake.addRoom({ title: 'Outbound Space', members: people.map((person) => person.id) });
  await fake.addBotToRoom(room.id, { actorId: people[0]!.id });
  server = await startTestServer({
    env: {
      WEBEX_URL: fake.url,
      WEBEX_BOT_TOKEN: fake.botToken,
      WEBEX_WEBHOOK_SECRET: SECRET,
      WEBEX_MESSAGES_PER_MINUTE: '6000',
    },
  });
  await waitFor(
    () => fake.webhooks.length,
    (count) => count >= 3,
    { what: 'the bot webhooks' },
  );
  const account = await buildAccount(server.db, { trialEndsAt: new Date('2028-01-01T00:00:00Z') });
  linked = await buildLinkedWebexTeam(server.db, account, {
    roomId: room.id,
    roomTitle: room.title,
    people: people.slice(0, 4),
  });
  ({ client: admin } = await signedInClient(server, account, 1, { teams: [linked.team] }));
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

describe('Webex outbound', () => {
  it('gives two presses of one card one replacement card', async () => {
    await runReport('Double Press', linked.members.slice(0, 2));
    const [first, second] = linked.members;
    const forms = await waitFor(
      () => [first!, second!].map(({ personId }) => formsOf(personId, 'Double Press')),
      (lists) => lists.every((list) => list.length === 1),
      { what: 'the two forms' },
    );
    const answers = { q0: 'a', q1: 'b', q2: 'c' };
    // One after the other, and two at once.
    const form = forms[0]![0]!;
    await fake.submitCard(form.id, first!.personId, { ...submitDataOf(form), ...answers });
    await fake.submitCard(form.id, first!.personId, { ...submitDataOf(form), ...answers });
    const other = forms[1]![0]!;
    await Promise.all([
      fake.submitCard(other.id, second!.personId, { ...submitDataOf(other), ...answers }),
      fake.submitCard(other.id, second!.personId, { ...submitDataOf(other), ...answers }),
    ]);
    for (const { personId } of [first!, second!])
      await waitFor(
        () => submittedOf(personId, 'Double Press'),
        (list) => list.length >= 1,
        { what: 'the submitted card' },
      );
    await fake.idle();
    await settle();
    for (const { personId } of [first!, second!]) {
      expect(submittedOf(personId, 'Double Press')).toHaveLength(1);
      expect(formsOf(personId, 'Double Press')).toHaveLength(0);
    }
    const replies = await server!.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.idempotencyKey, webexActionReplyKey(form.id, 'submitted')));
    expect(replies).toHaveLength(1);
    expect(fake.stats().duplicates).toBe(0);
  });

  it('does not post again a card Webex took although its answer was lost', async () => {
    const member = linked.members[2]!;
    fake.failNext(1, { status: 500, route: 'POST /messages', taken: true });
    const id = await runReport('Lost Answer', [member]);
    const [row] = await waitFor(
      () => server!.db.select().from(checkins).where(eq(checkins.reportId, id)),
      (list) => list.length === 1 && list[0]!.msgStatusCode === 200,
      { what: 'the prompt recorded as sent on the retry', timeoutMs: 40_000 },
    );
    expect(row!.msgStatusErrorCode).toBeNull();
    const forms = formsOf(member.personId, 'Lost Answer');
    expect(forms).toHaveLength(1);
    const [outbox] = await server!.db.select().from(chatMessages).where(eq(chatMessages.checkinId, row!.id));
    expect(outbox!.attempts).toBeGreaterThan(1);
    expect(outbox!.reference).toMatchObject({ messageId: forms[0]!.id });
    expect(fake.requests('GET /messages/direct').length).toBeGreaterThan(0);
    expect(fake.stats().duplicates).toBe(0);
  }, 60_000);

  it('answers a member flooding the 1:1 with one help note per window', async () => {
    const member = linked.members[3]!;
    const before = fake.messagesTo(member.personId).length;
    for (const text of ['help', 'hello?', 'anyone', 'help!!']) await fake.personMessagesBot(member.personId, text);
    await waitFor(
      () => fake.messagesTo(member.personId).slice(before),
      (list) => list.length >= 1,
      { what: 'the help note' },
    );
    await fake.idle();
    await settle();
    expect(fake.messagesTo(member.personId).slice(before)).toHaveLength(1);
    const notes = await server!.db.select().from(chatMessages).where(like(chatMessages.idempotencyKey, 'webex:help:%'));
    expect(notes).toHaveLength(1);
    const now = new Date('2026-11-17T10:05:00Z');
    expect(webexHelpKey('r', now)).toBe(webexHelpKey('r', new Date(now.getTime() + 60_000)));
    expect(webexHelpKey('r', now)).not.toBe(webexHelpKey('r', new Date(now.getTime() + WEBEX_HELP_WINDOW_MS)));
  });
});
