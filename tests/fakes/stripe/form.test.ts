/** The bracket-notation parser reads what the stripe library writes. */
import { describe, expect, it } from 'vitest';
import { FakeStripeError } from './errors.ts';
import { integerOf, metadataOf, parseStripeForm } from './form.ts';

describe('parseStripeForm', () => {
  it('nests brackets, turns index keys into arrays and appends empty brackets', () => {
    const form = parseStripeForm(
      'mode=subscription&line_items[0][price]=price_1&line_items[0][quantity]=3&metadata[account_id]=a%201' +
        '&subscription_data[metadata][account_id]=a1&expand[]=customer&expand[]=subscription&discounts[0][promotion_code]=promo_1',
    );
    expect(form).toEqual({
      mode: 'subscription',
      line_items: [{ price: 'price_1', quantity: '3' }],
      metadata: { account_id: 'a 1' },
      subscription_data: { metadata: { account_id: 'a1' } },
      expand: ['customer', 'subscription'],
      discounts: [{ promotion_code: 'promo_1' }],
    });
  });

  it('orders indexes numerically and reads a query string the same way', () => {
    const query = new URLSearchParams();
    for (let index = 11; index >= 0; index--) query.append(`lookup_keys[${index}]`, `k${index}`);
    expect(parseStripeForm(query).lookup_keys).toEqual(Array.from({ length: 12 }, (_, index) => `k${index}`));
  });

  it('reads integers strictly and metadata with Stripe rules (empty value removes a key)', () => {
    expect(integerOf('12', 'limit')).toBe(12);
    expect(() => integerOf('1.5', 'limit')).toThrow(FakeStripeError);
    expect(metadataOf({ a: '', b: '2' }, { a: '1', c: '3' })).toEqual({ b: '2', c: '3' });
    expect(metadataOf('', { a: '1' })).toEqual({});
  });
});
