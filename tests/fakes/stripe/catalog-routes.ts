/**
 * The catalog: /v1/products (create, list, retrieve), /v1/prices (create with transfer_lookup_key,
 * list by lookup_keys[] / active / product, retrieve), /v1/promotion_codes (list by code / active,
 * retrieve) and /v1/coupons/:id. Promotion codes are added by tests (addPromotionCode).
 */
import type Stripe from 'stripe';
import { priceObject, productObject } from './catalog-objects.ts';
import { FakeStripeError, missingParam } from './errors.ts';
import { booleanOf, integerOf, itemsOf, metadataOf, objectOf, textOf } from './form.ts';
import { newestFirst, page } from './pagination.ts';
import type { TApiRoute } from './router.ts';
import type { FakeStripeState } from './state.ts';

const INTERVALS = ['day', 'week', 'month', 'year'] as const;

function intervalOf(value: string | undefined): Stripe.Price.Recurring.Interval {
  if (value && (INTERVALS as readonly string[]).includes(value)) return value as Stripe.Price.Recurring.Interval;
  throw new FakeStripeError(
    400,
    'invalid_request_error',
    `Invalid recurring[interval]: must be one of ${INTERVALS.join(', ')}`,
    'parameter_invalid_empty',
    'recurring[interval]',
  );
}

/** The catalog routes. */
export function catalogRoutes(state: FakeStripeState): TApiRoute[] {
  return [
    {
      method: 'POST',
      path: '/v1/products',
      handle: ({ form }) => {
        const name = textOf(form.name);
        if (!name) throw missingParam('name');
        const product = productObject({
          id: textOf(form.id) ?? state.newId('prod', 14),
          created: state.now(),
          name,
          description: textOf(form.description) ?? null,
          active: booleanOf(form.active, 'active') ?? true,
          metadata: metadataOf(form.metadata),
        });
        if (state.products.has(product.id)) {
          throw new FakeStripeError(
            400,
            'invalid_request_error',
            `Product already exists.`,
            'resource_already_exists',
            'id',
          );
        }
        state.products.set(product.id, product);
        return product;
      },
    },
    {
      method: 'GET',
      path: '/v1/products',
      handle: ({ form }) => {
        const active = booleanOf(form.active, 'active');
        const all = newestFirst(state.products.values()).filter(
          (product) => active === undefined || product.active === active,
        );
        return page('/v1/products', all, form);
      },
    },
    { method: 'GET', path: '/v1/products/:id', handle: ({ params }) => state.product(params.id ?? '') },
    {
      method: 'POST',
      path: '/v1/prices',
      handle: ({ form }) => {
        const productId = textOf(form.product);
        if (!productId) throw missingParam('product');
        state.product(productId);
        const currency = textOf(form.currency)?.toLowerCase();
        if (!currency) throw missingParam('currency');
        const unitAmount = integerOf(form.unit_amount, 'unit_amount');
        if (unitAmount === undefined || unitAmount < 0) throw missingParam('unit_amount');
        const recurring = objectOf(form.recurring);
        const lookupKey = textOf(form.lookup_key) ?? null;
        const holder = lookupKey
          ? [...state.prices.values()].find((price) => price.lookup_key === lookupKey)
          : undefined;
        if (holder && booleanOf(form.transfer_lookup_key, 'transfer_lookup_key') !== true) {
          throw new FakeStripeError(
            400,
            'invalid_request_error',
            `A price (\`${holder.id}\`) already uses that lookup key.`,
            'lookup_key_already_exists',
            'lookup_key',
          );
        }
        if (holder) holder.lookup_key = null;
        const price = priceObject({
          id: state.newId('price', 24),
          created: state.now(),
          product: productId,
          currency,
          unitAmount,
          interval: form.recurring === undefined ? null : intervalOf(textOf(recurring.interval)),
          intervalCount: integerOf(recurring.interval_count, 'recurring[interval_count]') ?? 1,
          lookupKey,
          nickname: textOf(form.nickname) ?? null,
          active: booleanOf(form.active, 'active') ?? true,
          metadata: metadataOf(form.metadata),
        });
        state.prices.set(price.id, price);
        return price;
      },
    },
    {
      method: 'GET',
      path: '/v1/prices',
      handle: ({ form }) => {
        const keys = itemsOf(form.lookup_keys).map(textOf);
        const active = booleanOf(form.active, 'active');
        const product = textOf(form.product);
        const all = newestFirst(state.prices.values()).filter(
          (price) =>
            (keys.length === 0 || (price.lookup_key !== null && keys.includes(price.lookup_key))) &&
            (active === undefined || price.active === active) &&
            (!product || price.product === product),
        );
        return page('/v1/prices', all, form);
      },
    },
    { method: 'GET', path: '/v1/prices/:id', handle: ({ params }) => state.price(params.id ?? '', 'id') },
    {
      method: 'GET',
      path: '/v1/promotion_codes',
      handle: ({ form }) => {
        const code = textOf(form.code);
        const active = booleanOf(form.active, 'active');
        const all = newestFirst(state.promotionCodes.values()).filter(
          // Stripe matches codes case-insensitively.
          (promotion) =>
            (!code || promotion.code.toLowerCase() === code.toLowerCase()) &&
            (active === undefined || promotion.active === active),
        );
        return page('/v1/promotion_codes', all, form);
      },
    },
    {
      method: 'GET',
      path: '/v1/promotion_codes/:id',
      handle: ({ params }) => state.promotionCode(params.id ?? '', 'id'),
    },
    { method: 'GET', path: '/v1/coupons/:id', handle: ({ params }) => state.coupon(params.id ?? '') },
  ];
}
