/** Stripe's cursor pagination over a newest-first list: limit (1-100, default 10) and starting_after. */
import type Stripe from 'stripe';
import { listOf } from './catalog-objects.ts';
import { FakeStripeError } from './errors.ts';
import { integerOf, type TForm, textOf } from './form.ts';

/** One page of `items` (already newest first) as a list answer. */
export function page<T extends { id: string }>(url: string, items: T[], form: TForm): Stripe.ApiList<T> {
  const limit = integerOf(form.limit, 'limit') ?? 10;
  if (limit < 1 || limit > 100) {
    throw new FakeStripeError(
      400,
      'invalid_request_error',
      'This value must be between 1 and 100.',
      'parameter_invalid_integer',
      'limit',
    );
  }
  const after = textOf(form.starting_after);
  let start = 0;
  if (after) {
    const index = items.findIndex((item) => item.id === after);
    if (index < 0)
      throw new FakeStripeError(
        404,
        'invalid_request_error',
        `No such object: '${after}'`,
        'resource_missing',
        'starting_after',
      );
    start = index + 1;
  }
  const data = items.slice(start, start + limit);
  return listOf(url, data, start + limit < items.length);
}

/** Newest first, as Stripe lists (ties keep the later-created last-in first). */
export function newestFirst<T extends { created: number }>(items: Iterable<T>): T[] {
  return [...items].reverse().sort((a, b) => b.created - a.created);
}
