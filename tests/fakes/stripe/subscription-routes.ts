/**
 * /v1/subscriptions: retrieve, list (by customer, status), update (items[0][id] with price and/or
 * quantity, proration_behavior, payment_behavior, metadata, cancel_at_period_end,
 * default_payment_method) and cancel (DELETE). Changes emit customer.subscription.updated /
 * .deleted (and invoice.paid when always_invoice charges at once), delivered before the answer.
 */
import type { FakeStripeBilling } from './billing.ts';
import { FakeStripeError, invalidParam } from './errors.ts';
import { booleanOf, integerOf, itemsOf, metadataOf, objectOf, textOf } from './form.ts';
import { newestFirst, page } from './pagination.ts';
import type { TProrationBehavior } from './proration.ts';
import type { TApiRoute } from './router.ts';
import type { FakeStripeState } from './state.ts';

const BEHAVIORS: readonly TProrationBehavior[] = ['create_prorations', 'always_invoice', 'none'];
const PAYMENT_BEHAVIORS = ['allow_incomplete', 'default_incomplete', 'error_if_incomplete', 'pending_if_incomplete'];
const STATUSES = [
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'trialing',
  'incomplete',
  'incomplete_expired',
  'paused',
  'ended',
  'all',
];

/** Reads proration_behavior (default create_prorations), refusing unknown values. */
export function prorationBehaviorOf(value: unknown, param: string): TProrationBehavior {
  if (value === undefined) return 'create_prorations';
  if (typeof value === 'string' && (BEHAVIORS as readonly string[]).includes(value)) return value as TProrationBehavior;
  throw invalidParam(param, `Invalid ${param}: must be one of ${BEHAVIORS.join(', ')}`);
}

/** The subscription routes. */
export function subscriptionRoutes(state: FakeStripeState, billing: FakeStripeBilling): TApiRoute[] {
  return [
    {
      method: 'GET',
      path: '/v1/subscriptions/:id',
      handle: ({ params }) => state.subscription(params.id ?? '').subscription,
    },
    {
      method: 'GET',
      path: '/v1/subscriptions',
      handle: ({ form }) => {
        const customer = textOf(form.customer);
        const status = textOf(form.status);
        if (status && !STATUSES.includes(status)) throw invalidParam('status', `Invalid status: ${status}`);
        const all = newestFirst([...state.subscriptions.values()].map((record) => record.subscription)).filter(
          (subscription) =>
            (!customer || subscription.customer === customer) &&
            // Stripe leaves canceled subscriptions out unless asked for them.
            (status === 'all' || (status ? subscription.status === status : subscription.status !== 'canceled')),
        );
        return page('/v1/subscriptions', all, form);
      },
    },
    {
      method: 'POST',
      path: '/v1/subscriptions/:id',
      handle: async ({ params, form, requestId }) => {
        const record = state.subscription(params.id ?? '');
        const items = itemsOf(form.items).map(objectOf);
        if (items.length > 1) throw invalidParam('items', 'The fake Stripe supports subscriptions with one item.');
        const item = items[0] ?? {};
        if (items.length === 1 && !textOf(item.id)) {
          throw invalidParam(
            'items[0][id]',
            'The fake Stripe changes the existing item: pass items[0][id] (adding an item is not supported).',
          );
        }
        const quantity = integerOf(item.quantity, 'items[0][quantity]');
        if (quantity !== undefined && quantity < 0)
          throw invalidParam('items[0][quantity]', 'Quantity must be at least 0.');
        const paymentBehavior = textOf(form.payment_behavior) ?? 'allow_incomplete';
        if (!PAYMENT_BEHAVIORS.includes(paymentBehavior))
          throw invalidParam('payment_behavior', `Invalid payment_behavior: ${paymentBehavior}`);
        if (form.items !== undefined && item.deleted !== undefined) {
          throw new FakeStripeError(
            400,
            'invalid_request_error',
            'The fake Stripe does not delete subscription items.',
          );
        }
        await billing.changeSubscription(
          record,
          {
            itemId: textOf(item.id),
            priceId: textOf(item.price),
            quantity,
            behavior: prorationBehaviorOf(form.proration_behavior, 'proration_behavior'),
            paymentBehavior,
            metadata: form.metadata === undefined ? undefined : metadataOf(form.metadata, record.subscription.metadata),
            cancelAtPeriodEnd: booleanOf(form.cancel_at_period_end, 'cancel_at_period_end'),
            defaultPaymentMethod:
              form.default_payment_method === undefined ? undefined : textOf(form.default_payment_method) || null,
          },
          requestId,
        );
        return record.subscription;
      },
    },
    {
      method: 'DELETE',
      path: '/v1/subscriptions/:id',
      handle: async ({ params, requestId }) => {
        const record = state.subscription(params.id ?? '');
        await billing.cancel(record, requestId, 'cancellation_requested');
        return record.subscription;
      },
    },
  ];
}
