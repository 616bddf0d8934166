/**
 * Applied-once deliveries on a real database: a membership's rejoin is an event of its own, a
 * retry of an applied event is a duplicate, one arriving while an attempt runs waits, a claim left
 * by a dead process is taken over after the lease (by one retry only), a failed attempt gives it back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TTestDatabase } from '../../../../tests/helpers/test-database.ts';
import {
  claimWebexEvent,
  markWebexEventApplied,
  purgeWebexEvents,
  releaseWebexEvent,
  WEBEX_EVENT_LEASE_MS,
  webexEventKey,
} from './record-webex-event.ts';

let database: TTestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const at = (ms: number) => new Date(Date.UTC(2026, 0, 5, 9) + ms);
let keys = 0;
const freshKey = () => `memberships:created:test-${++keys}`;

describe('webexEventKey', () => {
  it("tells a membership's joins apart by their created time (Webex reuses the membership id)", () => {
    const join = (created: string) => ({ resource: 'memberships', event: 'deleted', data: { id: 'M1', created } });
    expect(webexEventKey(join('2026-01-05T09:00:00.000Z'))).not.toBe(webexEventKey(join('2026-01-05T09:10:00.000Z')));
    expect(webexEventKey(join('2026-01-05T09:00:00.000Z'))).toBe(webexEventKey(join('2026-01-05T09:00:00.000Z')));
    expect(webexEventKey({ resource: 'messages', event: 'created', data: { id: 'X', created: 'a' } })).toBe(
      'messages:created:X',
    );
  });
});

describe('claimWebexEvent', () => {
  it('claims once; an applied event is a duplicate', async () => {
    const key = freshKey();
    expect(await claimWebexEvent(database.db, key, at(0))).toBe('claimed');
    await markWebexEventApplied(database.db, key, at(10));
    expect(await claimWebexEvent(database.db, key, at(20))).toBe('duplicate');
    expect(await claimWebexEvent(database.db, key, at(WEBEX_EVENT_LEASE_MS * 3))).toBe('duplicate');
  });

  it('a retry while the first attempt runs waits; after the lease one retry takes the dead claim over', async () => {
    const key = freshKey();
    expect(await claimWebexEvent(database.db, key, at(0))).toBe('claimed');
    expect(await claimWebexEvent(database.db, key, at(WEBEX_EVENT_LEASE_MS - 1))).toBe('in_progress');
    const late = at(WEBEX_EVENT_LEASE_MS + 1);
    const [first, second] = await Promise.all([
      claimWebexEvent(database.db, key, late),
      claimWebexEvent(database.db, key, late),
    ]);
    expect([first, second].sort()).toEqual(['claimed', 'in_progress']);
    // The dead attempt waking up cannot give back the claim the retry now holds.
    await releaseWebexEvent(database.db, key, at(0));
    expect(await claimWebexEvent(database.db, key, at(WEBEX_EVENT_LEASE_MS + 2))).toBe('in_progress');
    await markWebexEventApplied(database.db, key, at(WEBEX_EVENT_LEASE_MS + 3));
    expect(await claimWebexEvent(database.db, key, at(WEBEX_EVENT_LEASE_MS + 4))).toBe('duplicate');
  });

  it('a failed attempt gives the claim back: the next delivery is applied', async () => {
    const key = freshKey();
    expect(await claimWebexEvent(database.db, key, at(0))).toBe('claimed');
    await releaseWebexEvent(database.db, key, at(0));
    expect(await claimWebexEvent(database.db, key, at(5))).toBe('claimed');
  });

  it('purges rows older than seven days, applied or not', async () => {
    const key = freshKey();
    await claimWebexEvent(database.db, key, at(0));
    expect(await purgeWebexEvents(database.db, at(8 * 24 * 60 * 60 * 1000))).toBeGreaterThanOrEqual(1);
    expect(await claimWebexEvent(database.db, key, at(8 * 24 * 60 * 60 * 1000))).toBe('claimed');
  });
});
