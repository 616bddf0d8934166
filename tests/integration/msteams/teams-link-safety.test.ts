/**
 * A Teams team belongs to the organization that linked it (issue 15): another organization's admin
 * who learns its link or connect code can neither confirm it (Overwrite or Create New Team) nor
 * read its name or size; links and codes work once and for 7 days; connect codes are long and
 * their guessing is rate-limited per person and per address; the owner's Resync keeps working.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msteamsInstalls, teams } from '../../../bot/db/schema/index.ts';
import type { TAccountRow, TTeamRow } from '../../../bot/domain/accounts/viewer.ts';
import { activationParamsOf, activationPath } from '../../../bot/domain/platforms/msteams/activation-link.ts';
import { buildAccount, buildTeam } from '../../factories.ts';
import { botAddedToTeam } from '../../fakes/teams-connector/activities.ts';
import {
  startFakeTeamsConnector,
  type TFakeTeam,
  type TFakeTeamsConnector,
} from '../../fakes/teams-connector/index.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import type { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, TEST_SESSION_SECRET, type TTestServer } from '../../helpers/test-server.ts';
import { waitFor } from '../../helpers/wait-for.ts';
import { cardOf, cardText, fakeTeam, openUrlOf, sentTo } from './teams-fixtures.ts';

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };
const DAY = 24 * 60 * 60 * 1000;
/** Words of the Teams teams that must never reach another organization. */
const SECRET_NAME = 'Orion Skunkworks';
const SECRET_SIZE = 7;

let fake: TFakeTeamsConnector;
let server: TTestServer;
let orion: TFakeTeam;
let accountA: TAccountRow;
let accountB: TAccountRow;
let teamA: TTeamRow;
let adminA: TestClient;
let adminB: TestClient;

/** What the bot sent the installer the last time it was added: the link (path + query) and the code. */
interface TIssued {
  link: string;
  code: string;
}

async function addBot(team: TFakeTeam): Promise<TIssued> {
  const installer = team.members[0]!;
  const before = sentTo(fake, installer).length;
  await server.app.inject({
    method: 'POST',
    url: '/api/messages',
    payload: botAddedToTeam({ serviceUrl: fake.url, team, installer }) as unknown as Record<string, unknown>,
  });
  const sent = await waitFor(
    () => sentTo(fake, installer),
    (list) => list.length > before,
    { what: 'the activation message' },
  );
  const card = cardOf(sent.at(-1)!);
  const { pathname, search } = new URL(openUrlOf(card, /Connect/)!);
  const code = /\*\*([A-Z0-9-]+)\*\*/.exec(cardText(card))![1]!;
  return { link: `${pathname}${search}`, code };
}

/** The confirm form's address of a page link (the long link keeps its signature). */
const confirmUrlOf = (link: string) => link.replace('/?sig=', '/confirm/?sig=');

/** Says nothing of the Teams team: neither its name nor its member count. */
function expectNothingNamed(body: string): void {
  expect(body).not.toContain('Orion');
  expect(body).not.toContain('Skunkworks');
  expect(body).not.toContain('member_count');
  expect(body).not.toContain('team_name');
}

async function installOf(team: TFakeTeam) {
  const [install] = await server.db.select().from(msteamsInstalls).where(eq(msteamsInstalls.msTeamId, team.id));
  return install!;
}

async function teamCount(account: TAccountRow): Promise<number> {
  return (await server.db.select().from(teams).where(eq(teams.accountId, account.id))).length;
}

beforeAll(async () => {
  fake = await startFakeTeamsConnector();
  orion = fakeTeam(SECRET_SIZE, SECRET_NAME);
  fake.addTeam(orion);
  server = await startTestServer();
  const trial = { trialEndsAt: new Date('2099-01-01T00:00:00Z') };
  accountA = await buildAccount(server.db, { name: 'Org A', ...trial });
  accountB = await buildAccount(server.db, { name: 'Org B', ...trial });
  teamA = await buildTeam(server.db, accountA, { name: 'A Squad', service: 'NONE' });
  const teamB = await buildTeam(server.db, accountB, { name: 'B Squad', service: 'EMAIL' });
  ({ client: adminA } = await signedInClient(server, accountA, 1, { teams: [teamA] }));
  ({ client: adminB } = await signedInClient(server, accountB, 1, { teams: [teamB] }));
});
afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

describe('a linked Teams team', () => {
  let first: TIssued;

  it('is sent a long connect code, and org A links it', async () => {
    first = await addBot(orion);
    expect(first.code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    const context = await adminA.get(`/api/v1${first.link}`);
    expect(context.json()).toMatchObject({ team_name: SECRET_NAME, member_count: SECRET_SIZE });
    const confirmed = await adminA.post(context.json().activation_post_url, { overwrite: '1' });
    expect(confirmed.statusCode).toBe(200);
    expect(await installOf(orion)).toMatchObject({ status: 'linked', teamId: teamA.id });
  });

  it('refuses org B the spent link and code, by Overwrite and by Create New Team, naming nothing', async () => {
    const install = await installOf(orion);
    const slugLink = `/connect/msteams/${install.slug}/confirm/`;
    for (const page of [first.link, slugLink]) {
      const context = await adminB.get(`/api/v1${page}`);
      expect(context.statusCode).toBe(404);
      expect(context.json().error.message).toMatch(/^This connect link was already used\./);
      expectNothingNamed(context.body);
    }
    for (const post of [confirmUrlOf(first.link), slugLink]) {
      for (const choice of [{ overwrite: '1' }, { new_team: '1' }]) {
        const refused = await adminB.post(post, choice);
        expect(refused.statusCode).toBe(404);
        expectNothingNamed(refused.body);
      }
    }
    const code = await adminB.post('/platform/connect/', { connect_code: first.code });
    expect(code.statusCode).toBe(400);
    expect(code.json().error.fields.connect_code[0]).toMatch(/^That connect code was already used\./);
    expectNothingNamed(code.body);
    expect(await installOf(orion)).toMatchObject({ status: 'linked', teamId: teamA.id });
    expect(await teamCount(accountB)).toBe(1);
  });

  it('refuses org B a fresh link and code once the bot is added again, and the old link dies', async () => {
    const fresh = await addBot(orion);
    expect(fresh.code).not.toBe(first.code);
    const stale = await adminA.get(`/api/v1${first.link}`);
    expect(stale.statusCode).toBe(404);
    expect(stale.json().error.message).toBe(
      'This connect link is not valid. Open the newest link the Rollcall bot sent you in Microsoft Teams.',
    );
    const install = await installOf(orion);
    const slugLink = `/connect/msteams/${install.slug}/confirm/`;
    for (const page of [fresh.link, slugLink]) {
      const context = await adminB.get(`/api/v1${page}`);
      expect(context.statusCode).toBe(403);
      expect(context.json().error.message).toMatch(/^This Microsoft Teams team is connected to another Rollcall/);
      expectNothingNamed(context.body);
    }
    for (const post of [confirmUrlOf(fresh.link), slugLink]) {
      for (const choice of [{ overwrite: '1' }, { new_team: '1' }]) {
        const refused = await adminB.post(post, choice);
        expect(refused.statusCode).toBe(403);
        expectNothingNamed(refused.body);
      }
    }
    const code = await adminB.post('/platform/connect/', { connect_code: fresh.code });
    expect(code.statusCode).toBe(403);
    expect(code.json().error.fields.connect_code[0]).toMatch(/^This Microsoft Teams team is connected to another/);
    expectNothingNamed(code.body);
    expect(await installOf(orion)).toMatchObject({ status: 'linked', teamId: teamA.id, linkUsedAt: null });
    expect(await teamCount(accountB)).toBe(1);
    // Org A's own admin still reads it through the fresh link.
    const own = await adminA.get(`/api/v1${fresh.link}`);
    expect(own.json()).toMatchObject({ team_name: SECRET_NAME, linked_team_name: 'A Squad' });
  });

  it("keeps org A's Resync working after org B's attempts", async () => {
    const response = await adminA.get('/resync/', SAME_ORIGIN);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(
      `A Squad was resynced with Microsoft Teams: ${SECRET_SIZE} members, 2 channels.`,
    );
  });
});

describe('a link and a code older than 7 days', () => {
  const vega = fakeTeam(3, 'Vega Team');
  let issued: TIssued;

  /** Moves the issue back by `ms`: the link the bot would have signed then, and the same code. */
  async function age(ms: number): Promise<void> {
    const [install] = await server.db
      .update(msteamsInstalls)
      .set({ linkIssuedAt: new Date(Date.now() - ms) })
      .where(eq(msteamsInstalls.msTeamId, vega.id))
      .returning();
    issued = { ...issued, link: activationPath(activationParamsOf(install!), TEST_SESSION_SECRET) };
  }

  beforeAll(async () => {
    fake.addTeam(vega);
    issued = await addBot(vega);
  });

  it('still work a minute before the 7 days are over', async () => {
    await age(7 * DAY - 60_000);
    expect((await adminB.get(`/api/v1${issued.link}`)).json()).toMatchObject({ team_name: 'Vega Team' });
    const code = await adminB.post('/platform/connect/', { connect_code: issued.code });
    expect(code.json()).toMatchObject({ ok: true });
  });

  it('are refused a minute after, by link, by code and by confirm', async () => {
    await age(7 * DAY + 60_000);
    const install = await installOf(vega);
    for (const page of [issued.link, `/connect/msteams/${install.slug}/confirm/`]) {
      const context = await adminB.get(`/api/v1${page}`);
      expect(context.statusCode).toBe(404);
      expect(context.json().error.message).toMatch(/^This connect link has expired: links work for 7 days\./);
      expect(context.body).not.toContain('Vega');
    }
    const confirm = await adminB.post(confirmUrlOf(issued.link), { new_team: '1' });
    expect(confirm.statusCode).toBe(404);
    const code = await adminB.post('/platform/connect/', { connect_code: issued.code });
    expect(code.statusCode).toBe(400);
    expect(code.json().error.fields.connect_code[0]).toMatch(/^That connect code has expired: codes work for 7 days\./);
    expect(await installOf(vega)).toMatchObject({ status: 'pending', teamId: null });
  });
});

describe('guessing connect codes', () => {
  /** Posts a code from a given client address, as the signed-in `client`. */
  async function tryCode(client: TestClient, remoteAddress: string, code = 'ZZZZ-ZZZZ-ZZZZ') {
    const { csrftoken } = await client.state();
    return server.app.inject({
      method: 'POST',
      url: '/platform/connect/',
      remoteAddress,
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        cookie: client.cookieHeader(),
        'x-csrf-token': csrftoken,
      },
      payload: JSON.stringify({ connect_code: code }),
    });
  }

  it('answers the 11th try of a person in a minute with 429, Retry-After and how long to wait', async () => {
    const account = await buildAccount(server.db);
    const { client } = await signedInClient(server, account, 1);
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await tryCode(client, '198.51.100.1')).statusCode).toBe(400);
    }
    const eleventh = await tryCode(client, '198.51.100.1');
    expect(eleventh.statusCode).toBe(429);
    const wait = Number(eleventh.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(eleventh.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: `Too many connect codes tried. Wait ${wait} seconds and try again.`,
    });
    // Another address does not reset the person's count.
    expect((await tryCode(client, '198.51.100.2')).statusCode).toBe(429);
  });

  it('answers the 31st try from one address in a minute with 429, whoever signs in', async () => {
    const account = await buildAccount(server.db);
    for (let person = 0; person < 3; person++) {
      const { client } = await signedInClient(server, account, 1);
      for (let attempt = 1; attempt <= 10; attempt++) {
        expect((await tryCode(client, '198.51.100.9')).statusCode).toBe(400);
      }
    }
    const { client: fourth } = await signedInClient(server, account, 1);
    expect((await tryCode(fourth, '198.51.100.9')).statusCode).toBe(429);
    expect((await tryCode(fourth, '198.51.100.10')).statusCode).toBe(400);
  });
});
