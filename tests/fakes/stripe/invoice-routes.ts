/**
 * /v1/invoices: list (customer, subscription, status, limit, starting_after; newest first),
 * retrieve, and create_preview (the upcoming invoice, or what a change of price/seats would cost:
 * subscription_details[items][0][id|price|quantity], [proration_behavior], [proration_date]).
 */
import type { FakeStripeBilling } from './billing.ts';
import { invalidParam, missingParam } from './errors.ts';
import { integerOf, itemsOf, objectOf, textOf } from './form.ts';
import { newestFirst, page } from './pagination.ts';
import type { TApiRoute } from './router.ts';
import type { FakeStripeState } from './state.ts';
import { prorationBehaviorOf } from './subscription-routes.ts';

/** The invoice routes. */
export function invoiceRoutes(state: FakeStripeState, billing: FakeStripeBilling): TApiRoute[] {
  return [
    {
      method: 'GET',
      path: '/v1/invoices',
      handle: ({ form }) => {
        const customer = textOf(form.customer);
        const subscription = textOf(form.subscription);
        const status = textOf(form.status);
        const all = newestFirst(state.invoices.values()).filter(
          (invoice) =>
            (!customer || invoice.customer === customer) &&
            (!subscription || invoice.parent?.subscription_details?.subscription === subscription) &&
            (!status || invoice.status === status),
        );
        return page('/v1/invoices', all, form);
      },
    },
    { method: 'GET', path: '/v1/invoices/:id', handle: ({ params }) => state.invoice(params.id ?? '') },
    {
      method: 'POST',
      path: '/v1/invoices/create_preview',
      handle: ({ form }) => {
        const subscriptionId = textOf(form.subscription);
        if (!subscriptionId) throw missingParam('subscription');
        const record = state.subscription(subscriptionId, 'subscription');
        const customer = textOf(form.customer);
        if (customer && customer !== record.subscription.customer) {
          throw invalidParam(
            'customer',
            `The subscription ${subscriptionId} does not belong to the customer ${customer}.`,
          );
        }
        const details = objectOf(form.subscription_details);
        const items = itemsOf(details.items).map(objectOf);
        const item = items[0] ?? {};
        const itemId = textOf(item.id);
        const current = record.subscription.items.data[0];
        if (itemId && itemId !== current?.id) {
          throw invalidParam('subscription_details[items][0][id]', `No such subscription_item: '${itemId}'`);
        }
        return billing.preview(record, {
          priceId: textOf(item.price),
          quantity: integerOf(item.quantity, 'subscription_details[items][0][quantity]'),
          behavior: prorationBehaviorOf(details.proration_behavior, 'subscription_details[proration_behavior]'),
          at: integerOf(details.proration_date, 'subscription_details[proration_date]') ?? state.now(),
        });
      },
    },
  ];
}
