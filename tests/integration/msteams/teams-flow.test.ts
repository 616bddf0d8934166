/**
 * Microsoft Teams end to end through the real Agents SDK against the fake Bot Connector
 * (issue 8 acceptance): the bot is added to a team -> the installer gets the activation link ->
 * an account admin confirms -> the roster and channels are imported; a run sends a card to each
 * of 20 members and opens the channel thread; three answer through Action.Execute, their cards
 * refresh, their answers are on the dashboard and in the thread; Resync re-reads the roster.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, checkins, msteamsInstalls, teamMembers } from '../../../bot/db/schema/index.ts';
import type { TAccountRow, TTeamRow } from '../../../bot/domain/accounts/viewer.ts';
import { buildAccount, buildTeam } from '../../factories.ts';
import { actionExecute, botAddedToTeam, messageFrom } from '../../fakes/teams-connector/activities.ts';
import {
  startFakeTeamsConnector,
  type TFakeTeam,
  type TFakeTeamsConnector,
} from '../../fakes/teams-connector/index.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import type { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { waitFor } from '../../helpers/wait-for.ts';
import { reportForm } from '../../report-factories.ts';
import { cardOf, cardText, fakeTeam, openUrlOf, sentTo, TENANT } from './teams-fixtures.ts';

let fake: TFakeTeamsConnector;
let server: TTestServer;
let account: TAccountRow;
let setupTeam: TTeamRow;
let admin: TestClient;
let team: TFakeTeam;
let activationUrl: string;
let reportId: string;
let runKey: string;
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

const postActivity = (activity: object) =>
  server.app.inject({ method: 'POST', url: '/api/messages', payload: activity as Record<string, unknown> });

beforeAll(async () => {
  fake = await startFakeTeamsConnector();
  team = fakeTeam(20);
  fake.addTeam(team);
  server = await startTestServer();
  account = await buildAccount(server.db, { trialEndsAt: new Date('2028-01-01T00:00:00Z') });
  setupTeam = await buildTeam(server.db, account, { name: 'New Team', service: 'NONE' });
  ({ client: admin } = await signedInClient(server, account, 1, { teams: [setupTeam] }));
});
afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

describe('install and connect', () => {
  it('records the install and sends the installer the signed activation link and a connect code', async () => {
    const installer = team.members[0]!;
    const response = await postActivity(botAddedToTeam({ serviceUrl: fake.url, team, installer }));
    expect(response.statusCode).toBe(200);
    const [sent] = await waitFor(
      () => sentTo(fake, installer),
      (list) => list.length === 1,
      { what: 'the activation message' },
    );
    const card = cardOf(sent!);
    expect(cardText(card)).toContain('Platform Team');
    activationUrl = openUrlOf(card, /Connect/)!;
    const [install] = await server.db.select().from(msteamsInstalls);
    expect(install).toMatchObject({ status: 'pending', tenantId: TENANT, msTeamId: team.id, memberCount: 20 });
    expect(cardText(card)).toContain(install!.connectCode);
    const path = [team.id, team.id, installer.id, TENANT, fake.url, 'Platform Team'].map(encodeURIComponent).join('/');
    expect(activationUrl).toMatch(
      new RegExp(`^${server.env.PUBLIC_URL}/connect/msteams/${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/\\?sig=`),
    );
  });

  it('refuses a link whose ids were changed and a member who is not an admin', async () => {
    const { pathname, search } = new URL(activationUrl);
    const forged = await admin.get(`/api/v1${pathname.replace('Platform%20Team', 'Other')}${search}`);
    expect(forged.statusCode).toBe(404);
    expect(forged.json().error.message).toBe(
      'This connect link is not valid. Open the newest link the Rollcall bot sent you in Microsoft Teams.',
    );
    const { client: member } = await signedInClient(server, account, 3, { teams: [setupTeam] });
    const context = await member.get(`/api/v1${pathname}${search}`);
    expect(context.json()).toMatchObject({ can_connect: false, team_name: 'Platform Team', member_count: 20 });
    const confirm = await member.post(`${pathname}confirm/${search}`, { overwrite: '1' });
    expect(confirm.statusCode).toBe(403);
    expect(confirm.json().error.message).toBe('You do not have permissions to connect or create a new team.');
  });

  it('takes the connect code on /platform/connect/ to the same confirm screen', async () => {
    const [install] = await server.db.select().from(msteamsInstalls);
    const typed = install!.connectCode.toLowerCase().replaceAll('-', ' ');
    const response = await admin.post('/platform/connect/', { connect_code: typed });
    expect(response.json()).toMatchObject({ ok: true, redirect: `/connect/msteams/${install!.slug}/confirm/` });
    const context = await admin.get(`/api/v1/connect/msteams/${install!.slug}/confirm/`);
    expect(context.json()).toMatchObject({ team_name: 'Platform Team', member_count: 20, linked_team_name: null });
    const unknown = await admin.post('/platform/connect/', { connect_code: 'ZZZZ-ZZZZ' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.connect_code).toEqual([
      'That connect code is not valid. Check the code the Rollcall bot sent you, or add the bot to your team again.',
    ]);
    const empty = await admin.post('/platform/connect/', { connect_code: ' ' });
    expect(empty.json().error.fields.connect_code).toEqual([
      'Enter the connect code the Rollcall bot sent you in Microsoft Teams.',
    ]);
  });

  it('shows the admin the confirm context and imports the roster and channels on Overwrite', async () => {
    const { pathname, search } = new URL(activationUrl);
    const context = await admin.get(`/api/v1${pathname}${search}`);
    expect(context.statusCode).toBe(200);
    expect(context.json()).toMatchObject({
      team_name: 'Platform Team',
      member_count: 20,
      can_connect: true,
      locked: false,
      current_team: { name: 'New Team', service: 'NONE' },
      linked_team_name: null,
    });
    const confirm = await admin.post(context.json().activation_post_url, { overwrite: '1' });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toMatchObject({ ok: true, redirect: '/team/settings/general/' });
    expect(confirm.json().message).toBe('New Team is connected to Microsoft Teams. 20 members were imported.');
    const members = await server.db.select().from(teamMembers).where(eq(teamMembers.teamId, setupTeam.id));
    expect(
      members
        .filter((member) => member.platformUserId)
        .map((member) => member.platformUserId)
        .sort(),
    ).toEqual(team.members.map((member) => member.id).sort());
    const [install] = await server.db.select().from(msteamsInstalls);
    expect(install).toMatchObject({ status: 'linked', teamId: setupTeam.id });
    expect(install!.channels.map((channel) => channel.name)).toEqual(['General', 'Standup']);
    // The link and the code are spent: the team is managed in Rollcall from now on.
    const again = await admin.post(context.json().activation_post_url, { overwrite: '1' });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toMatch(/^This connect link was already used\./);
    const code = await admin.post('/platform/connect/', { connect_code: install!.connectCode });
    expect(code.json().error.fields.connect_code[0]).toMatch(/^That connect code was already used\./);
  });
});

describe('a run in Teams', () => {
  it('sends a check-in card to each of the 20 members and opens the channel thread', async () => {
    const rows = await server.db.select().from(teamMembers).where(eq(teamMembers.teamId, setupTeam.id));
    const userIds = rows.filter((row) => row.platformUserId).map((row) => ({ id: row.userId }));
    const standup = team.channels[1]!.id;
    const created = await admin.post(
      '/api/v1/report/create_new/',
      reportForm(userIds, {
        team_slug: setupTeam.slug,
        goal_tracking_enabled: true,
        enable_channel_broadcast: true,
        channel: standup,
      }),
    );
    expect(created.statusCode).toBe(200);
    reportId = created.json().report_id;
    const trigger = await admin.get(`/report/trigger/${reportId}/`, SAME_ORIGIN);
    expect(trigger.statusCode).toBe(200);
    await waitFor(
      () =>
        team.members.map((member) => sentTo(fake, member).filter((sent) => cardText(cardOf(sent)).includes('Submit'))),
      (lists) => lists.every((list) => list.length === 1),
      { what: 'a card to every member' },
    );
    const prompt = cardOf(sentTo(fake, team.members[5]!).at(-1)!);
    expect(prompt.version).toBe('1.4');
    const actions = prompt.actions as Array<{ type: string; verb?: string; title: string }>;
    expect(actions.map((action) => [action.type, action.verb ?? action.title])).toEqual([
      ['Action.Execute', 'submit_checkin'],
      ['Action.OpenUrl', 'Open in browser'],
    ]);
    expect(cardText(prompt)).toContain('I completed my goal');
    const thread = await waitFor(
      () => fake.activitiesTo(standup),
      (list) => list.length === 1,
      { what: 'the broadcast' },
    );
    expect(cardText(cardOf(thread[0]!))).toContain("Here is New Team's report for the report Daily Standup on");
    const states = await server.db.select().from(checkins).where(eq(checkins.reportId, reportId));
    runKey = (prompt.actions as Array<{ data?: { runKey: string } }>)[0]!.data!.runKey;
    expect(states.every((checkin) => checkin.channels.join() === 'msteams')).toBe(true);
    await waitFor(
      () => server.db.select().from(checkins).where(eq(checkins.reportId, reportId)),
      (list) => list.every((checkin) => checkin.msgStatusCode === 201),
      { what: 'delivery recorded' },
    );
  });

  it('saves three members answers from the card, refreshes their cards and posts them in the thread', async () => {
    const answering = team.members.slice(0, 3);
    for (const [index, member] of answering.entries()) {
      const response = await postActivity(
        actionExecute({
          serviceUrl: fake.url,
          tenantId: TENANT,
          user: member,
          conversationId: `a:1:${member.id}`,
          verb: 'submit_checkin',
          data: {
            action: 'submit_checkin',
            reportId,
            runKey,
            q0: `Shipped feature ${index}`,
            q1: `Review PR ${index}`,
            q2: index === 1 ? 'Waiting on **design**' : 'Nothing',
            goal_completed: 'true',
            blocked: index === 1 ? 'true' : 'false',
          },
        }),
      );
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ statusCode: 200, type: 'application/vnd.microsoft.card.adaptive' });
      expect(cardText(body.value)).toContain('Your check-in is in. Thank you!');
      expect(cardText(body.value)).toContain(`Shipped feature ${index}`);
      const edit = (body.value.actions as Array<{ verb?: string }>).find((action) => action.verb === 'edit_checkin');
      expect(edit).toBeDefined();
    }
    const [teamRow] = [setupTeam];
    const dashboard = await admin.get(`/api/v1/dashboard/${teamRow.slug}/report/${reportId}/date/${runKey}/`);
    expect(dashboard.statusCode).toBe(200);
    const entries = dashboard.json().entries as Array<{
      email: string;
      completed: boolean;
      blocked: boolean;
      data: { data_fields: Array<{ value: string }> };
    }>;
    for (const [index, member] of answering.entries()) {
      const entry = entries.find((candidate) => candidate.email === member.email)!;
      expect(entry.completed).toBe(true);
      expect(entry.data.data_fields[0]!.value).toBe(`Shipped feature ${index}`);
    }
    expect(entries.find((entry) => entry.email === answering[1]!.email)!.blocked).toBe(true);
    expect(entries.filter((entry) => entry.completed)).toHaveLength(3);
    const standup = team.channels[1]!.id;
    const replies = await waitFor(
      () => fake.activities.filter((sent) => sent.replyToId && sent.conversationId.startsWith(standup)),
      (list) => list.length === 3,
      { what: 'three replies in the thread' },
    );
    const root = fake.activitiesTo(standup)[0]!;
    expect(replies.every((reply) => reply.replyToId === root.activityId)).toBe(true);
    expect(replies.map((reply) => cardText(cardOf(reply))).join()).toContain('Person 2');
  });

  it('opens the form again with the saved answers on Edit, and refuses a card pressed by someone else', async () => {
    const member = team.members[0]!;
    const edit = await postActivity(
      actionExecute({
        serviceUrl: fake.url,
        tenantId: TENANT,
        user: member,
        conversationId: `a:1:${member.id}`,
        verb: 'edit_checkin',
        data: { action: 'edit_checkin', reportId, runKey },
      }),
    );
    const form = edit.json().value;
    const inputs = (form.body as Array<{ type: string; id?: string; value?: string }>).filter(
      (item) => item.type === 'Input.Text',
    );
    expect(inputs.map((input) => input.value)).toEqual(['Shipped feature 0', 'Review PR 0', 'Nothing']);
    const stranger = { ...team.members[0]!, id: '29:stranger', email: 'stranger@else.example' };
    const other = await postActivity(
      actionExecute({
        serviceUrl: fake.url,
        tenantId: TENANT,
        user: stranger,
        conversationId: 'a:1:29:stranger',
        verb: 'submit_checkin',
        data: { action: 'submit_checkin', reportId, runKey, q0: 'x', q1: 'y', q2: 'z' },
      }),
    );
    expect(other.statusCode).toBe(200);
    expect(cardText(other.json().value)).toContain('This check-in link is not valid.');
  });

  it('answers the spec message and keeps the typed words when a question is left empty', async () => {
    const member = team.members[10]!;
    const response = await postActivity(
      actionExecute({
        serviceUrl: fake.url,
        tenantId: TENANT,
        user: member,
        conversationId: `a:1:${member.id}`,
        verb: 'submit_checkin',
        data: { action: 'submit_checkin', reportId, runKey, q0: 'Half done', q1: '', q2: '' },
      }),
    );
    const card = response.json().value;
    expect(cardText(card)).toContain('All questions are required');
    const inputs = (card.body as Array<{ type: string; value?: string }>).filter((item) => item.type === 'Input.Text');
    expect(inputs[0]!.value).toBe('Half done');
    const [row] = await server.db
      .select()
      .from(checkins)
      .innerJoin(teamMembers, eq(teamMembers.userId, checkins.userId))
      .where(and(eq(checkins.reportId, reportId), eq(teamMembers.platformUserId, member.id)));
    expect(row!.checkins.status).toBe('draft');
  });

  it('answers any message with help, and a body that is not an activity with 400', async () => {
    const member = team.members[2]!;
    const response = await postActivity(
      messageFrom({
        serviceUrl: fake.url,
        tenantId: TENANT,
        user: member,
        conversationId: `a:1:${member.id}`,
        text: 'hello',
      }),
    );
    expect(response.statusCode).toBe(200);
    const help = await waitFor(
      () => sentTo(fake, member).filter((sent) => cardText(cardOf(sent)).includes('My check-ins')),
      (list) => list.length === 1,
    );
    expect(help).toHaveLength(1);
    const bad = await server.app.inject({
      method: 'POST',
      url: '/api/messages',
      payload: '"text"',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('resyncs members and channels from Teams', async () => {
    fake.addMember(team.id, {
      id: '29:member-21',
      aadObjectId: '00000000-0000-4000-8000-000000000021',
      name: 'Person 21',
      email: 'person21@contoso.example',
    });
    const response = await admin.get('/resync/', SAME_ORIGIN);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('New Team was resynced with Microsoft Teams: 21 members, 2 channels.');
    const sent = await server.db.select().from(chatMessages).where(eq(chatMessages.status, 'failed'));
    expect(sent).toEqual([]);
  });
});
