/** /v1/customers: create, retrieve, update (email, name, metadata, default payment method), delete. */
import type { FakeStripeBilling } from './billing.ts';
import { customerObject } from './catalog-objects.ts';
import { metadataOf, objectOf, textOf } from './form.ts';
import { newestFirst, page } from './pagination.ts';
import type { TApiRoute } from './router.ts';
import type { FakeStripeState } from './state.ts';

/** The customer routes. */
export function customerRoutes(state: FakeStripeState, billing: FakeStripeBilling): TApiRoute[] {
  const deletedAnswer = (id: string) => ({ id, object: 'customer', deleted: true });
  return [
    {
      method: 'POST',
      path: '/v1/customers',
      handle: ({ form }) => {
        const customer = customerObject({
          id: state.newId('cus', 14),
          created: state.now(),
          email: textOf(form.email) ?? null,
          name: textOf(form.name) ?? null,
          description: textOf(form.description) ?? null,
          metadata: metadataOf(form.metadata),
        });
        state.customers.set(customer.id, customer);
        return customer;
      },
    },
    {
      method: 'GET',
      path: '/v1/customers',
      handle: ({ form }) => {
        const email = textOf(form.email);
        const all = newestFirst(state.customers.values()).filter((customer) => !email || customer.email === email);
        return page('/v1/customers', all, form);
      },
    },
    {
      method: 'GET',
      path: '/v1/customers/:id',
      handle: ({ params }) =>
        state.deletedCustomers.has(params.id ?? '') ? deletedAnswer(params.id ?? '') : state.customer(params.id ?? ''),
    },
    {
      method: 'POST',
      path: '/v1/customers/:id',
      handle: ({ params, form }) => {
        const customer = state.customer(params.id ?? '');
        if (form.email !== undefined) customer.email = textOf(form.email) || null;
        if (form.name !== undefined) customer.name = textOf(form.name) || null;
        if (form.description !== undefined) customer.description = textOf(form.description) || null;
        if (form.metadata !== undefined) customer.metadata = metadataOf(form.metadata, customer.metadata);
        const settings = objectOf(form.invoice_settings);
        if (settings.default_payment_method !== undefined) {
          customer.invoice_settings.default_payment_method = textOf(settings.default_payment_method) || null;
        }
        return customer;
      },
    },
    {
      method: 'DELETE',
      path: '/v1/customers/:id',
      handle: async ({ params, requestId }) => {
        const id = params.id ?? '';
        await billing.deleteCustomer(id, requestId);
        return deletedAnswer(id);
      },
    },
  ];
}
