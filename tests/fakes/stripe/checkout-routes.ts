/**
 * /v1/checkout/sessions: create (mode subscription with one line item, or setup for a new card),
 * retrieve, expire; and /v1/setup_intents/:id, which a setup-mode session leaves behind. The
 * hosted page the session's url opens is hosted-checkout.ts.
 */
import type { FakeStripeBilling } from './billing.ts';
import { checkoutSessionObject } from './billing-objects.ts';
import { FakeStripeError, invalidParam, missingParam } from './errors.ts';
import { integerOf, itemsOf, metadataOf, objectOf, textOf } from './form.ts';
import { periodAmount } from './proration.ts';
import type { TApiRoute } from './router.ts';
import type { FakeStripeState, TSessionRecord } from './state.ts';

const MAX_REFERENCE = 200;
const MIN_EXPIRY_SECONDS = 30 * 60;
const MAX_EXPIRY_SECONDS = 24 * 60 * 60;

function onlyOne(form: Record<string, unknown>, names: string[]): void {
  const given = names.filter((name) => form[name] !== undefined && form[name] !== '');
  if (given.length > 1) {
    throw new FakeStripeError(
      400,
      'invalid_request_error',
      `You may only specify one of these parameters: ${given.join(', ')}.`,
      'parameter_unknown',
      given[1],
    );
  }
}

/** The checkout session and setup intent routes. */
export function checkoutRoutes(state: FakeStripeState, billing: FakeStripeBilling): TApiRoute[] {
  return [
    {
      method: 'POST',
      path: '/v1/checkout/sessions',
      handle: ({ form }) => {
        const mode = textOf(form.mode);
        if (!mode) throw missingParam('mode');
        if (mode !== 'subscription' && mode !== 'setup') {
          throw invalidParam('mode', `The fake Stripe supports mode subscription and setup, not ${mode}.`);
        }
        onlyOne(form, ['customer', 'customer_email']);
        const customer = textOf(form.customer) ?? null;
        if (customer) state.customer(customer);
        if (mode === 'setup' && !customer) throw missingParam('customer');
        const successUrl = textOf(form.success_url);
        if (!successUrl) throw missingParam('success_url');
        const reference = textOf(form.client_reference_id) ?? null;
        if (reference && reference.length > MAX_REFERENCE) {
          throw invalidParam('client_reference_id', `client_reference_id must be at most ${MAX_REFERENCE} characters.`);
        }
        const now = state.now();
        const expiresAt = integerOf(form.expires_at, 'expires_at') ?? now + MAX_EXPIRY_SECONDS;
        if (expiresAt < now + MIN_EXPIRY_SECONDS - 60 || expiresAt > now + MAX_EXPIRY_SECONDS + 60) {
          throw invalidParam(
            'expires_at',
            'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
          );
        }
        const lines = itemsOf(form.line_items).map((entry, index) => {
          const line = objectOf(entry);
          const priceId = textOf(line.price);
          if (!priceId) throw missingParam(`line_items[${index}][price]`);
          const quantity = integerOf(line.quantity, `line_items[${index}][quantity]`) ?? 1;
          if (quantity < 1) throw invalidParam(`line_items[${index}][quantity]`, 'Quantity must be at least 1.');
          return { price: state.price(priceId, `line_items[${index}][price]`), quantity };
        });
        if (mode === 'subscription') {
          if (lines.length === 0) throw missingParam('line_items');
          if (lines.length > 1)
            throw invalidParam('line_items', 'The fake Stripe supports one line item per subscription.');
          if (!lines[0]?.price.recurring) {
            throw invalidParam(
              'line_items[0][price]',
              'You must specify at least one recurring price in `subscription` mode.',
            );
          }
        }
        const discount = objectOf(itemsOf(form.discounts)[0]);
        const promotionId = textOf(discount.promotion_code);
        const promotion = promotionId ? state.promotionCode(promotionId, 'discounts[0][promotion_code]') : undefined;
        if (promotion && !promotion.active)
          throw invalidParam('discounts[0][promotion_code]', 'This promotion code is inactive.');
        const couponId = promotion ? String(promotion.promotion.coupon) : textOf(discount.coupon);
        const percentOff = couponId ? (state.coupon(couponId).percent_off ?? 0) : 0;
        const subtotal = lines.reduce((sum, line) => sum + periodAmount(line.price, line.quantity), 0);
        const id = `cs_test_${state.newId('x', 58).slice(2)}`;
        const session = checkoutSessionObject({
          id,
          created: now,
          expiresAt,
          mode,
          url: `${state.baseUrl}/c/pay/${id}`,
          customer,
          customerEmail: textOf(form.customer_email) ?? null,
          clientReferenceId: reference,
          metadata: metadataOf(form.metadata),
          successUrl,
          cancelUrl: textOf(form.cancel_url) ?? null,
          currency: lines[0]?.price.currency ?? textOf(form.currency) ?? null,
          amountSubtotal: mode === 'setup' ? null : subtotal,
          amountDiscount: Math.round((subtotal * percentOff) / 100),
          promotionCode: promotion?.id ?? null,
        });
        const record: TSessionRecord = {
          session,
          lines,
          subscriptionMetadata: metadataOf(objectOf(form.subscription_data).metadata),
          setupMetadata: metadataOf(objectOf(form.setup_intent_data).metadata),
          percentOff,
        };
        state.sessions.set(id, record);
        return session;
      },
    },
    {
      method: 'GET',
      path: '/v1/checkout/sessions/:id',
      handle: ({ params }) => {
        const { session } = state.session(params.id ?? '');
        if (session.status === 'open' && session.expires_at < state.now()) session.status = 'expired';
        return session;
      },
    },
    {
      method: 'POST',
      path: '/v1/checkout/sessions/:id/expire',
      handle: async ({ params, requestId }) => {
        await billing.expireSession(params.id ?? '', requestId);
        return state.session(params.id ?? '').session;
      },
    },
    { method: 'GET', path: '/v1/setup_intents/:id', handle: ({ params }) => state.setupIntent(params.id ?? '') },
  ];
}
