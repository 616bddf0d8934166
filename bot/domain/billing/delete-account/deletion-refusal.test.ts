import { describe, expect, it } from 'vitest';
import { confirmsName, DELETE_ACCOUNT_MESSAGES, deletionRefusal } from './deletion-refusal.ts';

const now = new Date('2026-11-24T12:00:00Z');
const trial = {
  subscriptionStatus: 'trialing',
  trialEndsAt: new Date('2026-12-01T00:00:00Z'),
  azureSubscriptionId: null,
};

describe('deletionRefusal', () => {
  it('lets Billing Owners and Account Admins delete a trial or an inactive organisation', () => {
    expect(deletionRefusal(trial, { accountTypeId: 0 }, now)).toBeNull();
    expect(deletionRefusal({ ...trial, subscriptionStatus: 'inactive' }, { accountTypeId: 1 }, now)).toBeNull();
    expect(
      deletionRefusal({ ...trial, trialEndsAt: new Date('2026-11-01T00:00:00Z') }, { accountTypeId: 1 }, now),
    ).toBeNull();
  });

  it('refuses other roles, active subscriptions and marketplace billing', () => {
    expect(deletionRefusal(trial, { accountTypeId: 2 }, now)?.code).toBe('FORBIDDEN');
    expect(deletionRefusal(trial, { accountTypeId: 3 }, now)?.code).toBe('FORBIDDEN');
    expect(deletionRefusal({ ...trial, subscriptionStatus: 'active' }, { accountTypeId: 0 }, now)).toEqual({
      code: 'CONFLICT',
      message: DELETE_ACCOUNT_MESSAGES.active,
    });
    expect(deletionRefusal({ ...trial, azureSubscriptionId: 'guid' }, { accountTypeId: 0 }, now)?.message).toBe(
      DELETE_ACCOUNT_MESSAGES.azure,
    );
  });
});

describe('confirmsName', () => {
  it('ignores case and surrounding or repeated spaces, nothing else', () => {
    expect(confirmsName('  acme   ROCKETS ', 'Acme Rockets')).toBe(true);
    expect(confirmsName('Acme Rocket', 'Acme Rockets')).toBe(false);
    expect(confirmsName('Acme-Rockets', 'Acme Rockets')).toBe(false);
    expect(confirmsName('Cafe\u0301', 'Café')).toBe(true);
  });
});
