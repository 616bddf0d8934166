/**
 * Connecting a Cisco Webex space through the doors people and Webex use (issue 21, spec part 1
 * §2.7, §2.10; part 3 §2.8, §2.9): the bot added to a space (a signed memberships delivery from
 * the fake) -> the installer's private welcome note with the link -> the confirm screen -> the
 * space's people imported as Team Members -> the success note in the space; refusals; people
 * joining and leaving; the bot removed; Resync Team; Webex down; the chat-install signup.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, signups, teamMembers, teams, users, webexInstalls } from '../../../bot/db/schema/index.ts';
import type { TAccountRow } from '../../../bot/domain/accounts/viewer.ts';
import { INSTALL_REGISTER_MESSAGES } from '../../../shared/install-register.ts';
import { ACCOUNT_TYPE } from '../../../shared/roles.ts';
import {
  WEBEX_MESSAGES,
  webexConfirmPath,
  webexConnectedMessage,
  webexResyncedMessage,
  ZWebexConnectContext,
  ZWebexSetup,
} from '../../../shared/webex.ts';
import { buildAccount } from '../../factories.ts';
import { deliverOverHttp } from '../../fakes/webex-api/deliveries.ts';
import { startFakeWebexApi, type TFakeWebexApi } from '../../fakes/webex-api/index.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import {
  addBot,
  newSpace,
  notesInSpace,
  webexTestSettings,
  webhooksReady,
  welcomeNotesTo,
} from './webex-connect-kit.ts';

let fake: TFakeWebexApi;
let server: TTestServer;
/** While true, Webex's deliveries are lost on the way (what Resync Team makes up for). */
let dropDeliveries = false;

beforeAll(async () => {
  fake = await startFakeWebexApi({
    deliver: (request) => (dropDeliveries ? Promise.resolve({ status: 0 }) : deliverOverHttp(request)),
  });
  server = await startTestServer({ env: webexTestSettings(fake) });
  await webhooksReady(fake);
});
afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

async function admin(account?: TAccountRow) {
  const owner = account ?? (await buildAccount(server.db));
  const { client, user } = await signedInClient(server, owner, 1);
  return { client, user, account: owner };
}

const contextPath = (slug: string) => `/api/v1${webexConfirmPath(slug)}`;
const membersOf = (teamId: string) => server.db.select().from(teamMembers).where(eq(teamMembers.teamId, teamId));
const installOf = async (roomId: string) =>
  (await server.db.select().from(webexInstalls).where(eq(webexInstalls.roomId, roomId)))[0]!;

/** A space of `count` people, the bot added, and an Account Admin who connected it as a new team. */
async function connectedSpace(count: number) {
  const space = newSpace(fake, count);
  const install = await addBot(server, fake, space.room, space.installer.id);
  const { client, account } = await admin();
  const confirmed = await client.post(webexConfirmPath(install.slug), { new_team: '1' });
  expect(confirmed.statusCode).toBe(200);
  const linked = await installOf(space.room.id);
  return { ...space, client, account, install: linked, teamId: linked.teamId! };
}

describe('Webex connect', () => {
  it('bot added -> private welcome link -> confirm -> 30 members imported as Team Members -> success note in the space', async () => {
    const { room, people, installer } = newSpace(fake, 30);
    const install = await addBot(server, fake, room, installer.id);
    expect(install).toMatchObject({
      status: 'pending',
      roomTitle: room.title,
      memberCount: 30,
      installerPersonId: installer.id,
      installerEmail: installer.emails[0],
      teamId: null,
    });

    // The link goes privately to the installer, nowhere else.
    const [note] = await welcomeNotesTo(server, installer.id);
    const link = note!.links[0]!;
    expect(link).toEqual({
      title: 'Connect this space',
      url: `${server.env.PUBLIC_URL}${webexConfirmPath(install.slug)}`,
    });
    expect(note!.text).toContain(`Thanks for adding Rollcall to **Space`);
    expect(await notesInSpace(server, room.id)).toEqual([]);

    const { client, account } = await admin();
    const shown = await client.get(contextPath(install.slug));
    expect(shown.statusCode).toBe(200);
    expect(ZWebexConnectContext.parse(shown.json())).toEqual({
      team_name: room.title,
      member_count: 30,
      activation_post_url: webexConfirmPath(install.slug),
      activation_slug: install.slug,
      activation_link: link.url,
      can_connect: true,
      locked: false,
      current_team: null,
      linked_team_name: null,
    });

    const confirmed = await client.post(webexConfirmPath(install.slug), { new_team: '1' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      redirect: '/team/settings/general/',
      message: webexConnectedMessage(room.title, 30),
    });

    const linked = await installOf(room.id);
    expect(linked).toMatchObject({ status: 'linked', memberCount: 30 });
    expect(linked.linkUsedAt).not.toBeNull();
    const [team] = await server.db.select().from(teams).where(eq(teams.id, linked.teamId!));
    expect(team).toMatchObject({ service: 'SPARK', name: room.title, accountId: account.id });
    const members = await membersOf(team!.id);
    expect(new Set(members.map((member) => member.platformUserId))).toEqual(new Set(people.map((p) => p.id)));
    // Team Member role in the organization; new people take their Webex time zone.
    const roles = await server.db.select().from(memberships).where(eq(memberships.accountId, account.id));
    expect(roles.filter((role) => role.accountTypeId === ACCOUNT_TYPE.MEMBER)).toHaveLength(30);
    const [person] = await server.db.select().from(users).where(eq(users.email, people[1]!.emails[0]!));
    expect(person).toMatchObject({ platform: 'SPARK', timeZone: 'Europe/Paris', firstName: 'Person' });

    const [success] = await notesInSpace(server, room.id);
    expect(success!.text).toContain(`is connected to Rollcall. 30 members get check-ins`);

    // The link works once.
    const again = await client.post(webexConfirmPath(install.slug), { overwrite: '1' });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(WEBEX_MESSAGES.linkUsed);

    // Webex retrying the bot-added delivery applies nothing twice.
    const retried = await fake.redeliver(fake.deliveries.findIndex((d) => d.body.includes(room.id)));
    expect(retried.status).toBe(200);
    expect(await welcomeNotesTo(server, installer.id)).toHaveLength(1);
  });

  it("a non-admin sees can_connect false and is refused with the spec's words; another organization is refused", async () => {
    const { room, installer } = newSpace(fake, 2);
    const install = await addBot(server, fake, room, installer.id);
    const account = await buildAccount(server.db);
    const { client: member } = await signedInClient(server, account, 3);
    const seen = ZWebexConnectContext.parse((await member.get(contextPath(install.slug))).json());
    expect(seen).toMatchObject({ can_connect: false, member_count: 2 });
    const refused = await member.post(webexConfirmPath(install.slug), { overwrite: '1' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(WEBEX_MESSAGES.noPermission);
    expect((await installOf(room.id)).status).toBe('pending');

    const { client } = await admin(account);
    expect((await client.post(webexConfirmPath(install.slug), { new_team: '1' })).statusCode).toBe(200);
    const { client: stranger, account: strangers } = await admin();
    const view = await stranger.get(contextPath(install.slug));
    expect(view.statusCode).toBe(404);
    expect(JSON.stringify(view.json())).not.toContain(room.title);
    expect((await stranger.post(webexConfirmPath(install.slug), { new_team: '1' })).statusCode).toBe(404);
    expect(await server.db.select().from(teams).where(eq(teams.accountId, strangers.id))).toHaveLength(0);
  });

  it('a forged or tampered slug opens nothing, signed in or not', async () => {
    const { room, installer } = newSpace(fake, 2);
    const install = await addBot(server, fake, room, installer.id);
    const [random, signature] = install.slug.split('.');
    const flipped = `${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`;
    const { client } = await admin();
    for (const slug of [`${random}.${flipped}`, `${random}`, 'made.up', `${random}.${signature}.x`]) {
      const response = await client.get(contextPath(slug));
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(WEBEX_MESSAGES.linkInvalid);
      expect((await client.post(webexConfirmPath(slug), { new_team: '1' })).statusCode).toBe(404);
      expect((await new TestClient(server.app).get(`${contextPath(slug)}guest`)).statusCode).toBe(404);
    }
    const guest = await new TestClient(server.app).get(`${contextPath(install.slug)}guest`);
    expect(guest.json()).toEqual({ activation_slug: install.slug });
    expect((await installOf(room.id)).status).toBe('pending');
  });

  it('people joining and leaving the space join and leave the team; the bot removed disconnects it', async () => {
    const space = await connectedSpace(3);
    // A zone Intl does not know is not taken: the new user keeps the default one.
    const newcomer = fake.addPerson({
      email: 'newcomer@acme.example',
      displayName: 'New Comer',
      timezone: 'Mars/Olympus_Mons',
    });
    const joined = await fake.addMember(space.room.id, newcomer.id, { actorId: space.installer.id });
    expect(joined.map((delivery) => delivery.status)).toEqual([200]);
    expect((await membersOf(space.teamId)).map((member) => member.platformUserId)).toContain(newcomer.id);
    const [person] = await server.db.select().from(users).where(eq(users.email, 'newcomer@acme.example'));
    expect(person).toMatchObject({ platform: 'SPARK', timeZone: 'America/Toronto' });
    expect((await installOf(space.room.id)).memberCount).toBe(4);

    const leaving = space.people[2]!;
    await fake.removeMember(space.room.id, leaving.id, { actorId: space.installer.id });
    const left = await membersOf(space.teamId);
    expect(left.map((member) => member.platformUserId)).not.toContain(leaving.id);
    expect(left).toHaveLength(3);

    await fake.removeBot(space.room.id, { actorId: space.installer.id });
    const removed = await installOf(space.room.id);
    expect(removed).toMatchObject({ status: 'removed', teamId: space.teamId });
    expect(removed.removedAt).not.toBeNull();
    // A removed space changes no team.
    const late = fake.addPerson({ email: 'late@acme.example' });
    await fake.addMember(space.room.id, late.id, { actorId: space.installer.id });
    expect(await membersOf(space.teamId)).toHaveLength(3);

    // Added back: still its team's, no new link; the space hears its check-ins come back.
    await fake.addBotToRoom(space.room.id, { actorId: space.installer.id });
    expect(await installOf(space.room.id)).toMatchObject({ status: 'linked', teamId: space.teamId });
    expect(await welcomeNotesTo(server, space.installer.id)).toHaveLength(1);
    expect((await notesInSpace(server, space.room.id)).map((note) => note.text).join('\n')).toContain(
      'Rollcall is back',
    );
  });

  it('Resync Team reads the space again: someone added while deliveries were lost joins', async () => {
    const space = await connectedSpace(2);
    dropDeliveries = true;
    const missed = fake.addPerson({ email: 'missed@acme.example' });
    await fake.addMember(space.room.id, missed.id, { actorId: space.installer.id });
    dropDeliveries = false;
    expect(await membersOf(space.teamId)).toHaveLength(2);

    const resynced = await space.client.get('/resync', { 'sec-fetch-site': 'same-origin' });
    expect(resynced.statusCode).toBe(200);
    expect(resynced.json().message).toBe(webexResyncedMessage(space.room.title, 3));
    expect((await membersOf(space.teamId)).map((member) => member.platformUserId)).toContain(missed.id);
    expect((await installOf(space.room.id)).memberCount).toBe(3);
  });

  it('Webex down during the confirm: 503 with words, nothing changed, and the link still works', async () => {
    const { room, installer } = newSpace(fake, 2);
    const install = await addBot(server, fake, room, installer.id);
    const { client, account } = await admin();
    fake.failNext(1, { status: 503, route: 'GET /memberships' });
    const down = await client.post(webexConfirmPath(install.slug), { new_team: '1' });
    expect(down.statusCode).toBe(503);
    expect(down.json().error.message).toBe(WEBEX_MESSAGES.unavailable);
    expect(await installOf(room.id)).toMatchObject({ status: 'pending', teamId: null, linkUsedAt: null });
    expect(await server.db.select().from(teams).where(eq(teams.accountId, account.id))).toHaveLength(0);
    expect((await client.post(webexConfirmPath(install.slug), { new_team: '1' })).statusCode).toBe(200);
  });

  it('the chat-install signup takes a Webex slug: its context, the email form coming back to the confirm screen', async () => {
    const { room, installer } = newSpace(fake, 2);
    const install = await addBot(server, fake, room, installer.id);
    const guest = new TestClient(server.app);
    const page = await guest.get(`/api/v1/accounts/microsoft/install-register/${install.slug}/`);
    expect(page.json()).toEqual({ platform: 'SPARK', team_name: room.title, microsoft: false });

    const started = await guest.post(`/accounts/microsoft/install-register/${install.slug}/email/`, {
      email: 'space.lead@acme.example',
    });
    expect(started.statusCode).toBe(200);
    const [signup] = await server.db.select().from(signups).where(eq(signups.email, 'space.lead@acme.example'));
    expect(signup).toMatchObject({ platform: 'SPARK', nextPath: webexConfirmPath(install.slug) });

    const microsoft = await guest.get(`/accounts/microsoft/install-register/${install.slug}/microsoft/`);
    expect(microsoft.statusCode).toBe(400);
    expect(microsoft.json().error.message).toBe(INSTALL_REGISTER_MESSAGES.microsoftTeamsOnly);

    const forged = await guest.get(`/api/v1/accounts/microsoft/install-register/${install.slug.slice(0, -2)}xx/`);
    expect(forged.statusCode).toBe(404);
    expect(forged.json().error.message).toBe(WEBEX_MESSAGES.linkInvalid);
  });

  it('a direct space is not an install; the Webex page names the bot', async () => {
    const person = fake.addPerson();
    const direct = fake.addRoom({ title: 'direct', type: 'direct', members: [person.id] });
    const deliveries = await fake.addBotToRoom(direct.id, { actorId: person.id });
    expect(deliveries.map((delivery) => delivery.status)).toEqual([200]);
    expect(await server.db.select().from(webexInstalls).where(eq(webexInstalls.roomId, direct.id))).toHaveLength(0);

    const { client } = await admin();
    const setup = ZWebexSetup.parse((await client.get('/api/v1/platform/webex')).json());
    expect(setup).toEqual({ bot_running: true, bot_email: fake.bot.emails[0], bot_name: fake.bot.displayName });
  });
});
