import { describe, expect, it } from 'vitest';
import { planKeyOfMarketplacePlan } from './marketplace-plans.ts';

describe('planKeyOfMarketplacePlan', () => {
  it('reads the plan key at the start of the marketplace plan id, in any case', () => {
    expect(planKeyOfMarketplacePlan('basic-monthly')).toBe('basic');
    expect(planKeyOfMarketplacePlan('Team_Yearly')).toBe('team');
    expect(planKeyOfMarketplacePlan('business')).toBe('business');
    expect(planKeyOfMarketplacePlan('organization-annual')).toBe('organization');
    expect(planKeyOfMarketplacePlan(' pro-2026 ')).toBe('pro');
  });

  it('gives every feature (pro) to a plan id it does not know, never the free plan', () => {
    expect(planKeyOfMarketplacePlan('enterprise')).toBe('pro');
    expect(planKeyOfMarketplacePlan('free')).toBe('pro');
    expect(planKeyOfMarketplacePlan('')).toBe('pro');
  });
});
