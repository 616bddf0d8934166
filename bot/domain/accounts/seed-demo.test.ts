import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZInitialState } from '../../../shared/state.ts';
import { startTestServer, type TTestServer } from '../../../tests/helpers/test-server.ts';
import { accounts, emails, memberships, teamMembers, users } from '../../db/schema/index.ts';
import { createSession } from '../sessions/create-session.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from './demo.ts';
import { verifyPassword } from './password-hash.ts';
import { seedDemo } from './seed-demo.ts';

let server: TTestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { SEED_DEMO: 'true' } });
});
afterAll(() => server.stop());

describe('the demo seed', () => {
  it('creates the demo account on an empty database: the demo user as Account Admin, an email team, members', async () => {
    const [demo] = await server.db.select().from(users).where(eq(users.email, DEMO_EMAIL));
    expect(demo).toBeDefined();
    expect(await verifyPassword(DEMO_PASSWORD, demo!.passwordHash!)).toBe(true);
    const [membership] = await server.db.select().from(memberships).where(eq(memberships.userId, demo!.id));
    expect(membership?.accountTypeId).toBe(1);
    const [members] = await server.db.select({ n: count() }).from(teamMembers);
    expect(members?.n).toBe(5);
    const [welcome] = await server.db.select().from(emails).where(eq(emails.idempotencyKey, 'demo:ready'));
    expect(welcome?.toAddress).toBe(DEMO_EMAIL);

    const { token } = await createSession(server.db, { userId: demo!.id, accountId: membership!.accountId });
    const state = ZInitialState.parse(
      (
        await server.app.inject({
          method: 'GET',
          url: '/api/v1/state',
          headers: { cookie: `rollcall_session=${token}` },
        })
      ).json(),
    );
    expect(state.user).toMatchObject({
      is_demo: true,
      account_type: 'Account Admin',
      current_team_name: 'Product Team',
    });
    expect(state.user?.stripe.trial_days_left).toBe(30);
  });

  it('does nothing when an account exists', async () => {
    expect(await seedDemo({ db: server.db, jobs: server.jobs, publicUrl: server.url })).toBeNull();
    const [n] = await server.db.select({ n: count() }).from(accounts);
    expect(n?.n).toBe(1);
  });
});
