import { describe, expect, it } from 'vitest';
import { countOf, formatCents, formatDay, formatMoment, formatWholeDollars } from './billing-format.ts';
import { checkoutPollDelay, checkoutReturnOf, checkoutSessionIdOf } from './checkout-return.ts';

describe('billing wording', () => {
  it('says cents as dollars', () => {
    expect(formatCents(805)).toBe('$8.05');
    expect(formatCents(5000)).toBe('$50.00');
    expect(formatCents(-250)).toBe('-$2.50');
    expect(formatWholeDollars(54588)).toBe('$54,588');
  });

  it('says dates in a zone, and the zone of a moment', () => {
    expect(formatDay('2026-12-24T23:30:00.000Z', 'UTC')).toMatch(/Dec 24, 2026|24 Dec 2026/);
    expect(formatMoment('2026-12-24T23:30:00.000Z', 'UTC')).toMatch(/UTC/);
    expect(formatDay('not a date')).toBe('not a date');
    expect(formatDay('2026-12-24T23:30:00.000Z', 'Not/AZone')).not.toBe('');
  });

  it('counts in the singular and the plural', () => {
    expect(countOf(1, 'team')).toBe('1 team');
    expect(countOf(0, 'report entry', 'report entries')).toBe('0 report entries');
  });
});

describe('coming back from Checkout', () => {
  it('reads ?checkout=', () => {
    expect(checkoutReturnOf('?checkout=success')).toBe('success');
    expect(checkoutReturnOf('?checkout=cancelled&x=1')).toBe('cancelled');
    expect(checkoutReturnOf('?checkout=other')).toBeNull();
    expect(checkoutReturnOf('')).toBeNull();
  });

  it("reads Stripe's ?session_id= only on a success return, and only in its shape", () => {
    expect(checkoutSessionIdOf('?checkout=success&session_id=cs_test_a1B2')).toBe('cs_test_a1B2');
    expect(checkoutSessionIdOf('?checkout=cancelled&session_id=cs_test_a1B2')).toBeNull();
    expect(checkoutSessionIdOf('?checkout=success&session_id={CHECKOUT_SESSION_ID}')).toBeNull();
    expect(checkoutSessionIdOf('?checkout=success')).toBeNull();
  });

  it('asks again after 1 s, 2 s, then every 4 s, and stops after a minute', () => {
    expect([0, 1, 2, 3, 9].map((attempt) => checkoutPollDelay(attempt, 1_000))).toEqual([1000, 2000, 4000, 4000, 4000]);
    expect(checkoutPollDelay(-1, 0)).toBe(1000);
    expect(checkoutPollDelay(5, 60_000)).toBe(false);
  });
});
