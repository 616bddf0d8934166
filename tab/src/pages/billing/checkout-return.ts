/**
 * The /billing/ page after Stripe Checkout sends the browser back (?checkout=success|cancelled).
 * Stripe's webhook activates the account a moment later, so the page asks again with a growing
 * delay until it sees the account active, and gives up after a minute with a message.
 */

export type TCheckoutReturn = 'success' | 'cancelled' | null;

/** What ?checkout= says (anything else is ignored). */
export function checkoutReturnOf(search: string): TCheckoutReturn {
  const value = new URLSearchParams(search).get('checkout');
  return value === 'success' || value === 'cancelled' ? value : null;
}

/** How long the page waits for the webhook before it stops asking. */
export const CHECKOUT_WAIT_MS = 60_000;
const FIRST_DELAY_MS = 1_000;
const LONGEST_DELAY_MS = 4_000;

/**
 * The delay before the next check, or false to stop: 1 s, 2 s, then every 4 s, for a minute after
 * the browser came back.
 */
export function checkoutPollDelay(attempt: number, waitedMs: number): number | false {
  if (waitedMs >= CHECKOUT_WAIT_MS) return false;
  return Math.min(FIRST_DELAY_MS * 2 ** Math.max(0, attempt), LONGEST_DELAY_MS);
}
