/**
 * Stripe's proration arithmetic for a one-item subscription changing price and/or seats at a
 * moment inside its period: a credit for the unused time of the old price (negative) and a charge
 * for the remaining time of the new one (positive), each the per-period amount × seconds left ÷
 * seconds in the period, rounded to the cent. A change of interval (month <-> year) resets the
 * billing cycle instead: the unused credit plus a full new period starting now.
 */
import type Stripe from 'stripe';
import { addInterval } from './state.ts';

export type TProrationBehavior = 'create_prorations' | 'always_invoice' | 'none';

export interface TProrationLine {
  description: string;
  amount: number;
  price: Stripe.Price;
  quantity: number;
  periodStart: number;
  periodEnd: number;
  proration: boolean;
}

export interface TChangePlan {
  /** Lines charged now (always_invoice, or a cycle reset); empty when nothing is due now. */
  immediate: TProrationLine[];
  /** Proration lines that wait for the next regular invoice (create_prorations). */
  pending: TProrationLine[];
  /** The item's new period (unchanged unless the cycle resets). */
  periodStart: number;
  periodEnd: number;
  resetsCycle: boolean;
}

const dateText = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

function productName(price: Stripe.Price): string {
  return price.nickname ?? (typeof price.product === 'string' ? price.product : price.product.id);
}

/** "3 × Team (at $9.00 / month)", the way Stripe words a line. */
export function lineLabel(price: Stripe.Price, quantity: number): string {
  const amount = ((price.unit_amount ?? 0) / 100).toFixed(2);
  return `${quantity} × ${productName(price)} (at $${amount} / ${price.recurring?.interval ?? 'once'})`;
}

/** The per-period amount of a price for some seats. */
export function periodAmount(price: Stripe.Price, quantity: number): number {
  return (price.unit_amount ?? 0) * quantity;
}

function sameCycle(a: Stripe.Price, b: Stripe.Price): boolean {
  return (
    (a.recurring?.interval ?? '') === (b.recurring?.interval ?? '') &&
    (a.recurring?.interval_count ?? 1) === (b.recurring?.interval_count ?? 1)
  );
}

/** What a change of price and/or seats at `at` costs, per Stripe's proration rules. */
export function planChange(input: {
  item: Stripe.SubscriptionItem;
  newPrice: Stripe.Price;
  newQuantity: number;
  behavior: TProrationBehavior;
  at: number;
}): TChangePlan {
  const { item, newPrice, newQuantity, behavior } = input;
  const oldQuantity = item.quantity ?? 1;
  const start = item.current_period_start;
  const end = item.current_period_end;
  const at = Math.min(Math.max(input.at, start), end);
  const fraction = end > start ? (end - at) / (end - start) : 0;
  const unused: TProrationLine = {
    description: `Unused time on ${lineLabel(item.price, oldQuantity)} after ${dateText(at)}`,
    amount: -Math.round(periodAmount(item.price, oldQuantity) * fraction),
    price: item.price,
    quantity: oldQuantity,
    periodStart: at,
    periodEnd: end,
    proration: true,
  };

  if (!sameCycle(item.price, newPrice)) {
    const newEnd = addInterval(at, newPrice.recurring?.interval ?? 'month', newPrice.recurring?.interval_count ?? 1);
    const fresh: TProrationLine = {
      description: lineLabel(newPrice, newQuantity),
      amount: periodAmount(newPrice, newQuantity),
      price: newPrice,
      quantity: newQuantity,
      periodStart: at,
      periodEnd: newEnd,
      proration: false,
    };
    const immediate = behavior === 'none' ? [fresh] : [unused, fresh];
    return { immediate, pending: [], periodStart: at, periodEnd: newEnd, resetsCycle: true };
  }

  const remaining: TProrationLine = {
    description: `Remaining time on ${lineLabel(newPrice, newQuantity)} after ${dateText(at)}`,
    amount: Math.round(periodAmount(newPrice, newQuantity) * fraction),
    price: newPrice,
    quantity: newQuantity,
    periodStart: at,
    periodEnd: end,
    proration: true,
  };
  const unchanged = item.price.id === newPrice.id && oldQuantity === newQuantity;
  const prorations = behavior === 'none' || unchanged ? [] : [unused, remaining];
  return {
    immediate: behavior === 'always_invoice' ? prorations : [],
    pending: behavior === 'create_prorations' ? prorations : [],
    periodStart: start,
    periodEnd: end,
    resetsCycle: false,
  };
}

/** The regular line of the period after `periodEnd`. */
export function nextPeriodLine(price: Stripe.Price, quantity: number, periodEnd: number): TProrationLine {
  return {
    description: lineLabel(price, quantity),
    amount: periodAmount(price, quantity),
    price,
    quantity,
    periodStart: periodEnd,
    periodEnd: addInterval(periodEnd, price.recurring?.interval ?? 'month', price.recurring?.interval_count ?? 1),
    proration: false,
  };
}

/** A percentage discount on the positive sum of lines, rounded to the cent. */
export function discountOf(lines: Array<{ amount: number }>, percentOff: number): number {
  if (!percentOff) return 0;
  const sum = lines.reduce((total, line) => total + line.amount, 0);
  return sum > 0 ? Math.round((sum * percentOff) / 100) : 0;
}
