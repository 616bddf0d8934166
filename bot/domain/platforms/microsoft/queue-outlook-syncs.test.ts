import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccount, buildUser } from '../../../../tests/factories.ts';
import { createTestDatabase, type TTestDatabase } from '../../../../tests/helpers/test-database.ts';
import { microsoftGrants } from '../../../db/schema/index.ts';
import type { TAccountRow } from '../../accounts/viewer.ts';
import type { TJobQueue } from '../../jobs.ts';
import { queueOutlookSyncs } from './queue-outlook-syncs.ts';

let database: TTestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** A member of `account` with a calendar grant; answers their user id. */
async function connected(account: TAccountRow, lastError: string | null = null): Promise<string> {
  const { user } = await buildUser(database.db, { account });
  await database.db.insert(microsoftGrants).values({
    userId: user.id,
    accountId: account.id,
    kind: 'calendar',
    tenantId: 't',
    objectId: user.id,
    homeAccountId: `${user.id}.t`,
    sealedCache: 'sealed',
    lastError,
  });
  return user.id;
}

describe('queueOutlookSyncs', () => {
  it('queues connected members, but not reconnect grants nor accounts locked out of vacations or services', async () => {
    const past = new Date('2020-01-01T00:00:00Z');
    const business = await buildAccount(database.db, { planKey: 'business', subscriptionStatus: 'active' });
    const trial = await buildAccount(database.db, { planKey: 'free' });
    const free = await buildAccount(database.db, { planKey: 'free', subscriptionStatus: 'active' });
    const basic = await buildAccount(database.db, { planKey: 'basic', subscriptionStatus: 'active' });
    const endedTrial = await buildAccount(database.db, { planKey: 'free', trialEndsAt: past });
    const due = [await connected(business), await connected(trial), await connected(business, 'unavailable')];
    await connected(business, 'reconnect');
    await connected(free);
    await connected(basic);
    await connected(endedTrial);
    const sent: object[] = [];
    const jobs = {
      sendMany: async (_queue: string, batch: { data: object }[]) => void sent.push(...batch.map((one) => one.data)),
    };
    const queued = await queueOutlookSyncs({ db: database.db, jobs: jobs as unknown as TJobQueue });
    expect(queued).toBe(3);
    expect(sent).toEqual(expect.arrayContaining(due.map((userId) => ({ userId }))));
  });
});
