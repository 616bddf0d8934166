/**
 * Webex membership deliveries through the real server and the fake (which builds membership ids
 * as Webex does: one id per person and space, a fresh `created` per join): a member who leaves,
 * rejoins and leaves again ends outside the team; the bot removed and re-added before anyone
 * confirmed sends a new link; a delivery whose attempt still runs is answered 503 and one left by
 * a dead process is applied after the lease; the bot gone before its arrival is handled ends
 * quietly; a link replaced while its confirm was reading the space connects nothing; the member
 * count is recounted, not added to.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamMembers, webexEvents, webexInstalls } from '../../../bot/db/schema/index.ts';
import { WEBEX_EVENT_LEASE_MS, webexEventKey } from '../../../bot/domain/platforms/webex/record-webex-event.ts';
import { WEBEX_MESSAGES, webexConfirmPath } from '../../../shared/webex.ts';
import { buildAccount } from '../../factories.ts';
import { deliverOverHttp } from '../../fakes/webex-api/deliveries.ts';
import { startFakeWebexApi, type TFakeWebexApi } from '../../fakes/webex-api/index.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { waitFor } from '../../helpers/wait-for.ts';
import { addBot, newSpace, webexTestSettings, webhooksReady, welcomeNotesTo } from './webex-connect-kit.ts';

let fake: TFakeWebexApi;
let server: TTestServer;
/** While true, Webex's deliveries are lost on the way. */
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

const membersOf = (teamId: string) => server.db.select().from(teamMembers).where(eq(teamMembers.teamId, teamId));
const installOf = async (roomId: string) =>
  (await server.db.select().from(webexInstalls).where(eq(webexInstalls.roomId, roomId)))[0]!;

async function connectedSpace(count: number) {
  const space = newSpace(fake, count);
  const install = await addBot(server, fake, space.room, space.installer.id);
  const { client } = await signedInClient(server, await buildAccount(server.db), 1);
  expect((await client.post(webexConfirmPath(install.slug), { new_team: '1' })).statusCode).toBe(200);
  const linked = await installOf(space.room.id);
  return { ...space, client, teamId: linked.teamId! };
}

describe('Webex membership deliveries', () => {
  it('a member who leaves, rejoins and leaves again ends outside the team (the same membership id each time)', async () => {
    const space = await connectedSpace(3);
    const mover = space.people[1]!;
    const actor = { actorId: space.installer.id };
    const firstLeave = await fake.removeMember(space.room.id, mover.id, actor);
    const rejoin = await fake.addMember(space.room.id, mover.id, actor);
    expect(JSON.parse(rejoin[0]!.body).data.id).toBe(JSON.parse(firstLeave[0]!.body).data.id);
    expect((await membersOf(space.teamId)).map((member) => member.platformUserId)).toContain(mover.id);
    const secondLeave = await fake.removeMember(space.room.id, mover.id, actor);
    expect(secondLeave.map((delivery) => delivery.status)).toEqual([200]);
    expect((await membersOf(space.teamId)).map((member) => member.platformUserId)).not.toContain(mover.id);
    expect((await installOf(space.room.id)).memberCount).toBe(2);
  });

  it('the bot removed and re-added before anyone confirmed sends the installer a new link', async () => {
    const { room, installer } = newSpace(fake, 2);
    const first = await addBot(server, fake, room, installer.id);
    await fake.removeBot(room.id, { actorId: installer.id });
    expect((await installOf(room.id)).status).toBe('removed');
    const again = await addBot(server, fake, room, installer.id);
    expect(again).toMatchObject({ status: 'pending' });
    expect(again.slug).not.toBe(first.slug);
    const notes = await welcomeNotesTo(server, installer.id);
    expect(notes).toHaveLength(2);
    expect(notes.map((note) => note.links[0]!.url).join(' ')).toContain(again.slug);
  });

  it('a delivery whose attempt still runs gets 503; after the lease a retry takes the dead claim over', async () => {
    const space = await connectedSpace(2);
    const newcomer = fake.addPerson();
    const [joined] = await fake.addMember(space.room.id, newcomer.id, { actorId: space.installer.id });
    expect(joined!.status).toBe(200);
    const key = webexEventKey(JSON.parse(joined!.body));
    // As if a process claimed it and died before applying it.
    await server.db.delete(teamMembers).where(eq(teamMembers.platformUserId, newcomer.id));
    await server.db.update(webexEvents).set({ appliedAt: null, claimedAt: new Date() }).where(eq(webexEvents.key, key));
    expect((await fake.redeliver(joined!.index)).status).toBe(503);
    expect((await membersOf(space.teamId)).map((member) => member.platformUserId)).not.toContain(newcomer.id);

    await server.db
      .update(webexEvents)
      .set({ claimedAt: new Date(Date.now() - WEBEX_EVENT_LEASE_MS - 1000) })
      .where(eq(webexEvents.key, key));
    expect((await fake.redeliver(joined!.index)).status).toBe(200);
    expect((await membersOf(space.teamId)).map((member) => member.platformUserId)).toContain(newcomer.id);
    const [row] = await server.db.select().from(webexEvents).where(eq(webexEvents.key, key));
    expect(row!.appliedAt).not.toBeNull();
    // Applied now: a further retry is acknowledged and changes nothing.
    const appliedAt = row!.appliedAt;
    expect((await fake.redeliver(joined!.index)).status).toBe(200);
    const [after] = await server.db.select().from(webexEvents).where(eq(webexEvents.key, key));
    expect(after!.appliedAt).toEqual(appliedAt);
    expect(await membersOf(space.teamId)).toHaveLength(3);
  });

  it('the bot gone before its arrival is handled (404 or 403 on the space) ends quietly: 200, no install', async () => {
    for (const status of [404, 403]) {
      const { room, installer } = newSpace(fake, 2);
      fake.failNext(1, { status, route: 'GET /rooms/:id' });
      const deliveries = await fake.addBotToRoom(room.id, { actorId: installer.id });
      expect(deliveries.map((delivery) => delivery.status)).toEqual([200]);
      expect(await server.db.select().from(webexInstalls).where(eq(webexInstalls.roomId, room.id))).toHaveLength(0);
    }
    const { room, installer } = newSpace(fake, 2);
    fake.failNext(1, { status: 404, route: 'GET /memberships' });
    expect((await fake.addBotToRoom(room.id, { actorId: installer.id })).map((one) => one.status)).toEqual([200]);
  });

  it('counts the space from its memberships alone when the bot arrives (no people lookups)', async () => {
    const { room, installer } = newSpace(fake, 4);
    const before = fake.calls.length;
    const install = await addBot(server, fake, room, installer.id);
    // Four people; the other bot is known by its @webex.bot address.
    expect(install.memberCount).toBe(4);
    const lookups = fake.calls.slice(before).filter((call) => call.method === 'GET' && call.path === '/people');
    expect(lookups).toHaveLength(0);
  });

  it('a link replaced while its confirm was reading the space connects nothing', async () => {
    const { room, installer } = newSpace(fake, 2);
    const install = await addBot(server, fake, room, installer.id);
    const { client } = await signedInClient(server, await buildAccount(server.db), 1);
    fake.throttle({ retryAfterSeconds: 1, route: 'GET /people' });
    const confirming = client.post(webexConfirmPath(install.slug), { new_team: '1' });
    await waitFor(
      () => fake.calls.filter((call) => call.path === '/people' && call.status === 429).length,
      (count) => count > 0,
      { what: "the confirm's people lookup held by a 429" },
    );
    await fake.removeBot(room.id, { actorId: installer.id });
    const readded = await addBot(server, fake, room, installer.id);
    expect(readded.slug).not.toBe(install.slug);
    const stale = await confirming;
    expect(stale.statusCode).toBe(404);
    expect(stale.json().error.message).toBe(WEBEX_MESSAGES.linkInvalid);
    expect(await installOf(room.id)).toMatchObject({ status: 'pending', teamId: null, linkUsedAt: null });
    expect((await client.post(webexConfirmPath(readded.slug), { new_team: '1' })).statusCode).toBe(200);
  });

  it('a late join of someone Resync already imported leaves the member count right', async () => {
    const space = await connectedSpace(2);
    dropDeliveries = true;
    const missed = fake.addPerson();
    const [lost] = await fake.addMember(space.room.id, missed.id, { actorId: space.installer.id });
    dropDeliveries = false;
    const resynced = await space.client.get('/resync', { 'sec-fetch-site': 'same-origin' });
    expect(resynced.statusCode).toBe(200);
    expect((await installOf(space.room.id)).memberCount).toBe(3);
    expect((await fake.redeliver(lost!.index)).status).toBe(200);
    expect((await installOf(space.room.id)).memberCount).toBe(3);
  });
});
