/**
 * Check-ins inside Slack end to end (issue 18 acceptance): Bolt on POST /slack/events with signed
 * requests, the sender against the fake Web API with its limits. A linked team of 50: a run sends
 * 50 DMs and the channel broadcast; three members answer in the modal, their DMs are updated to the
 * submitted state, their answers are on the dashboard API and in the channel thread; an empty answer
 * is refused inline and keeps its words; someone else's modal metadata opens nothing; a 429 burst
 * loses and duplicates nothing; channel_not_found shows on the dashboard with its code.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateBlockKit, validateModal } from '../../../bot/adapters/slack/render/block-kit.ts';
import { chatMessages, checkins } from '../../../bot/db/schema/index.ts';
import type { TAccountRow } from '../../../bot/domain/accounts/viewer.ts';
import { buildAccount } from '../../factories.ts';
import { startFakeSlackApi, type TFakeSlackApi, type TFakeSlackWorkspace } from '../../fakes/slack-api/index.ts';
import { createSlackRequestBuilder, inputValues } from '../../fakes/slack-api/signed-requests.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import type { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { waitFor } from '../../helpers/wait-for.ts';
import { reportForm } from '../../report-factories.ts';
import { buildLinkedSlackTeam, type TLinkedSlackTeam } from '../../slack-factories.ts';
import { SLACK_TEST_SETTINGS, testSecretBox } from './slack-test-kit.ts';

const TEAM_ID = 'T0ACME001';
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

let fake: TFakeSlackApi;
let workspace: TFakeSlackWorkspace;
let server: TTestServer;
let account: TAccountRow;
let linked: TLinkedSlackTeam;
let admin: TestClient;
let standups: string;
let reportId: string;
let runKey: string;
const events = () => createSlackRequestBuilder({ signingSecret: SLACK_TEST_SETTINGS.SLACK_SIGNING_SECRET, fake });

type TBlocks = Array<Record<string, unknown>>;
const textOf = (value: unknown): string => JSON.stringify(value ?? '');

/** Every message and view the product sent keeps to Block Kit's limits. */
function expectWithinLimits() {
  for (const call of fake.calls()) {
    if (call.method === 'chat.postMessage' || call.method === 'chat.update') {
      const blocks = (call.args.blocks ?? []) as TBlocks;
      const parsed = typeof blocks === 'string' ? JSON.parse(blocks) : blocks;
      expect(validateBlockKit({ text: String(call.args.text ?? ''), blocks: parsed as never })).toEqual([]);
    }
    if (call.method === 'views.open') {
      const view = typeof call.args.view === 'string' ? JSON.parse(call.args.view) : call.args.view;
      if (view.submit) expect(validateModal(view)).toEqual([]);
    }
  }
}

const post = (request: { headers: Record<string, string>; body: string }) =>
  server.app.inject({ method: 'POST', url: '/slack/events', headers: request.headers, payload: request.body });

/** The DM messages of a member (the app's DM with them). */
const dmOf = (slackUserId: string) => fake.messages(slackUserId);
const promptsIn = (slackUserId: string, report: string) =>
  dmOf(slackUserId).filter((message) => message.text.includes(`${report} check-in for`));
const openButton = (message: { blocks?: unknown[] }) => {
  for (const block of (message.blocks ?? []) as TBlocks) {
    for (const element of (block.elements ?? []) as TBlocks) {
      if (element.action_id === 'open_checkin') return element;
    }
  }
  return undefined;
};

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

beforeAll(async () => {
  fake = await startFakeSlackApi();
  workspace = fake.addWorkspace({
    id: TEAM_ID,
    name: 'Acme',
    members: 50,
    noFilteredUsers: true,
    channels: [{ name: 'general' }, { name: 'standups' }],
  });
  standups = workspace.channels.find((channel) => channel.name === 'standups')!.id;
  server = await startTestServer({ env: { ...SLACK_TEST_SETTINGS, SLACK_URL: fake.url } });
  account = await buildAccount(server.db, { trialEndsAt: new Date('2028-01-01T00:00:00Z') });
  const people = workspace.users.filter((user) => !user.isBot && user.id !== workspace.botUserId);
  linked = await buildLinkedSlackTeam(server.db, account, {
    box: testSecretBox(),
    slackTeamId: TEAM_ID,
    botToken: fake.botToken(TEAM_ID),
    botUserId: workspace.botUserId,
    people,
    channels: workspace.channels.map(({ id, name }) => ({ id, name })),
    teamName: 'Platform Team',
  });
  ({ client: admin } = await signedInClient(server, account, 1, { teams: [linked.team] }));
});
afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

describe('a run in Slack', () => {
  it('sends each of the 50 members a DM with Answer and Open in browser, and opens the channel thread', async () => {
    expect(linked.members).toHaveLength(50);
    reportId = await runReport('Daily Standup', { enable_channel_broadcast: true, channel: standups });
    await waitFor(
      () => linked.members.map(({ slackUserId }) => promptsIn(slackUserId, 'Daily Standup')),
      (lists) => lists.every((list) => list.length === 1),
      { what: 'a DM to every member' },
    );
    const prompt = promptsIn(linked.members[5]!.slackUserId, 'Daily Standup')[0]!;
    expect(prompt.channel).toMatch(/^D/);
    const button = openButton(prompt)!;
    expect(button).toMatchObject({ type: 'button', style: 'primary' });
    runKey = JSON.parse(String(button.value)).runKey;
    expect(textOf(prompt.blocks)).toContain('Open in browser');
    expect(textOf(prompt.blocks)).toContain('/checkin/');
    const broadcast = await waitFor(
      () => fake.messages(standups).filter((message) => !message.threadTs),
      (list) => list.length === 1,
      { what: 'the broadcast' },
    );
    expect(broadcast[0]!.text).toContain('Platform Team');
    await waitFor(
      () => server.db.select().from(checkins).where(eq(checkins.reportId, reportId)),
      (list) => list.length === 50 && list.every((checkin) => checkin.msgStatusCode === 200),
      { what: 'delivery recorded on every check-in' },
    );
    // No conversations.open per member: posting to the user id opens the DM.
    expect(fake.calls('conversations.open')).toHaveLength(0);
  });

  it('answers three members in the modal, updates their DMs and posts them in the thread', async () => {
    const answering = linked.members.slice(0, 3);
    const promptTs = answering.map((member) => promptsIn(member.slackUserId, 'Daily Standup')[0]!.ts);
    for (const [index, member] of answering.entries()) {
      const prompt = promptsIn(member.slackUserId, 'Daily Standup')[0]!;
      const press = events().blockActions({
        teamId: TEAM_ID,
        userId: member.slackUserId,
        actionId: 'open_checkin',
        value: String(openButton(prompt)!.value),
        channelId: prompt.channel,
        messageTs: prompt.ts,
      });
      expect((await post(press)).statusCode).toBe(200);
      const opened = fake
        .views()
        .filter((view) => view.userId === member.slackUserId)
        .at(-1)!;
      const view = opened.view as { blocks: TBlocks; private_metadata: string; title: { text: string } };
      expect(view.blocks.filter((block) => block.type === 'input')).toHaveLength(4);
      expect(view.private_metadata).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const submit = events().viewSubmission({
        teamId: TEAM_ID,
        userId: member.slackUserId,
        viewId: opened.id,
        values: inputValues(opened.view, {
          q0: `Shipped feature ${index}`,
          q1: `Review PR ${index}`,
          q2: index === 1 ? 'Waiting on **design**' : 'Nothing',
          goal_flags: index === 1 ? ['goal_completed', 'blocked'] : ['goal_completed'],
        }),
      });
      const response = await post(submit);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('');
    }
    for (const [index, member] of answering.entries()) {
      const updated = await waitFor(
        () => dmOf(member.slackUserId).find((message) => message.ts === promptTs[index])!,
        (message) => message.edits.length === 1,
        { what: 'the DM updated' },
      );
      expect(textOf(updated.blocks)).toContain('Your check-in is in. Thank you!');
      expect(textOf(updated.blocks)).toContain(`Shipped feature ${index}`);
      expect(textOf(updated.blocks)).toContain('edit_checkin');
      // And the closing message as a DM.
      await waitFor(
        () => dmOf(member.slackUserId).filter((message) => message.text.includes('check-in is in')),
        (list) => list.length >= 1,
        { what: 'the confirmation DM' },
      );
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
    const root = fake.messages(standups).find((message) => !message.threadTs)!;
    const replies = await waitFor(
      () => fake.thread(standups, root.ts),
      (list) => list.length === 3,
      { what: 'three replies in the thread' },
    );
    expect(replies.map((reply) => reply.text).join()).toContain(answering[1]!.user.firstName);
    expect(textOf(replies.map((reply) => reply.blocks))).toContain('Shipped feature 2');
  });

  it('opens the modal pre-filled on Edit', async () => {
    const member = linked.members[0]!;
    const press = events().blockActions({
      teamId: TEAM_ID,
      userId: member.slackUserId,
      actionId: 'edit_checkin',
      value: JSON.stringify({ reportId, runKey }),
    });
    expect((await post(press)).statusCode).toBe(200);
    const view = fake
      .views()
      .filter((one) => one.userId === member.slackUserId)
      .at(-1)!.view as { blocks: TBlocks };
    const initial = view.blocks
      .filter((block) => block.type === 'input' && String(block.block_id).startsWith('q'))
      .map((block) => (block.element as { initial_value?: string }).initial_value);
    expect(initial).toEqual(['Shipped feature 0', 'Review PR 0', 'Nothing']);
  });

  it('refuses an empty answer inline, keeping the typed words as a draft', async () => {
    const member = linked.members[10]!;
    const prompt = promptsIn(member.slackUserId, 'Daily Standup')[0]!;
    await post(
      events().blockActions({
        teamId: TEAM_ID,
        userId: member.slackUserId,
        actionId: 'open_checkin',
        value: String(openButton(prompt)!.value),
      }),
    );
    const opened = fake
      .views()
      .filter((view) => view.userId === member.slackUserId)
      .at(-1)!;
    const response = await post(
      events().viewSubmission({
        teamId: TEAM_ID,
        userId: member.slackUserId,
        viewId: opened.id,
        values: inputValues(opened.view, { q0: 'Half done', q1: '', q2: '   ' }),
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      response_action: 'errors',
      errors: { q1: 'All questions are required', q2: 'All questions are required' },
    });
    const [row] = await server.db
      .select()
      .from(checkins)
      .where(and(eq(checkins.reportId, reportId), eq(checkins.userId, member.user.id)));
    expect(row!.status).toBe('draft');
    expect(Object.values(row!.answers)).toContain('Half done');
    // Opening again pre-fills the draft.
    await post(
      events().blockActions({
        teamId: TEAM_ID,
        userId: member.slackUserId,
        actionId: 'open_checkin',
        value: String(openButton(prompt)!.value),
      }),
    );
    const again = fake
      .views()
      .filter((view) => view.userId === member.slackUserId)
      .at(-1)!.view as {
      blocks: TBlocks;
    };
    expect(textOf(again.blocks)).toContain('Half done');
  });

  it("refuses a modal submitted by someone else with the member's hash", async () => {
    const owner = linked.members[20]!;
    const stranger = linked.members[21]!;
    const prompt = promptsIn(owner.slackUserId, 'Daily Standup')[0]!;
    await post(
      events().blockActions({
        teamId: TEAM_ID,
        userId: owner.slackUserId,
        actionId: 'open_checkin',
        value: String(openButton(prompt)!.value),
      }),
    );
    const opened = fake
      .views()
      .filter((view) => view.userId === owner.slackUserId)
      .at(-1)!;
    const response = await post(
      events().viewSubmission({
        teamId: TEAM_ID,
        userId: stranger.slackUserId,
        view: opened.view,
        values: inputValues(opened.view, { q0: 'a', q1: 'b', q2: 'c' }),
      }),
    );
    expect(response.json()).toEqual({
      response_action: 'errors',
      errors: { q0: 'This check-in link is not valid. Open the latest link from your email or chat.' },
    });
    const [row] = await server.db
      .select()
      .from(checkins)
      .where(and(eq(checkins.reportId, reportId), eq(checkins.userId, owner.user.id)));
    expect(row!.status).toBe('sent');
    // A button pressed by someone else opens a notice, not the member's check-in.
    const mine = await post(
      events().blockActions({
        teamId: TEAM_ID,
        userId: 'UNOTAMEMBER',
        actionId: 'open_checkin',
        value: String(openButton(prompt)!.value),
      }),
    );
    expect(mine.statusCode).toBe(200);
    const notice = fake.views().at(-1)!;
    expect(notice.userId).toBe('UNOTAMEMBER');
    expect(textOf(notice.view)).toContain('This check-in link is not valid.');
  });

  it('loses and duplicates nothing through a 429 burst', async () => {
    fake.failNext('chat.postMessage', { status: 429, retryAfter: 1, times: 8 });
    const second = await runReport('Retro');
    await waitFor(
      () => linked.members.map(({ slackUserId }) => promptsIn(slackUserId, 'Retro')),
      (lists) => lists.every((list) => list.length >= 1),
      { what: 'a Retro DM to every member', timeoutMs: 30_000 },
    );
    await waitFor(
      () => server.db.select().from(checkins).where(eq(checkins.reportId, second)),
      (list) => list.length === 50 && list.every((checkin) => checkin.msgStatusCode === 200),
      { what: 'every Retro delivery recorded', timeoutMs: 30_000 },
    );
    for (const { slackUserId } of linked.members) expect(promptsIn(slackUserId, 'Retro')).toHaveLength(1);
    expect(fake.calls('chat.postMessage').filter((call) => call.status === 429).length).toBeGreaterThanOrEqual(8);
    const failed = await server.db.select().from(chatMessages).where(eq(chatMessages.status, 'failed'));
    expect(failed).toEqual([]);
  }, 60_000);

  it('shows channel_not_found on the dashboard', async () => {
    fake.failNext('chat.postMessage', { error: 'channel_not_found' });
    const member = linked.members[30]!;
    const third = await runReport('Weekly', {}, [member]);
    const [row] = await waitFor(
      () => server.db.select().from(checkins).where(eq(checkins.reportId, third)),
      (list) => list.length === 1 && list[0]!.msgStatusErrorCode !== null,
      { what: 'the refusal recorded' },
    );
    expect(row).toMatchObject({ msgStatusPlatform: 'slack', msgStatusErrorCode: 'channel_not_found' });
    const dashboard = await admin.get(`/api/v1/dashboard/${linked.team.slug}/report/${third}/date/${runKey}/`);
    expect(dashboard.statusCode).toBe(200);
    const entry = (dashboard.json().entries as Array<Record<string, unknown>>)[0]!;
    expect(entry).toMatchObject({ msgStatusPlatform: 'SLACK', msgStatusErrorCode: 'channel_not_found' });
    expectWithinLimits();
  });
});
