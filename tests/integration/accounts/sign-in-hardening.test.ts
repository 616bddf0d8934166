/**
 * Issue 15 points 4, 5 and 10a: the sign-in's next page, the atomic failure limit keyed on email
 * and address, cross-site GETs that change data (logout, team switch, connect email), and form
 * bodies that are not objects.
 */
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditEvents, sessions, teams, users } from '../../../bot/db/schema/index.ts';
import type { TAccountRow } from '../../../bot/domain/accounts/viewer.ts';
import { FORM_BODY_REFUSED } from '../../../bot/http/forms.ts';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts.ts';
import { buildAccount, buildTeam, buildUser, signIn } from '../../factories.ts';
import { linkFromEmail } from '../../helpers/sent-emails.ts';
import { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';

// Counts the password checks the server really runs (the scrypt work an attacker gets). Guesses
// spelt 'wrong:...' are answered at once instead of hashed, to keep the many-guess tests quick.
const passwordChecks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../bot/domain/accounts/password-hash.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../bot/domain/accounts/password-hash.ts')>();
  return {
    ...original,
    verifyPassword: (password: string, stored: string) => {
      passwordChecks.count += 1;
      return password.startsWith('wrong:') ? Promise.resolve(false) : original.verifyPassword(password, stored);
    },
  };
});
const { hashPassword } = await import('../../../bot/domain/accounts/password-hash.ts');

let server: TTestServer;
const password = 'correct-horse-battery';
let passwordHash: string;
beforeAll(async () => {
  server = await startTestServer();
  passwordHash = await hashPassword(password);
  await userWithPassword('next-user@example.test');
});
afterAll(() => server.stop());

let addressCounter = 0;
/** A fresh client address (documentation ranges), so each test has its own per-address counters. */
function newAddress(): string {
  addressCounter += 1;
  return `203.0.113.${addressCounter}`;
}

/** A browser at `ip` (every request of it comes from that address). */
function browserAt(ip: string): TestClient {
  const app = {
    inject: (options: InjectOptions) => server.app.inject({ ...options, remoteAddress: ip }),
  } as unknown as FastifyInstance;
  return new TestClient(app);
}

async function userWithPassword(email: string) {
  return buildUser(server.db, { email, passwordHash, accountTypeId: 2 });
}

async function failuresRecorded(email: string): Promise<number> {
  const [row] = await server.db
    .select({ n: count() })
    .from(auditEvents)
    .where(and(eq(auditEvents.kind, 'sign_in_failed'), eq(auditEvents.email, email)));
  return row?.n ?? 0;
}

function signInAs(client: TestClient, email: string, secret: string, next?: string) {
  return client.post('/accounts/login/', {
    username: email,
    password: secret,
    ...(next === undefined ? {} : { next }),
  });
}

describe('the page after sign-in (next)', () => {
  it.each([
    '/.//evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
    '/./\\evil.example',
    '//evil.example',
    '/\\evil.example',
    '%2f%2fevil.example',
    '/%2f%2fevil.example',
    '/\t/evil.example',
    '/%09/evil.example',
    'javascript:alert(1)',
    'https://evil.example/',
  ])('goes home instead of off-site for next=%j', async (next) => {
    const client = browserAt(newAddress());
    const answer = await signInAs(client, 'next-user@example.test', password, next);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().redirect).toBe('/');
    const form = await browserAt(newAddress()).postForm('/accounts/login/', {
      username: 'next-user@example.test',
      password,
      next,
    });
    expect(form.headers.location).toBe('/');
  });

  it('keeps a page of the web app, normalised, and never continues into a data-changing link', async () => {
    await userWithPassword('next-page@example.test');
    const kept = await signInAs(browserAt(newAddress()), 'next-page@example.test', password, '/reports/./?x=1');
    expect(kept.json().redirect).toBe('/reports/?x=1');
    for (const action of ['/teams/switch/other-team/', '/connect/email/?team_name=Evil', '/accounts/logout/']) {
      const answer = await signInAs(browserAt(newAddress()), 'next-page@example.test', password, action);
      expect(answer.json().redirect).toBe('/');
    }
  });
});

describe('the failure limit', () => {
  it('runs at most 10 password checks for 28 wrong passwords sent at once', async () => {
    await userWithPassword('burst-at-once@example.test');
    const client = browserAt(newAddress());
    await client.state();
    const checksBefore = passwordChecks.count;
    const answers = await Promise.all(
      Array.from({ length: 28 }, (_, i) => signInAs(client, 'burst-at-once@example.test', `wrong:wrong-${i}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(18);
    expect(passwordChecks.count - checksBefore).toBe(10);
    expect(await failuresRecorded('burst-at-once@example.test')).toBe(10);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json().error.message).toBe(ACCOUNT_MESSAGES.tooManySignIns);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
  });

  it('locks only the attacking address: the owner signs in from another one', async () => {
    await userWithPassword('owner@example.test');
    const attacker = browserAt(newAddress());
    for (let i = 0; i < 10; i++) {
      expect((await signInAs(attacker, 'owner@example.test', `wrong:guess-${i}`)).statusCode).toBe(400);
    }
    const checksBefore = passwordChecks.count;
    expect((await signInAs(attacker, 'owner@example.test', password)).statusCode).toBe(429);
    expect(passwordChecks.count).toBe(checksBefore);

    const owner = browserAt(newAddress());
    const answer = await signInAs(owner, 'owner@example.test', password);
    expect(answer.statusCode).toBe(200);
    expect((await owner.state()).user?.email).toBe('owner@example.test');
  });

  it('forgets the failures of an address once its owner signs in there', async () => {
    await userWithPassword('typo@example.test');
    const client = browserAt(newAddress());
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 9; i++)
        expect((await signInAs(client, 'typo@example.test', `wrong:typo-${i}`)).statusCode).toBe(400);
      expect((await signInAs(client, 'typo@example.test', password)).statusCode).toBe(200);
    }
  });

  it('caps one email across addresses, and the owner still signs in by magic link', async () => {
    await userWithPassword('targeted@example.test');
    for (let address = 0; address < 10; address++) {
      const attacker = browserAt(newAddress());
      await attacker.state();
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          signInAs(attacker, 'targeted@example.test', `wrong:spray-${address}-${i}`),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(400));
    }
    const owner = browserAt(newAddress());
    const locked = await signInAs(owner, 'targeted@example.test', password);
    expect(locked.statusCode).toBe(429);

    const request = await owner.post('/accounts/magic_link/request/', { email: 'targeted@example.test' });
    expect(request.json()).toEqual({ ok: true, message: ACCOUNT_MESSAGES.magicLinkSent });
    const token = (await linkFromEmail(server.db, 'targeted@example.test', 'magic-link', 'signInUrl')).split('/')[3]!;
    const magic = await owner.post(`/accounts/magic_link/${token}/`);
    expect(magic.json()).toEqual({ ok: true, redirect: '/' });
    expect((await owner.state()).user?.email).toBe('targeted@example.test');
  });

  it('counts one IPv6 /64 as one address', async () => {
    await userWithPassword('v6@example.test');
    for (let i = 0; i < 10; i++) {
      const answer = await signInAs(
        browserAt(`2001:db8:1:2::${(i + 1).toString(16)}`),
        'v6@example.test',
        `wrong:v6-${i}`,
      );
      expect(answer.statusCode).toBe(400);
    }
    expect((await signInAs(browserAt('2001:db8:1:2:ffff::1'), 'v6@example.test', password)).statusCode).toBe(429);
    expect((await signInAs(browserAt('2001:db8:1:3::1'), 'v6@example.test', password)).statusCode).toBe(200);
  });
});

describe('GETs that change data only from our own pages', () => {
  const crossSite = { accept: 'text/html', 'sec-fetch-site': 'cross-site' };
  const ownPage = { accept: 'text/html', 'sec-fetch-site': 'same-origin' };

  async function signedInManager(account: TAccountRow, teamsOf: Awaited<ReturnType<typeof buildTeam>>[] = []) {
    const { user } = await buildUser(server.db, { account, accountTypeId: 1, teams: teamsOf });
    const client = new TestClient(server.app);
    client.setCookie(await signIn(server.db, user, account, teamsOf[0]));
    return { client, user };
  }

  it('logs out by POST with the form token, not by a cross-site GET', async () => {
    const account = await buildAccount(server.db);
    const { client } = await signedInManager(account);
    const cross = await client.get('/accounts/logout/', crossSite);
    expect(cross.statusCode).toBe(303);
    expect(cross.headers.location).not.toBe('/accounts/login/');
    expect((await client.state()).user).not.toBeNull();

    const forged = await client.post('/accounts/logout/', {}, { csrf: false });
    expect(forged.statusCode).toBe(403);
    expect((await client.state()).user).not.toBeNull();

    const out = await client.post('/accounts/logout/');
    expect(out.json()).toEqual({ ok: true, redirect: '/accounts/login/', message: ACCOUNT_MESSAGES.signedOut });
    const state = await client.state();
    expect(state.user).toBeNull();
    expect(state.messages).toEqual([{ level: 'info', message: ACCOUNT_MESSAGES.signedOut }]);
  });

  it('still logs out by a GET from our own pages', async () => {
    const account = await buildAccount(server.db);
    const { client } = await signedInManager(account);
    const out = await client.get('/accounts/logout/', ownPage);
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe('/accounts/login/');
    expect((await client.state()).user).toBeNull();
  });

  it('switches team only from our own pages', async () => {
    const account = await buildAccount(server.db);
    const one = await buildTeam(server.db, account, { name: 'One' });
    const two = await buildTeam(server.db, account, { name: 'Two' });
    const { client } = await signedInManager(account, [one, two]);
    const cross = await client.get(`/teams/switch/${two.slug}/`, crossSite);
    expect(cross.statusCode).toBe(303);
    const state = await client.state();
    expect(state.team?.team_name).toBe('One');
    expect(state.messages).toEqual([{ level: 'error', message: 'Open this link from Rollcall itself.' }]);

    const own = await client.get(`/teams/switch/${two.slug}/`, { ...ownPage, referer: 'http://localhost/reports/' });
    expect(own.headers.location).toBe('/reports/');
    expect((await client.state()).team?.team_name).toBe('Two');
  });

  it('connects an email team only from our own pages', async () => {
    const account = await buildAccount(server.db);
    const { client } = await signedInManager(account);
    const teamsOfAccount = async () =>
      (await server.db.select({ name: teams.name }).from(teams).where(eq(teams.accountId, account.id))).map(
        (team) => team.name,
      );
    const cross = await client.get('/connect/email/?team_name=Planted', crossSite);
    expect(cross.statusCode).toBe(303);
    expect(await teamsOfAccount()).toEqual([]);
    const noHeaders = await client.get('/connect/email/?team_name=Planted');
    expect(noHeaders.statusCode).toBe(403);
    expect(await teamsOfAccount()).toEqual([]);

    const own = await client.get('/connect/email/?team_name=Support', ownPage);
    expect(own.headers.location).toBe('/team/settings/members/action/add/');
    expect(await teamsOfAccount()).toEqual(['Support']);
  });

  it('keeps the session of a cross-site logout', async () => {
    const account = await buildAccount(server.db);
    const { client, user } = await signedInManager(account);
    await client.get('/accounts/logout/', { accept: 'application/json', 'sec-fetch-site': 'same-site' });
    const live = await server.db
      .select({ revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(live.map((row) => row.revokedAt)).toEqual([null]);
  });
});

describe('form bodies that are not objects', () => {
  const bodies: unknown[] = [null, [], ['timezone', 'UTC'], 'timezone=UTC', 42, true];

  it('refuses them on /my/settings/general/ and saves nothing', async () => {
    const account = await buildAccount(server.db);
    const { user } = await buildUser(server.db, { account, timeZone: 'Europe/Paris' });
    const client = new TestClient(server.app);
    client.setCookie(await signIn(server.db, user, account));
    for (const body of bodies) {
      const answer = await client.post('/my/settings/general/', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().error.message).toBe(FORM_BODY_REFUSED);
      expect(answer.json().error.fields).toEqual({ __all__: [FORM_BODY_REFUSED] });
    }
    const [row] = await server.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.timeZone).toBe('Europe/Paris');
    expect(row?.updatedAt.getTime()).toBe(user.updatedAt.getTime());
  });

  it('refuses them on every other accounts form, clearly', async () => {
    const account = await buildAccount(server.db);
    const { user } = await buildUser(server.db, { account, accountTypeId: 1, passwordHash });
    const signedIn = new TestClient(server.app);
    signedIn.setCookie(await signIn(server.db, user, account));
    const guest = browserAt(newAddress());
    const publicForms = [
      '/accounts/login/',
      '/accounts/magic_link/request/',
      '/accounts/forgot-password/',
      '/accounts/password-reset/some-token/',
      '/accounts/signup/',
      '/accounts/signup/some-hash/confirm/',
      '/accounts/invite/some-hash/confirm/',
    ];
    const memberForms = [
      '/my/settings/password/',
      '/accounts/settings/general/',
      '/accounts/settings/members/',
      '/api/v1/account/permissions/',
      '/api/v1/account/labs/',
    ];
    for (const [client, paths] of [
      [guest, publicForms],
      [signedIn, memberForms],
    ] as const) {
      for (const path of paths) {
        for (const body of [null, ['x'], 'x']) {
          const answer = await client.post(path, body);
          expect(answer.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
          expect(answer.json().error.message, path).toBe(FORM_BODY_REFUSED);
        }
      }
    }
    expect((await signedIn.state()).user?.email).toBe(user.email);
  });
});
