/**
 * Issue 21's acceptance path through every door at once, with nothing built by factories: the bot
 * is added to a 30-person Webex space -> the welcome link arrives in the installer's 1:1 in Webex
 * -> an Account Admin confirms -> 30 members imported and the success message posted in the space
 * -> a run sends 30 cards and a broadcast -> three members answer through attachment actions ->
 * the dashboard and the thread show them -> a member leaving the space leaves the team.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamMembers, teams, webexInstalls } from '../../../bot/db/schema/index.ts';
import { webexConfirmPath } from '../../../shared/webex.ts';
import { buildAccount } from '../../factories.ts';
import { deliverOverHttp } from '../../fakes/webex-api/deliveries.ts';
import { startFakeWebexApi, type TFakeWebexApi, type TFakeWebexMessage } from '../../fakes/webex-api/index.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { waitFor } from '../../helpers/wait-for.ts';
import { reportForm } from '../../report-factories.ts';
import { newSpace, webexTestSettings, webhooksReady } from './webex-connect-kit.ts';

let fake: TFakeWebexApi;
let server: TTestServer;

beforeAll(async () => {
  fake = await startFakeWebexApi({ deliver: deliverOverHttp, messagesPerMinute: 6_000 });
  server = await startTestServer({ env: { ...webexTestSettings(fake), WEBEX_MESSAGES_PER_MINUTE: '6000' } });
  await webhooksReady(fake);
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

type TCard = { actions?: Array<{ type: string; data?: Record<string, string> }> };
const cardText = (message: TFakeWebexMessage) => JSON.stringify(message.attachments?.[0]?.content ?? {});
const submitData = (message: TFakeWebexMessage) =>
  (message.attachments![0]!.content as TCard).actions!.find((action) => action.type === 'Action.Submit')!.data!;

describe('Webex from bot added to answers on the dashboard', () => {
  it('connects a space, runs a report in it, takes answers from cards and follows the space', async () => {
    const { room, people, installer } = newSpace(fake, 30);
    await fake.addBotToRoom(room.id, { actorId: installer.id });

    // The welcome link arrives privately, in Webex.
    const welcome = await waitFor(
      () => fake.messagesTo(installer.id).filter((message) => cardText(message).includes('Connect this space')),
      (list) => list.length === 1,
      { what: "the welcome message in the installer's 1:1" },
    );
    expect(fake.messagesTo(room.id)).toEqual([]);
    const [install] = await server.db.select().from(webexInstalls).where(eq(webexInstalls.roomId, room.id));
    const link = `${server.env.PUBLIC_URL}${webexConfirmPath(install!.slug)}`;
    expect(cardText(welcome[0]!)).toContain(link);

    const account = await buildAccount(server.db, { trialEndsAt: new Date('2028-01-01T00:00:00Z') });
    const { client } = await signedInClient(server, account, 1);
    const confirmed = await client.post(new URL(link).pathname, { new_team: '1' });
    expect(confirmed.statusCode).toBe(200);
    const [linked] = await server.db.select().from(webexInstalls).where(eq(webexInstalls.roomId, room.id));
    const [team] = await server.db.select().from(teams).where(eq(teams.id, linked!.teamId!));
    expect(team!.service).toBe('SPARK');
    const members = await server.db.select().from(teamMembers).where(eq(teamMembers.teamId, team!.id));
    expect(members).toHaveLength(30);
    await waitFor(
      () => fake.messagesTo(room.id).filter((message) => cardText(message).includes('is connected')),
      (list) => list.length === 1,
      { what: 'the success message in the space' },
    );

    // A run: 30 cards in 1:1s and the broadcast in the space.
    const created = await client.post(
      '/api/v1/report/create_new/',
      reportForm(
        members.map((member) => ({ id: member.userId })),
        {
          name: 'Space Standup',
          team_slug: team!.slug,
          enable_channel_broadcast: true,
          channel: room.id,
        },
      ),
    );
    expect(created.statusCode).toBe(200);
    const reportId = created.json().report_id as string;
    expect((await client.get(`/report/trigger/${reportId}/`, { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(
      200,
    );
    const formOf = (personId: string) =>
      fake
        .messagesTo(personId)
        .filter(
          (message) => cardText(message).includes('submit_checkin') && cardText(message).includes('Space Standup'),
        );
    await waitFor(
      () => people.map((person) => formOf(person.id).length),
      (counts) => counts.every((count) => count === 1),
      { what: 'a card to each of the 30 members' },
    );
    const broadcast = await waitFor(
      () =>
        fake.messagesTo(room.id).filter((message) => !message.parentId && cardText(message).includes('Space Standup')),
      (list) => list.length === 1,
      { what: 'the broadcast' },
    );

    // Three members answer on their cards.
    for (const person of people.slice(0, 3)) {
      const form = formOf(person.id)[0]!;
      const inputs: Record<string, string> = {};
      const questions = cardText(form).match(/"id":"q\d+"/g)!.length;
      for (let q = 0; q < questions; q++) inputs[`q${q}`] = `${person.displayName} answer ${q}`;
      const { deliveries } = await fake.submitCard(form.id, person.id, { ...submitData(form), ...inputs });
      expect(deliveries.map((delivery) => delivery.status)).toEqual([200]);
    }
    const replies = await waitFor(
      () => fake.messagesTo(room.id).filter((message) => message.parentId === broadcast[0]!.id),
      (list) => list.length === 3,
      { what: 'three threaded replies' },
    );
    expect(replies.map(cardText).join()).toContain(`${people[2]!.displayName} answer 0`);
    const runKey = submitData(formOf(people[5]!.id)[0]!).runKey!;
    const dashboard = await client.get(`/api/v1/dashboard/${team!.slug}/report/${reportId}/date/${runKey}/`);
    expect(dashboard.statusCode).toBe(200);
    const entries = dashboard.json().entries as Array<{ email: string; completed: boolean }>;
    expect(
      entries
        .filter((entry) => entry.completed)
        .map((entry) => entry.email)
        .sort(),
    ).toEqual(
      people
        .slice(0, 3)
        .map((person) => person.emails[0]!)
        .sort(),
    );
    expect(fake.stats().duplicates).toBe(0);

    // Someone leaves the space: they leave the team.
    await fake.removeMember(room.id, people[29]!.id, { actorId: installer.id });
    await waitFor(
      async () => (await server.db.select().from(teamMembers).where(eq(teamMembers.teamId, team!.id))).length,
      (count) => count === 29,
      { what: 'the leaver out of the team' },
    );
  }, 90_000);
});
