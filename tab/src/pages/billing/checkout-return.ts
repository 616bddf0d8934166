/**
 * The /billing/ page after Stripe Checkout sends the browser back (?checkout=success|cancelled).
 * The page asks the server to apply the paid session at once (POST /api/v1/billing/checkout-return/),
 * and, since Stripe's webhook may also be what activates the account, asks again with a growing
 * delay until it sees the account active, and gives up after a minute with a message.
 */

export type TCheckoutReturn = 'success' | 'cancelled' | null;

/** What ?checkout= says (anything else is ignored). */
export function checkoutReturnOf(search: string): TCheckoutReturn {
  const value = new URLSearchParams(search).get('checkout');
  return value === 'success' || value === 'cancelled' ? value : null;
}

/**
 * The Checkout session Stripe names in the success URL (?session_id=cs_...), which the page hands
 * to the server so it applies the payment without waiting for the webhook; null when absent.
 */
export function checkoutSessionIdOf(search: string): string | null {
  const params = new URLSearchParams(search);
  const id = params.get('session_id');
  return params.get('checkout') === 'success' && id && /^cs_[A-Za-z0-9_]{1,250}$/.test(id) ? id : null;
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
