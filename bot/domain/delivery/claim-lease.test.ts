import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLAIM_LEASE_SECONDS, CLAIM_RENEW_EVERY_MS, DeliveryClaimLostError, holdClaims } from './claim-lease.ts';

describe('holdClaims', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the claims while renewals succeed', async () => {
    const renew = vi.fn(async () => ['a', 'b']);
    const lease = holdClaims({ ids: ['a', 'b'], claimedAt: performance.now(), renew });
    await vi.advanceTimersByTimeAsync(CLAIM_LEASE_SECONDS * 1000 * 4);
    expect(renew.mock.calls.length).toBeGreaterThanOrEqual(10);
    expect(() => lease.assertHeld('a')).not.toThrow();
    lease.stop();
    const calls = renew.mock.calls.length;
    await vi.advanceTimersByTimeAsync(CLAIM_RENEW_EVERY_MS * 3);
    expect(renew.mock.calls.length).toBe(calls);
  });

  it('stops vouching for its claims when renewals stall past the lease', async () => {
    const lease = holdClaims({ ids: ['a'], claimedAt: performance.now(), renew: () => new Promise(() => {}) });
    expect(() => lease.assertHeld('a')).not.toThrow();
    await vi.advanceTimersByTimeAsync(CLAIM_LEASE_SECONDS * 1000 - 900);
    expect(() => lease.assertHeld('a')).toThrow(DeliveryClaimLostError);
    lease.stop();
  });

  it('lets go of a row the renewal no longer finds claimed', async () => {
    const lease = holdClaims({ ids: ['a', 'b'], claimedAt: performance.now(), renew: async () => ['a'] });
    await vi.advanceTimersByTimeAsync(CLAIM_RENEW_EVERY_MS + 1);
    expect(() => lease.assertHeld('a')).not.toThrow();
    expect(() => lease.assertHeld('b')).toThrow(DeliveryClaimLostError);
    expect(() => lease.assertHeld('never-claimed')).toThrow(DeliveryClaimLostError);
    lease.stop();
  });
});
