/**
 * Outgoing webhooks end to end (issue 23 §5): a team manager adds an endpoint; a submitted
 * check-in and a summarized run reach a local receiver signed with the endpoint's secret; the
 * page's test event; members cannot change anything; another team's endpoints are invisible;
 * deleting an endpoint stops its deliveries.
 */
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkins, outgoingWebhookDeliveries, reportRuns } from '../../../bot/db/schema/index.ts';
import type { TAccountRow, TTeamRow, TUserRow } from '../../../bot/domain/accounts/viewer.ts';
import { QUEUE } from '../../../bot/domain/jobs.ts';
import {
  OUTGOING_WEBHOOK_LIMITS,
  OUTGOING_WEBHOOK_MESSAGES,
  ZCheckinSubmittedData,
  ZOutgoingWebhookBody,
  ZRunSummarizedData,
  ZTeamWebhooksContext,
} from '../../../shared/outgoing-webhooks.ts';
import { buildAccount, buildTeam } from '../../factories.ts';
import { startWebhookReceiver, type TWebhookReceiver, verifySignature } from '../../fakes/webhook-receiver.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import type { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { waitFor } from '../../helpers/wait-for.ts';
import { buildTeamWithMembers, reportForm } from '../../report-factories.ts';

let server: TTestServer;
let receiver: TWebhookReceiver;
let account: TAccountRow;
let team: TTeamRow;
let members: TUserRow[];
let manager: TestClient;
let member: TestClient;
let reportId: string;

/** PATCH or DELETE as the web app sends them (session cookie and CSRF header). */
async function send(client: TestClient, method: 'PATCH' | 'DELETE', url: string, body?: unknown) {
  const { csrftoken } = await client.state();
  return server.app.inject({
    method,
    url,
    headers: {
      accept: 'application/json',
      cookie: client.cookieHeader(),
      'x-csrf-token': csrftoken,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

const json = (response: LightMyRequestResponse) => response.json() as Record<string, unknown>;

async function addEndpoint(client: TestClient, events = ['checkin.submitted', 'run.summarized'], url = receiver.url) {
  const response = await client.post('/api/v1/team/webhooks', { url, events });
  expect(response.statusCode, response.body).toBe(200);
  return json(response).id as string;
}

async function secretOf(client: TestClient, id: string): Promise<string> {
  const response = await client.post(`/api/v1/team/webhooks/${id}/secret`, {});
  expect(response.statusCode).toBe(200);
  return json(response).secret as string;
}

const deliveriesOf = (webhookId: string) =>
  server.db.select().from(outgoingWebhookDeliveries).where(eq(outgoingWebhookDeliveries.webhookId, webhookId));

beforeAll(async () => {
  server = await startTestServer();
  receiver = await startWebhookReceiver();
  account = await buildAccount(server.db);
  ({ team, members } = await buildTeamWithMembers(server.db, account, 2));
  ({ client: manager } = await signedInClient(server, account, 1, { teams: [team] }));
  ({ client: member } = await signedInClient(server, account, 3, { teams: [team] }));
  const created = await manager.post(
    '/api/v1/report/create_new/',
    reportForm(members, { goal_tracking_enabled: true }),
  );
  expect(created.statusCode).toBe(200);
  reportId = created.json().report_id;
  const sent = await manager.get(`/report/trigger/${reportId}/`, { 'sec-fetch-site': 'same-origin' });
  expect(sent.statusCode).toBe(200);
});
afterAll(async () => {
  await receiver?.close();
  await server?.stop();
});

describe('a submitted check-in', () => {
  it('reaches the endpoint signed with its secret, once, and the delivery is recorded', async () => {
    const webhookId = await addEndpoint(manager);
    const secret = await secretOf(manager, webhookId);
    expect(secret).toMatch(/^whsec_/);
    const [row] = await server.db.select().from(checkins).where(eq(checkins.userId, members[0]!.id));
    const [run] = await server.db.select().from(reportRuns).where(eq(reportRuns.id, row!.runId));
    const anonymous = member; // the check-in's hash is the credential; any browser may use it
    for (const [index, question] of run!.questions.entries()) {
      const saved = await anonymous.post('/api/v1/checkin/save_question/', {
        hash: row!.hash,
        key: question.key,
        content: index === 0 ? 'Shipped **the build**' : `Answer ${index}`,
        submit: index === run!.questions.length - 1,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const [delivery] = await waitFor(
      () => receiver.received(),
      (list) => list.length >= 1,
      { what: 'the checkin.submitted delivery', timeoutMs: 20_000 },
    );
    expect(verifySignature(delivery!, secret)).toBe(true);
    expect(verifySignature(delivery!, 'whsec_not-the-secret')).toBe(false);
    expect(delivery!.headers['rollcall-event']).toBe('checkin.submitted');
    const body = ZOutgoingWebhookBody.parse(delivery!.json);
    expect(body.event).toBe('checkin.submitted');
    expect(delivery!.headers['rollcall-delivery']).toBe(body.id);
    const data = ZCheckinSubmittedData.parse(body.data);
    expect(data).toMatchObject({
      team: { id: team.uuid, name: team.name },
      report: { id: reportId, name: 'Daily Standup' },
      run: { id: run!.id, date: run!.key },
      checkin: { id: row!.id, is_update: false, goal_completed: false, blocked: false },
      member: { id: members[0]!.id, email: members[0]!.email },
      answers_private: false,
    });
    expect(data.answers[0]).toEqual({ question: 'What did you do yesterday?', answer: 'Shipped **the build**' });
    const rows = await waitFor(
      () => deliveriesOf(webhookId),
      (list) => list.every((entry) => entry.status === 'delivered'),
      { what: 'the delivery row marked delivered' },
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ attempts: 1, lastStatusCode: 200, eventId: body.id });
    // The page lists it under the endpoint's recent deliveries.
    const page = ZTeamWebhooksContext.parse((await manager.get('/api/v1/team/webhooks')).json());
    const endpoint = page.endpoints.find((entry) => entry.id === webhookId)!;
    expect(endpoint.deliveries[0]).toMatchObject({ event: 'checkin.submitted', status: 'delivered', attempts: 1 });
    await send(manager, 'DELETE', `/api/v1/team/webhooks/${webhookId}`);
  });

  it('a summarized run sends its counts and entries', async () => {
    const webhookId = await addEndpoint(manager, ['run.summarized']);
    const secret = await secretOf(manager, webhookId);
    const before = receiver.received().length;
    const [run] = await server.db.select().from(reportRuns).where(eq(reportRuns.reportId, reportId));
    await server.jobs.send(QUEUE.reportSummary, { runId: run!.id });
    const list = await waitFor(
      () => receiver.received(),
      (received) => received.length > before,
      { what: 'the run.summarized delivery', timeoutMs: 20_000 },
    );
    const delivery = list[list.length - 1]!;
    expect(verifySignature(delivery, secret)).toBe(true);
    const body = ZOutgoingWebhookBody.parse(delivery.json);
    expect(body.event).toBe('run.summarized');
    const data = ZRunSummarizedData.parse(body.data);
    expect(data.counts).toMatchObject({ members: 2, submitted: 1, missing: 1, vacation: 0 });
    expect(data.entries.map((entry) => entry.status).sort()).toEqual(['missing', 'submitted']);
    expect(data.entries.find((entry) => entry.status === 'missing')!.answers).toEqual([]);
    await send(manager, 'DELETE', `/api/v1/team/webhooks/${webhookId}`);
  });
});

describe('the page’s actions', () => {
  it('sends a test event, and refuses one for a disabled endpoint', async () => {
    const webhookId = await addEndpoint(manager, ['checkin.submitted']);
    const before = receiver.received().length;
    const queued = await manager.post(`/api/v1/team/webhooks/${webhookId}/test`, {});
    expect(queued.json()).toMatchObject({ ok: true, message: OUTGOING_WEBHOOK_MESSAGES.testQueued });
    const list = await waitFor(
      () => receiver.received(),
      (received) => received.length > before,
      { what: 'the ping' },
    );
    expect(list[list.length - 1]!.headers['rollcall-event']).toBe('ping');

    const disabled = await send(manager, 'PATCH', `/api/v1/team/webhooks/${webhookId}`, { active: false });
    expect(disabled.json()).toMatchObject({ ok: true, message: OUTGOING_WEBHOOK_MESSAGES.disabled });
    const refused = await manager.post(`/api/v1/team/webhooks/${webhookId}/test`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(OUTGOING_WEBHOOK_MESSAGES.testInactive);
    await send(manager, 'DELETE', `/api/v1/team/webhooks/${webhookId}`);
  });

  it('rotates the secret: the old one no longer verifies', async () => {
    const webhookId = await addEndpoint(manager, ['checkin.submitted']);
    const old = await secretOf(manager, webhookId);
    const rotated = await manager.post(`/api/v1/team/webhooks/${webhookId}/rotate_secret`, {});
    const fresh = rotated.json().secret as string;
    expect(fresh).not.toBe(old);
    expect(await secretOf(manager, webhookId)).toBe(fresh);
    const before = receiver.received().length;
    await manager.post(`/api/v1/team/webhooks/${webhookId}/test`, {});
    const list = await waitFor(
      () => receiver.received(),
      (received) => received.length > before,
      { what: 'the ping' },
    );
    const delivery = list[list.length - 1]!;
    expect(verifySignature(delivery, fresh)).toBe(true);
    expect(verifySignature(delivery, old)).toBe(false);
    await send(manager, 'DELETE', `/api/v1/team/webhooks/${webhookId}`);
  });

  it('refuses bad input with the field’s message and stores nothing', async () => {
    const cases: Array<[unknown, string, string]> = [
      [{ url: '', events: ['checkin.submitted'] }, 'url', OUTGOING_WEBHOOK_MESSAGES.urlRequired],
      [{ url: 'not a url', events: ['checkin.submitted'] }, 'url', OUTGOING_WEBHOOK_MESSAGES.urlInvalid],
      [{ url: 'ftp://example.com/x', events: ['checkin.submitted'] }, 'url', OUTGOING_WEBHOOK_MESSAGES.urlInvalid],
      [
        { url: 'https://a:b@example.com/x', events: ['checkin.submitted'] },
        'url',
        OUTGOING_WEBHOOK_MESSAGES.urlCredentials,
      ],
      [
        { url: `https://example.com/${'a'.repeat(2_100)}`, events: ['checkin.submitted'] },
        'url',
        OUTGOING_WEBHOOK_MESSAGES.urlTooLong,
      ],
      [{ url: 'https://example.com/x', events: [] }, 'events', OUTGOING_WEBHOOK_MESSAGES.eventsRequired],
      [{ url: 'https://example.com/x', events: ['everything'] }, 'events', ''],
    ];
    const before = ZTeamWebhooksContext.parse((await manager.get('/api/v1/team/webhooks')).json()).endpoints.length;
    for (const [body, field, message] of cases) {
      const response = await manager.post('/api/v1/team/webhooks', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      const fields = response.json().error.fields as Record<string, string[]>;
      expect(Object.keys(fields).some((key) => key.startsWith(field))).toBe(true);
      if (message) expect(fields[field]).toContain(message);
    }
    const after = ZTeamWebhooksContext.parse((await manager.get('/api/v1/team/webhooks')).json()).endpoints.length;
    expect(after).toBe(before);
  });

  it('allows at most 10 endpoints a team', async () => {
    const ids: string[] = [];
    const existing = ZTeamWebhooksContext.parse((await manager.get('/api/v1/team/webhooks')).json()).endpoints.length;
    for (let index = existing; index < OUTGOING_WEBHOOK_LIMITS.endpointsPerTeam; index++)
      ids.push(await addEndpoint(manager, ['checkin.submitted'], `https://example.com/hook-${index}`));
    const refused = await manager.post('/api/v1/team/webhooks', {
      url: 'https://example.com/one-too-many',
      events: ['checkin.submitted'],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(OUTGOING_WEBHOOK_MESSAGES.tooMany);
    for (const id of ids) expect((await send(manager, 'DELETE', `/api/v1/team/webhooks/${id}`)).statusCode).toBe(200);
  });
});

describe('who may see and change them', () => {
  it('a member sees the explanation and cannot create, change or read secrets', async () => {
    const webhookId = await addEndpoint(manager, ['checkin.submitted'], 'https://example.com/members-cannot');
    const page = ZTeamWebhooksContext.parse((await member.get('/api/v1/team/webhooks')).json());
    expect(page).toMatchObject({ can_manage: false, endpoints: [] });
    const created = await member.post('/api/v1/team/webhooks', { url: 'https://example.com/x', events: ['ping'] });
    expect(created.statusCode).toBe(403);
    expect(created.json().error.message).toBe(OUTGOING_WEBHOOK_MESSAGES.notAllowed);
    expect((await member.post(`/api/v1/team/webhooks/${webhookId}/secret`, {})).statusCode).toBe(403);
    expect((await send(member, 'PATCH', `/api/v1/team/webhooks/${webhookId}`, { active: false })).statusCode).toBe(403);
    expect((await send(member, 'DELETE', `/api/v1/team/webhooks/${webhookId}`)).statusCode).toBe(403);
    await send(manager, 'DELETE', `/api/v1/team/webhooks/${webhookId}`);
  });

  it('another team’s and another account’s endpoints are invisible', async () => {
    const webhookId = await addEndpoint(manager, ['checkin.submitted'], 'https://example.com/team-a');
    const otherTeam = await buildTeam(server.db, account);
    const { client: sameAccountManager } = await signedInClient(server, account, 2, { teams: [otherTeam] });
    const otherAccount = await buildAccount(server.db);
    const strangerTeam = await buildTeam(server.db, otherAccount);
    const { client: stranger } = await signedInClient(server, otherAccount, 1, { teams: [strangerTeam] });
    for (const client of [sameAccountManager, stranger]) {
      const page = ZTeamWebhooksContext.parse((await client.get('/api/v1/team/webhooks')).json());
      expect(page.can_manage).toBe(true);
      expect(page.endpoints.map((entry) => entry.id)).not.toContain(webhookId);
      expect((await client.post(`/api/v1/team/webhooks/${webhookId}/secret`, {})).statusCode).toBe(404);
      expect((await client.post(`/api/v1/team/webhooks/${webhookId}/test`, {})).statusCode).toBe(404);
      expect((await send(client, 'PATCH', `/api/v1/team/webhooks/${webhookId}`, { active: false })).statusCode).toBe(
        404,
      );
      expect((await send(client, 'DELETE', `/api/v1/team/webhooks/${webhookId}`)).statusCode).toBe(404);
    }
    const still = ZTeamWebhooksContext.parse((await manager.get('/api/v1/team/webhooks')).json());
    expect(still.endpoints.find((entry) => entry.id === webhookId)).toMatchObject({ active: true });
    await send(manager, 'DELETE', `/api/v1/team/webhooks/${webhookId}`);
  });

  it('refuses without a session or a CSRF token', async () => {
    const { TestClient } = await import('../../helpers/test-client.ts');
    const guest = new TestClient(server.app);
    expect((await guest.get('/api/v1/team/webhooks')).statusCode).toBe(401);
    const noCsrf = await manager.post(
      '/api/v1/team/webhooks',
      { url: 'https://example.com/x', events: ['checkin.submitted'] },
      { csrf: false },
    );
    expect(noCsrf.statusCode).toBe(403);
  });
});

describe('deleting an endpoint', () => {
  it('stops its deliveries: a later check-in sends it nothing', async () => {
    const webhookId = await addEndpoint(manager, ['checkin.submitted']);
    expect((await send(manager, 'DELETE', `/api/v1/team/webhooks/${webhookId}`)).json()).toMatchObject({ ok: true });
    const before = receiver.received().length;
    const [row] = await server.db.select().from(checkins).where(eq(checkins.userId, members[1]!.id));
    const [run] = await server.db.select().from(reportRuns).where(eq(reportRuns.id, row!.runId));
    for (const [index, question] of run!.questions.entries()) {
      await member.post('/api/v1/checkin/save_question/', {
        hash: row!.hash,
        key: question.key,
        content: 'Done',
        submit: index === run!.questions.length - 1,
      });
    }
    const [submitted] = await server.db.select().from(checkins).where(eq(checkins.id, row!.id));
    expect(submitted!.status).toBe('submitted');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(receiver.received().length).toBe(before);
    expect(await deliveriesOf(webhookId)).toEqual([]);
  });
});
