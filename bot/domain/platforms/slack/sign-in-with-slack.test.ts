/**
 * The callback's decisions that the Slack stand-in cannot be made to answer (an email Slack did not
 * verify, an id_token for another request): the OpenID port is replaced by a stub here; the whole
 * round trip through HTTP and the real SDK is in tests/integration/accounts/sign-in-with-slack.test.ts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../tests/factories.ts';
import { createTestDatabase, type TTestDatabase } from '../../../../tests/helpers/test-database.ts';
import { auditEvents, userIdentities } from '../../../db/schema/index.ts';
import type { TAccountsDeps } from '../../accounts/accounts-deps.ts';
import { newBrowserBinding } from '../../accounts/sign-in-states.ts';
import { profileOfSlackPerson, signInWithSlack } from './sign-in-with-slack.ts';
import type { TSlackOpenIdClient, TSlackOpenIdPerson } from './slack-openid.ts';
import { startSlackSignIn } from './start-slack-sign-in.ts';

const SECRET = 'unit-test-secret-that-is-long-enough-0123456789';
let database: TTestDatabase;
let deps: TAccountsDeps;

beforeAll(async () => {
  database = await createTestDatabase();
  deps = {
    db: database.db,
    jobs: {
      send: async () => 'job',
      sendMany: async () => {},
      schedule: async () => {},
      unschedule: async () => {},
      scheduleKeys: async () => [],
    },
    publicUrl: 'http://rollcall.test',
    signupDomainTrialLimit: 0,
  } as TAccountsDeps;
  await buildUser(database.db, { email: 'ana@acme.example' });
});
afterAll(() => database.close());

const person = (overrides: Partial<TSlackOpenIdPerson> = {}): TSlackOpenIdPerson => ({
  teamId: 'T0ACME',
  userId: 'U0ANA',
  email: 'ana@acme.example',
  emailVerified: true,
  givenName: 'Ana',
  familyName: 'Diaz',
  name: 'Ana Diaz',
  nonce: undefined,
  ...overrides,
});

/** A Slack that answers `answer` for any code; the nonce is the request's unless told otherwise. */
function stubSlack(answer: TSlackOpenIdPerson, options: { nonce?: string } = {}): TSlackOpenIdClient {
  let sentNonce = '';
  return {
    authorizeUrl: ({ state, nonce }) => {
      sentNonce = nonce;
      return `https://slack.test/openid/connect/authorize?state=${encodeURIComponent(state)}`;
    },
    personForCode: async () => ({ ok: true, person: { ...answer, nonce: options.nonce ?? sentNonce } }),
  };
}

async function roundTrip(slack: TSlackOpenIdClient, purpose: 'login' | 'register' = 'login') {
  const browserBinding = newBrowserBinding();
  const url = await startSlackSignIn(database.db, {
    slack,
    secret: SECRET,
    purpose,
    nextPath: null,
    browserBinding,
    redirectUri: 'http://rollcall.test/accounts/slack/callback/',
  });
  const state = new URL(url).searchParams.get('state') ?? undefined;
  return signInWithSlack(deps, {
    slack,
    secret: SECRET,
    callback: { code: 'code', state },
    browserBinding,
    redirectUri: 'http://rollcall.test/accounts/slack/callback/',
  });
}

describe('signInWithSlack', () => {
  it('refuses an email Slack has not verified, records no identity and audits the refusal', async () => {
    const result = await roundTrip(stubSlack(person({ emailVerified: false })));
    expect(result).toMatchObject({ outcome: 'refused', notice: 'email_unverified' });
    expect(await database.db.select().from(userIdentities)).toEqual([]);
    const [event] = await database.db.select().from(auditEvents).where(eq(auditEvents.kind, 'sign_in_failed'));
    expect(event?.details).toMatchObject({ method: 'slack', reason: 'email_unverified' });
  });

  it('does not register an unverified email either', async () => {
    const result = await roundTrip(
      stubSlack(person({ userId: 'U0NEW', email: 'new@newco.example', emailVerified: false })),
      'register',
    );
    expect(result).toMatchObject({ outcome: 'refused', notice: 'email_unverified', purpose: 'register' });
  });

  it('refuses an id_token whose nonce belongs to another request', async () => {
    const result = await roundTrip(stubSlack(person(), { nonce: 'someone-elses-nonce' }));
    expect(result).toMatchObject({ outcome: 'refused', notice: 'slack_failed' });
  });

  it('signs in by the verified email when the nonce matches', async () => {
    expect(await roundTrip(stubSlack(person()))).toMatchObject({ outcome: 'signed_in' });
  });
});

describe('profileOfSlackPerson', () => {
  it('takes the names from the display name when Slack has no given or family name', () => {
    expect(
      profileOfSlackPerson(person({ givenName: '', familyName: '', name: 'Noor van Ek', email: ' NOOR@X.EXAMPLE ' })),
    ).toEqual({
      provider: 'slack',
      subject: 'T0ACME:U0ANA',
      email: 'noor@x.example',
      emailVerified: true,
      firstName: 'Noor',
      lastName: 'van Ek',
    });
  });
});
