/**
 * 'Sync profile photos' (spec part 2 §2.2, issue 19): an Account Admin consents to User.Read.All
 * through the fake Microsoft identity platform, the members of the account's Microsoft Teams team
 * get their Microsoft photos, a resync refreshes them (through a Graph 429), and a photo a member
 * uploaded is never overwritten. Only admins may start it, and the state is bound to its viewer.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, microsoftGrants, userPhotos, users } from '../../../bot/db/schema/index.ts';
import type { TAccountRow, TTeamRow } from '../../../bot/domain/accounts/viewer.ts';
import { PHOTOS_ONLY_TEAMS_TOOLTIP } from '../../../shared/microsoft-graph.ts';
import { buildAccount, buildTeam } from '../../factories.ts';
import {
  startMicrosoftIdentityFake,
  type TFakeMicrosoftUser,
  type TMicrosoftIdentityFake,
} from '../../fakes/microsoft-identity/index.ts';
import {
  startFakeTeamsConnector,
  type TFakeTeam,
  type TFakeTeamsConnector,
} from '../../fakes/teams-connector/index.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import type { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { waitFor } from '../../helpers/wait-for.ts';
import { connectTeamThroughBot, fakeTeam, TENANT } from '../msteams/teams-fixtures.ts';
import { consentThrough, microsoftEnv, visitAuthorize } from './graph-consent-fixtures.ts';

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };
const jpeg = (seed: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, seed)]);
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

let teamsFake: TFakeTeamsConnector;
let microsoft: TMicrosoftIdentityFake;
let server: TTestServer;
let account: TAccountRow;
let setupTeam: TTeamRow;
let admin: TestClient;
let team: TFakeTeam;
const people: TFakeMicrosoftUser[] = [];

const photoOf = async (email: string) => {
  const [row] = await server.db
    .select({ source: userPhotos.source, data: userPhotos.data, photoUrl: users.photoUrl, slug: users.slug })
    .from(users)
    .leftJoin(userPhotos, eq(userPhotos.userId, users.id))
    .where(eq(users.email, email));
  return row;
};

beforeAll(async () => {
  teamsFake = await startFakeTeamsConnector();
  team = fakeTeam(3);
  teamsFake.addTeam(team);
  microsoft = await startMicrosoftIdentityFake();
  microsoft.addTenant({ id: TENANT });
  microsoft.addUser({ tenantId: TENANT, email: 'admin@contoso.example', givenName: 'Ada', surname: 'Admin' });
  for (const [index, member] of team.members.entries()) {
    people.push(
      microsoft.addUser({
        tenantId: TENANT,
        objectId: member.aadObjectId!,
        email: member.email!,
        givenName: 'Person',
        surname: String(index + 1),
        // Person 2 has no photo in Microsoft.
        ...(index === 1 ? {} : { photo: jpeg(index + 1) }),
      }),
    );
  }
  server = await startTestServer({ env: microsoftEnv(microsoft) });
  account = await buildAccount(server.db, { trialEndsAt: new Date('2028-01-01T00:00:00Z') });
  setupTeam = await buildTeam(server.db, account, { name: 'New Team', service: 'NONE' });
  ({ client: admin } = await signedInClient(server, account, 1, {
    teams: [setupTeam],
    email: 'admin@contoso.example',
  }));
});
afterAll(async () => {
  await server?.stop();
  await microsoft?.close();
  await teamsFake?.close();
});

describe('Sync profile photos', () => {
  it('is greyed until the account has a Microsoft Teams team', async () => {
    const state = await admin.get('/api/v1/account/settings/microsoft-photos');
    expect(state.json()).toMatchObject({ available: false, configured: true, has_teams_team: false, can_sync: true });
    expect(PHOTOS_ONLY_TEAMS_TOOLTIP).toBe('Only available to Microsoft Teams right now');
    const refused = await admin.get('/accounts/microsoft/readbasicall/auth/?action=sync-photos&scope=User.Read.All');
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toBe('/accounts/settings/general/');
    expect((await admin.state()).messages.at(-1)?.message).toBe(
      'Sync profile photos needs a team connected to Microsoft Teams.',
    );
  });

  it('is for Account Admins only', async () => {
    await connectTeamThroughBot(server, teamsFake, team, admin);
    const { client: member } = await signedInClient(server, account, 3, { teams: [setupTeam] });
    const refused = await member.get('/accounts/microsoft/readbasicall/auth/?action=sync-photos');
    expect(refused.statusCode).toBe(403);
    const { client: billing } = await signedInClient(server, account, 0, { teams: [setupTeam] });
    expect((await billing.get('/accounts/microsoft/readbasicall/auth/?action=sync-photos')).statusCode).toBe(403);
  });

  it('refuses a callback finished by someone else, even with the same browser binding', async () => {
    const started = await admin.get('/accounts/microsoft/readbasicall/auth/?action=sync-photos');
    expect(started.statusCode).toBe(302);
    const callback = await visitAuthorize(String(started.headers.location));
    const { client: otherAdmin } = await signedInClient(server, account, 1, { teams: [setupTeam] });
    otherAdmin.setCookie(`rollcall_consent=${admin.cookieHeader().match(/rollcall_consent=([^;]+)/)![1]}`);
    const answer = await otherAdmin.get(callback);
    expect(answer.statusCode).toBe(303);
    expect((await otherAdmin.state()).messages.at(-1)?.message).toBe(
      'That Microsoft connection was started by another person or in another browser. Please start again.',
    );
    // A stranger's browser cannot spend it either, and the state stays single use.
    const { client: stranger } = await signedInClient(server, account, 1, { teams: [setupTeam] });
    await stranger.get(callback);
    expect((await stranger.state()).messages.at(-1)?.message).toMatch(/already used/);
    expect(await server.db.select().from(microsoftGrants)).toEqual([]);
  });

  it('asks Microsoft for User.Read.All with a consent prompt and PKCE, then syncs the photos', async () => {
    const { answer } = await consentThrough(admin, '/accounts/microsoft/readbasicall/auth/?action=sync-photos');
    const visit = microsoft.authorizeRequests.at(-1)!;
    expect(visit.scopes).toEqual(expect.arrayContaining(['User.Read.All', 'openid', 'offline_access']));
    expect(visit).toMatchObject({ prompt: 'consent', codeChallengeMethod: 'S256', loginHint: 'admin@contoso.example' });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/accounts/settings/general/');
    expect((await admin.state()).messages.at(-1)?.message).toBe(
      'Microsoft is connected. Profile photos of your Microsoft Teams members are being synced.',
    );
    const [grant] = await server.db.select().from(microsoftGrants);
    expect(grant).toMatchObject({ kind: 'photos', tenantId: TENANT });
    expect(grant!.sealedCache).not.toContain('refresh');

    const first = await waitFor(
      () => photoOf(team.members[0]!.email!),
      (row) => row?.source === 'microsoft',
      { what: 'the first member’s photo' },
    );
    expect(first!.data).toEqual(jpeg(1));
    expect(first!.photoUrl).toMatch(new RegExp(`^/media/photos/${first!.slug}\\?v=\\d+$`));
    const served = await admin.get(first!.photoUrl!);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload).toEqual(jpeg(1));
    await waitFor(
      () => photoOf(team.members[2]!.email!),
      (row) => row?.source === 'microsoft',
    );
    expect((await photoOf(team.members[1]!.email!))?.source).toBeNull();
    const state = await admin.get('/api/v1/account/settings/microsoft-photos');
    expect(state.json()).toMatchObject({ available: true, connected: true, last_error: null });
  });

  it('refreshes photos on resync through a Graph 429, keeping a photo the member uploaded', async () => {
    const third = team.members[2]!;
    const [thirdUser] = await server.db.select().from(users).where(eq(users.email, third.email!));
    await server.db
      .update(userPhotos)
      .set({ source: 'upload', contentType: 'image/png', data: png })
      .where(eq(userPhotos.userId, thirdUser!.id));
    people[0]!.photo = jpeg(11);
    people[1]!.photo = jpeg(12);
    people[2]!.photo = jpeg(13);
    microsoft.failNext('graph', { status: 429, retryAfter: 1, pathPrefix: '/v1.0/users/' });
    const before = microsoft.requests.length;

    const resync = await admin.get('/resync/', SAME_ORIGIN);
    expect(resync.statusCode).toBe(200);
    await waitFor(
      () => photoOf(team.members[1]!.email!),
      (row) => row?.source === 'microsoft',
      { what: 'the second member’s new photo' },
    );
    expect((await photoOf(team.members[0]!.email!))!.data).toEqual(jpeg(11));
    expect((await photoOf(team.members[1]!.email!))!.data).toEqual(jpeg(12));
    expect(await photoOf(third.email!)).toMatchObject({ source: 'upload', data: png });
    const photoCalls = microsoft.requests.slice(before).filter((request) => request.path.includes('/photo'));
    // Person 1 twice (the 429, then the retry), person 2 once; person 3 uploaded their own.
    expect(photoCalls).toHaveLength(3);
  });

  it('stops using a photos grant once its admin is no longer an Account Admin, and deletes it', async () => {
    const [adminUser] = await server.db.select().from(users).where(eq(users.email, 'admin@contoso.example'));
    await server.db
      .update(memberships)
      .set({ accountTypeId: 2 })
      .where(and(eq(memberships.userId, adminUser!.id), eq(memberships.accountId, account.id)));
    const before = microsoft.requests.length;
    const resync = await admin.get('/resync/', SAME_ORIGIN);
    expect(resync.statusCode).toBe(200);
    await waitFor(
      () => server.db.select().from(microsoftGrants),
      (rows) => rows.length === 0,
      { what: 'the stale grant deleted' },
    );
    const photoCalls = microsoft.requests.slice(before).filter((request) => request.path.includes('/photo'));
    expect(photoCalls).toHaveLength(0);
  });
});
