/**
 * The chat-install signup (spec part 1 §2.7) through the doors a person uses: the bot is added to
 * a Teams team by someone without a Rollcall login; the activation link tells a guest where to go;
 * they register on /accounts/microsoft/install-register/{slug}/ with Microsoft (the identity fake)
 * or with email (the verification email), finish the three steps, land back on the install's
 * confirm screen as its Account Admin and connect the team.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msteamsInstalls, teams } from '../../../bot/db/schema/index.ts';
import { MSTEAMS_MESSAGES } from '../../../shared/msteams.ts';
import { buildUser } from '../../factories.ts';
import {
  startMicrosoftIdentityFake,
  type TFakeMicrosoftUser,
  type TMicrosoftIdentityFake,
} from '../../fakes/microsoft-identity/index.ts';
import { botAddedToTeam } from '../../fakes/teams-connector/activities.ts';
import {
  startFakeTeamsConnector,
  type TFakeTeam,
  type TFakeTeamsConnector,
} from '../../fakes/teams-connector/index.ts';
import { linkFromEmail } from '../../helpers/sent-emails.ts';
import { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { waitFor } from '../../helpers/wait-for.ts';
import { cardOf, fakeTeam, openUrlOf, sentTo, TENANT } from '../msteams/teams-fixtures.ts';

let connector: TFakeTeamsConnector;
let microsoft: TMicrosoftIdentityFake;
let server: TTestServer;

beforeAll(async () => {
  connector = await startFakeTeamsConnector();
  microsoft = await startMicrosoftIdentityFake();
  microsoft.addTenant({ id: TENANT });
  server = await startTestServer({
    env: {
      MICROSOFT_CLIENT_ID: microsoft.clientId,
      MICROSOFT_CLIENT_SECRET: microsoft.clientSecret,
      MICROSOFT_LOGIN_URL: microsoft.loginUrl,
      MICROSOFT_GRAPH_URL: microsoft.graphUrl,
    },
  });
});
afterAll(async () => {
  await server?.stop();
  await microsoft?.close();
  await connector?.close();
});

/** Adds the bot to a new team of `size`; answers the activation link's path and query (as the card has it). */
async function addBotToTeam(team: TFakeTeam): Promise<string> {
  connector.addTeam(team);
  const installer = team.members[0]!;
  // The fake teams share their people's ids, so the new card is the one after those sent before.
  const before = sentTo(connector, installer).length;
  await server.app.inject({
    method: 'POST',
    url: '/api/messages',
    payload: botAddedToTeam({ serviceUrl: connector.url, team, installer }),
  });
  const sent = await waitFor(
    () => sentTo(connector, installer)[before],
    (activity) => activity !== undefined,
    { what: 'the activation message' },
  );
  const link = new URL(openUrlOf(cardOf(sent!), /Connect/)!);
  return `${link.pathname}${link.search}`;
}

/** What a signed-out visitor's confirm page reads for the link: the install's slug. */
async function guestSlugOf(client: TestClient, link: string): Promise<string> {
  const { pathname, search } = new URL(link, 'http://rollcall.invalid');
  // The signed-in read answers 401 to a guest; the guest read tells the page where to send them.
  expect((await client.get(`/api/v1${pathname}${search}`)).statusCode).toBe(401);
  const guest = await client.get(`/api/v1${pathname}guest/${search}`);
  expect(guest.statusCode).toBe(200);
  return guest.json().activation_slug;
}

/** Microsoft's authorize page for `user`, then the callback; answers the callback's redirect. */
async function throughMicrosoft(client: TestClient, start: string, user: TFakeMicrosoftUser): Promise<string> {
  const started = await client.get(start, { accept: 'text/html' });
  expect(started.statusCode).toBe(302);
  microsoft.signInNext(user);
  const answer = await fetch(started.headers.location as string, { redirect: 'manual' });
  const callback = new URL(answer.headers.get('location')!);
  const done = await client.get(`${callback.pathname}${callback.search}`, { accept: 'text/html' });
  expect(done.statusCode).toBe(303);
  return done.headers.location as string;
}

/** The three signup steps, as the page posts them; answers the page it sends the person to. */
async function completeSignup(client: TestClient, hash: string, fields: Record<string, string>): Promise<string> {
  const done = await client.post(`/accounts/signup/${hash}/confirm/`, {
    organization: 'Contoso Rollcall',
    platform: 'MSTEAMS',
    ...fields,
  });
  expect(done.statusCode).toBe(200);
  return done.json().redirect;
}

/** Connects the install from its confirm screen as a person with no Rollcall team yet. */
async function connectFromConfirm(client: TestClient, confirmPath: string, teamName: string): Promise<void> {
  const context = await client.get(`/api/v1${confirmPath}`);
  expect(context.statusCode).toBe(200);
  expect(context.json()).toMatchObject({ team_name: teamName, can_connect: true, current_team: null });
  const confirmed = await client.post(context.json().activation_post_url, { new_team: '1' });
  expect(confirmed.statusCode).toBe(200);
  expect(confirmed.json().message).toMatch(new RegExp(`^${teamName} is connected to Microsoft Teams\\.`));
  const [team] = await server.db.select().from(teams).where(eq(teams.name, teamName));
  expect(team).toMatchObject({ service: 'MSTEAMS' });
}

describe('chat-install signup', () => {
  it('with Microsoft: install-register -> Microsoft -> the three steps -> back on confirm -> connected', async () => {
    const team = fakeTeam(3, 'Falcon Crew');
    const link = await addBotToTeam(team);
    const guest = new TestClient(server.app);
    const slug = await guestSlugOf(guest, link);

    const page = await guest.get(`/api/v1/accounts/microsoft/install-register/${slug}/`);
    expect(page.json()).toEqual({ platform: 'MSTEAMS', team_name: 'Falcon Crew', microsoft: true });

    const installer = microsoft.addUser({
      tenantId: TENANT,
      email: 'falcon.lead@contoso.example',
      givenName: 'Fay',
      surname: 'Lead',
    });
    const afterMicrosoft = await throughMicrosoft(
      guest,
      `/accounts/microsoft/install-register/${slug}/microsoft/`,
      installer,
    );
    const hash = /^\/accounts\/signup\/([\w-]+)\/confirm\/$/.exec(afterMicrosoft)?.[1];
    expect(hash).toBeDefined();
    expect((await guest.get(`/api/v1/signup/${hash}`)).json()).toMatchObject({
      email: 'falcon.lead@contoso.example',
      is_verified: true,
      is_SSO: true,
      platform: 'MSTEAMS',
    });
    const next = await completeSignup(guest, hash!, { fname: 'Fay', lname: 'Lead', password1: '', password2: '' });
    expect(next).toBe(`/connect/msteams/${slug}/confirm/`);
    expect((await guest.state()).user).toMatchObject({ email: 'falcon.lead@contoso.example', account_type_id: 1 });
    await connectFromConfirm(guest, next, 'Falcon Crew');
  });

  it('with email: install-register -> verification email -> the three steps -> back on confirm -> connected', async () => {
    const team = fakeTeam(2, 'Heron Crew');
    const link = await addBotToTeam(team);
    const guest = new TestClient(server.app);
    const slug = await guestSlugOf(guest, link);

    const started = await guest.post(`/accounts/microsoft/install-register/${slug}/email/`, {
      email: 'heron.lead@contoso.example',
    });
    expect(started.statusCode).toBe(200);
    const hash = /^\/accounts\/signup\/([\w-]+)\/confirm\/$/.exec(started.json().redirect)?.[1];
    expect((await guest.get(`/api/v1/signup/${hash}`)).json()).toMatchObject({ is_verified: false });

    const verifyPath = await linkFromEmail(server.db, 'heron.lead@contoso.example', 'verify-email', 'verifyUrl');
    const token = verifyPath.split('/')[3]!;
    expect((await guest.post(`/accounts/verify-email/${token}/`)).json()).toMatchObject({
      redirect: `/accounts/signup/${hash}/confirm/`,
    });
    const next = await completeSignup(guest, hash!, {
      fname: 'Hana',
      lname: 'Lead',
      password1: 'a-long-and-unusual-passphrase-42',
      password2: 'a-long-and-unusual-passphrase-42',
    });
    expect(next).toBe(`/connect/msteams/${slug}/confirm/`);
    await connectFromConfirm(guest, next, 'Heron Crew');

    // The link is spent: the install-register page now says so, as the connect link does.
    const used = await new TestClient(server.app).get(`/api/v1/accounts/microsoft/install-register/${slug}/`);
    expect(used.statusCode).toBe(404);
    expect(used.json().error.message).toBe(MSTEAMS_MESSAGES.linkUsed);
  });

  it('signs in an installer who already has a login and sends them to the confirm screen', async () => {
    const team = fakeTeam(2, 'Ibis Crew');
    const link = await addBotToTeam(team);
    const guest = new TestClient(server.app);
    const slug = await guestSlugOf(guest, link);
    await buildUser(server.db, { email: 'ibis.admin@contoso.example', accountTypeId: 1 });
    const person = microsoft.addUser({
      tenantId: TENANT,
      email: 'ibis.admin@contoso.example',
      givenName: 'Ida',
      surname: 'Admin',
    });
    const after = await throughMicrosoft(guest, `/accounts/microsoft/install-register/${slug}/microsoft/`, person);
    expect(after).toBe(`/connect/msteams/${slug}/confirm/`);
    expect((await guest.state()).user?.email).toBe('ibis.admin@contoso.example');
  });

  it('refuses an unknown, expired or already connected install with the connect link page reasons', async () => {
    const guest = new TestClient(server.app);
    const unknown = await guest.get('/api/v1/accounts/microsoft/install-register/not-a-real-slug/');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(MSTEAMS_MESSAGES.linkInvalid);
    expect(
      (await guest.post('/accounts/microsoft/install-register/not-a-real-slug/email/', { email: 'a@b.example' }))
        .statusCode,
    ).toBe(404);
    expect((await guest.get('/accounts/microsoft/install-register/not-a-real-slug/microsoft/')).statusCode).toBe(404);
    // A browser following the button goes back to the page it came from, with the reason as a toast.
    const clicked = await guest.get('/accounts/microsoft/install-register/not-a-real-slug/microsoft/', {
      accept: 'text/html',
    });
    expect(clicked.statusCode).toBe(303);

    const team = fakeTeam(2, 'Jay Crew');
    const link = await addBotToTeam(team);
    const slug = await guestSlugOf(guest, link);
    await server.db
      .update(msteamsInstalls)
      .set({ linkIssuedAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(msteamsInstalls.slug, slug));
    const expired = await guest.get(`/api/v1/accounts/microsoft/install-register/${slug}/`);
    expect(expired.json().error.message).toBe(MSTEAMS_MESSAGES.linkExpired);
    const { pathname, search } = new URL(link, 'http://rollcall.invalid');
    expect((await guest.get(`/api/v1${pathname}guest/${search}`)).statusCode).toBe(404);
  });

  it('answers a guest read of a forged link with the invalid-link reason', async () => {
    const team = fakeTeam(2, 'Kite Crew');
    const link = await addBotToTeam(team);
    const { pathname } = new URL(link, 'http://rollcall.invalid');
    const forged = await new TestClient(server.app).get(`/api/v1${pathname}guest/?sig=forged`);
    expect(forged.statusCode).toBe(404);
    expect(forged.json().error.message).toBe(MSTEAMS_MESSAGES.linkInvalid);
  });
});
