/**
 * Check-ins inside Cisco Webex end to end (issue 21 acceptance): the real server with the Webex
 * bot on, the fake Webex API signing its webhook deliveries, a team of 30 linked to a space (built
 * with factories, not the connect flow). A run sends 30 cards (1:1) and a broadcast to the space;
 * three members answer through attachment actions: the dashboard shows them, the space holds three
 * threaded replies, each pressed card is replaced by its submitted state; an empty answer comes
 * back with 'All questions are required' and the typed words; Edit sends the form pre-filled; a
 * forged signature changes nothing; a redelivered event is applied once; a 429 burst loses and
 * duplicates nothing; a 4xx refusal shows on the dashboard; a private report posts nothing to the
 * space; a message to the bot gets the help note; old delivery claims are purged.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webexActionReplyKey } from '../../../bot/adapters/webex/webex-checkin-actions.ts';
import { chatMessages, checkins, webexEvents } from '../../../bot/db/schema/index.ts';
import type { TAccountRow } from '../../../bot/domain/accounts/viewer.ts';
import { createLogger } from '../../../bot/logger.ts';
import { retentionPurgeJob } from '../../../scheduler/jobs/retention-purge-job.ts';
import { WEBEX_EVENTS_PATH } from '../../../shared/webex.ts';
import { buildAccount } from '../../factories.ts';
import {
  startFakeWebexApi,
  type TFakeWebexApi,
  type TFakeWebexMessage,
  type TFakeWebexRoom,
  webexSignature,
} from '../../fakes/webex-api/index.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import type { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { waitFor } from '../../helpers/wait-for.ts';
import { reportForm } from '../../report-factories.ts';
import { buildLinkedWebexTeam, type TLinkedWebexTeam } from '../../webex-factories.ts';

const SECRET = 'test-webex-webhook-secret-0123456789';
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

let fake: TFakeWebexApi;
let server: TTestServer | undefined;
let room: TFakeWebexRoom;
let account: TAccountRow;
let linked: TLinkedWebexTeam;
let admin: TestClient;
let reportId: string;
let runKey: string;

type TCard = { body: Array<Record<string, unknown>>; actions?: Array<Record<string, unknown>> };
const cardOf = (message: TFakeWebexMessage) => message.attachments?.[0]?.content as TCard;
const textOf = (message: TFakeWebexMessage) => JSON.stringify(cardOf(message));
/** The live card messages a member has of a report. */
const cardsOf = (personId: string, report: string) =>
  fake.messagesTo(personId).filter((message) => message.attachments?.length && textOf(message).includes(report));
const formsOf = (personId: string, report: string) =>
  cardsOf(personId, report).filter((message) => textOf(message).includes('submit_checkin'));
const submitDataOf = (message: TFakeWebexMessage) =>
  cardOf(message).actions!.find((action) => action.type === 'Action.Submit')!.data as Record<string, string>;

async function runReport(name: string, options: Record<string, unknown> = {}, members = linked.members) {
  const created = await admin.post(
    '/api/v1/report/create_new/',
    reportForm(
      members.map(({ user }) => user),
      { name, team_slug: linked.team.slug, goal_tracking_enabled: true, ...options },
    ),
  );
  expect(created.statusCode).toBe(200);
  const id = created.json().report_id as string;
  const trigger = await admin.get(`/report/trigger/${id}/`, SAME_ORIGIN);
  expect(trigger.statusCode).toBe(200);
  return id;
}

const rowsOf = (id: string) => server!.db.select().from(checkins).where(eq(checkins.reportId, id));

beforeAll(async () => {
  // Deliveries go straight into the server's HTTP layer, whatever PUBLIC_URL the webhooks name.
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
  const people = fake.addPeople(31);
  room = fake.addRoom({ title: 'Platform Space', members: people.map((person) => person.id) });
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
  account = await buildAccount(server.db, { trialEndsAt: new Date('2028-01-01T00:00:00Z') });
  linked = await buildLinkedWebexTeam(server.db, account, {
    roomId: room.id,
    roomTitle: room.title,
    people: people.slice(0, 30),
    teamName: 'Platform Team',
  });
  ({ client: admin } = await signedInClient(server, account, 1, { teams: [linked.team] }));
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

describe('a run in Webex', () => {
  it('sends each of the 30 members one card in their 1:1 and broadcasts to the space', async () => {
    expect(linked.members).toHaveLength(30);
    reportId = await runReport('Daily Standup', { enable_channel_broadcast: true, channel: room.id });
    await waitFor(
      () => linked.members.map(({ personId }) => formsOf(personId, 'Daily Standup')),
      (lists) => lists.every((list) => list.length === 1),
      { what: 'a card to every member' },
    );
    const prompt = formsOf(linked.members[5]!.personId, 'Daily Standup')[0]!;
    expect(prompt.roomType).toBe('direct');
    expect(prompt.target).toEqual({ toPersonId: linked.members[5]!.personId });
    expect(cardOf(prompt).body.filter((element) => element.type === 'Input.Text')).toHaveLength(3);
    expect(textOf(prompt)).toContain('Open in browser');
    expect(prompt.markdown).toContain('/checkin/');
    runKey = submitDataOf(prompt).runKey!;
    const broadcast = await waitFor(
      () => fake.messagesTo(room.id).filter((message) => !message.parentId),
      (list) => list.length === 1,
      { what: 'the broadcast' },
    );
    expect(textOf(broadcast[0]!)).toContain('Open the dashboard');
    await waitFor(
      () => rowsOf(reportId),
      (list) => list.length === 30 && list.every((checkin) => checkin.msgStatusCode === 200),
      { what: 'delivery recorded on every check-in' },
    );
    expect(fake.stats().duplicates).toBe(0);
  });

  it('takes three answers through attachment actions: dashboard, thread and the submitted cards', async () => {
    const answering = linked.members.slice(0, 3);
    const pressed = answering.map((member) => formsOf(member.personId, 'Daily Standup')[0]!);
    for (const [index, member] of answering.entries()) {
      const { deliveries } = await fake.submitCard(pressed[index]!.id, member.personId, {
        ...submitDataOf(pressed[index]!),
        q0: `Shipped feature ${index}`,
        q1: `Review PR ${index}`,
        q2: index === 1 ? 'Waiting on **design**' : 'Nothing',
        goal_completed: 'true',
        blocked: index === 1 ? 'true' : 'false',
      });
      expect(deliveries.map((delivery) => delivery.status)).toEqual([200]);
    }
    for (const [index, member] of answering.entries()) {
      const submitted = await waitFor(
        () =>
          cardsOf(member.personId, 'Daily Standup').filter((message) =>
            textOf(message).includes('Your check-in is in'),
          ),
        (list) => list.length === 1,
        { what: 'the submitted card' },
      );
      expect(textOf(submitted[0]!)).toContain(`Shipped feature ${index}`);
      expect(textOf(submitted[0]!)).toContain('edit_checkin');
      // The pressed form is gone (Webex cannot edit a card: new one posted, old one deleted).
      await waitFor(
        () => fake.message(pressed[index]!.id)!.deleted,
        (deleted) => deleted,
        { what: 'the pressed card deleted' },
      );
      expect(formsOf(member.personId, 'Daily Standup')).toHaveLength(0);
    }
    const dashboard = await admin.get(`/api/v1/dashboard/${linked.team.slug}/report/${reportId}/date/${runKey}/`);
    expect(dashboard.statusCode).toBe(200);
    const entries = dashboard.json().entries as Array<{
      email: string;
      completed: boolean;
      blocked: boolean;
      data: { data_fields: Array<{ value: string }> };
    }>;
    for (const [index, member] of answering.entries()) {
      const entry = entries.find((candidate) => candidate.email === member.user.email)!;
      expect(entry.completed).toBe(true);
      expect(entry.data.data_fields[0]!.value).toBe(`Shipped feature ${index}`);
    }
    expect(entries.find((entry) => entry.email === answering[1]!.user.email)!.blocked).toBe(true);
    expect(entries.filter((entry) => entry.completed)).toHaveLength(3);
    const root = fake.messagesTo(room.id).find((message) => !message.parentId)!;
    const replies = await waitFor(
      () => fake.messagesTo(room.id).filter((message) => message.parentId === root.id),
      (list) => list.length === 3,
      { what: 'three replies in the thread' },
    );
    expect(replies.map(textOf).join()).toContain('Shipped feature 2');
  });

  it('sends the form again pre-filled on Edit', async () => {
    const member = linked.members[0]!;
    const submitted = cardsOf(member.personId, 'Daily Standup').find((message) =>
      textOf(message).includes('Your check-in is in'),
    )!;
    await fake.submitCard(submitted.id, member.personId, { action: 'edit_checkin', reportId, runKey });
    const form = await waitFor(
      () => formsOf(member.personId, 'Daily Standup'),
      (list) => list.length === 1,
      { what: 'the edit form' },
    );
    const values = cardOf(form[0]!)
      .body.filter((element) => element.type === 'Input.Text')
      .map((input) => input.value);
    expect(values).toEqual(['Shipped feature 0', 'Review PR 0', 'Nothing']);
    expect(cardOf(form[0]!).body.find((element) => element.id === 'goal_completed')).toMatchObject({ value: 'true' });
  });

  it("answers an empty question with 'All questions are required', keeping what was typed", async () => {
    const member = linked.members[10]!;
    const form = formsOf(member.personId, 'Daily Standup')[0]!;
    await fake.submitCard(form.id, member.personId, { ...submitDataOf(form), q0: 'Half done', q1: '', q2: '  ' });
    const again = await waitFor(
      () => formsOf(member.personId, 'Daily Standup').filter((message) => message.id !== form.id),
      (list) => list.length === 1,
      { what: 'the form sent back' },
    );
    expect(textOf(again[0]!)).toContain('All questions are required');
    expect(cardOf(again[0]!).body.find((element) => element.id === 'q0')).toMatchObject({ value: 'Half done' });
    const [row] = await server!.db
      .select()
      .from(checkins)
      .where(and(eq(checkins.reportId, reportId), eq(checkins.userId, member.user.id)));
    expect(row!.status).toBe('draft');
  });

  it('refuses a forged delivery with 401 and changes nothing', async () => {
    const member = linked.members[20]!;
    const form = formsOf(member.personId, 'Daily Standup')[0]!;
    const before = fake.messages.length;
    const reads = fake.requests('GET /attachment/actions/:id').length;
    const body = JSON.stringify({
      id: fake.webhooks[0]!.id,
      resource: 'attachmentActions',
      event: 'created',
      actorId: member.personId,
      data: { id: 'forged-action', messageId: form.id, personId: member.personId, roomId: form.roomId },
    });
    for (const signature of [webexSignature('not-the-secret-at-all', body), '', 'abc']) {
      const response = await server!.app.inject({
        method: 'POST',
        url: WEBEX_EVENTS_PATH,
        headers: { 'content-type': 'application/json', 'x-spark-signature': signature },
        payload: body,
      });
      expect(response.statusCode).toBe(401);
    }
    expect(fake.messages.length).toBe(before);
    expect(fake.requests('GET /attachment/actions/:id')).toHaveLength(reads);
    const [row] = await server!.db
      .select()
      .from(checkins)
      .where(and(eq(checkins.reportId, reportId), eq(checkins.userId, member.user.id)));
    expect(row!.status).toBe('sent');
  });

  it('applies a redelivered event once: one submission, one thread reply', async () => {
    const member = linked.members[4]!;
    const form = formsOf(member.personId, 'Daily Standup')[0]!;
    const { deliveries } = await fake.submitCard(form.id, member.personId, {
      ...submitDataOf(form),
      q0: 'Once',
      q1: 'Only',
      q2: 'None',
    });
    const again = await fake.redeliver(deliveries[0]!.index);
    expect(again.status).toBe(200);
    const root = fake.messagesTo(room.id).find((message) => !message.parentId)!;
    await waitFor(
      () => fake.messagesTo(room.id).filter((message) => message.parentId === root.id),
      (list) => list.length === 4,
      { what: 'the fourth reply' },
    );
    await waitFor(
      () =>
        cardsOf(member.personId, 'Daily Standup').filter((message) => textOf(message).includes('Your check-in is in')),
      (list) => list.length === 1,
      { what: 'the submitted card' },
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(fake.messagesTo(room.id).filter((message) => message.parentId === root.id)).toHaveLength(4);
    expect(fake.attachmentActions.filter((action) => action.messageId === form.id)).toHaveLength(1);
    const replies = await server!.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.idempotencyKey, webexActionReplyKey(form.id, 'submitted')));
    expect(replies).toHaveLength(1);
    expect(fake.stats().duplicates).toBe(0);
  });

  it('answers a message to the bot with the help note', async () => {
    const member = linked.members[7]!;
    const before = fake.messagesTo(member.personId).length;
    const { deliveries } = await fake.personMessagesBot(member.personId, `help me ${'<b>x</b>'.repeat(500)}`);
    expect(deliveries.map((delivery) => delivery.status)).toEqual([200]);
    const help = await waitFor(
      () => fake.messagesTo(member.personId).slice(before),
      (list) => list.length === 1,
      { what: 'the help note' },
    );
    expect(help[0]!.markdown).toContain('My check-ins');
    expect(JSON.stringify(help[0])).not.toContain('<b>x</b>');
    await fake.idle();
    // The bot's own messages come back as deliveries too: it does not answer itself.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fake.messagesTo(member.personId).slice(before)).toHaveLength(1);
  });

  it('loses and duplicates nothing through a 429 burst', async () => {
    fake.throttle({ retryAfterSeconds: 1, times: 8, route: 'POST /messages' });
    const second = await runReport('Retro');
    await waitFor(
      () => rowsOf(second),
      (list) => list.length === 30 && list.every((checkin) => checkin.msgStatusCode === 200),
      { what: 'every Retro delivery recorded', timeoutMs: 30_000 },
    );
    for (const { personId } of linked.members) expect(formsOf(personId, 'Retro')).toHaveLength(1);
    expect(fake.calls.filter((call) => call.path === '/messages' && call.status === 429).length).toBeGreaterThanOrEqual(
      8,
    );
    expect(fake.stats().duplicates).toBe(0);
    const failed = await server!.db.select().from(chatMessages).where(eq(chatMessages.status, 'failed'));
    expect(failed).toEqual([]);
  }, 60_000);

  it('shows a refusal on the dashboard with its code', async () => {
    fake.failNext(1, {
      status: 403,
      route: 'POST /messages',
      body: { message: 'Bot is not allowed', trackingId: 't1' },
    });
    const member = linked.members[25]!;
    const third = await runReport('Weekly', {}, [member]);
    const [row] = await waitFor(
      () => rowsOf(third),
      (list) => list.length === 1 && list[0]!.msgStatusErrorCode !== null,
      { what: 'the refusal recorded' },
    );
    expect(row).toMatchObject({
      msgStatusPlatform: 'webex',
      msgStatusCode: 403,
      msgStatusErrorCode: '403 Bot is not allowed',
    });
    const dashboard = await admin.get(`/api/v1/dashboard/${linked.team.slug}/report/${third}/date/${runKey}/`);
    expect(dashboard.statusCode).toBe(200);
    const entry = (dashboard.json().entries as Array<Record<string, unknown>>)[0]!;
    expect(entry).toMatchObject({
      msgStatusPlatform: 'SPARK',
      msgStatusCode: 403,
      msgStatusErrorCode: '403 Bot is not allowed',
    });
  });

  it('posts nothing to the space for a private report', async () => {
    const before = fake.messagesTo(room.id).length;
    const members = linked.members.slice(26, 28);
    const secret = await runReport(
      'Private',
      { enable_channel_broadcast: true, channel: room.id, private_reports_enabled: true },
      members,
    );
    await waitFor(
      () => rowsOf(secret),
      (list) => list.length === 2 && list.every((checkin) => checkin.msgStatusCode === 200),
      { what: 'the private prompts' },
    );
    const form = formsOf(members[0]!.personId, 'Private')[0]!;
    await fake.submitCard(form.id, members[0]!.personId, { ...submitDataOf(form), q0: 'a', q1: 'b', q2: 'c' });
    await waitFor(
      () =>
        cardsOf(members[0]!.personId, 'Private').filter((message) => textOf(message).includes('Your check-in is in')),
      (list) => list.length === 1,
      { what: 'the submitted card' },
    );
    const posted = fake.messagesTo(room.id).slice(before);
    expect(posted.filter((message) => message.parentId)).toEqual([]);
  });

  it('purges delivery claims older than a week', async () => {
    await server!.db
      .insert(webexEvents)
      .values({ key: 'messages:created:old', receivedAt: new Date('2020-01-01T00:00:00Z') });
    await retentionPurgeJob({ db: server!.db, log: createLogger(server!.env) })({}, {} as never);
    const left = await server!.db.select().from(webexEvents).where(eq(webexEvents.key, 'messages:created:old'));
    expect(left).toEqual([]);
    expect((await server!.db.select().from(webexEvents)).length).toBeGreaterThan(0);
  });
});
