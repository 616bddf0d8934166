/**
 * The pages a buyer's browser opens (no API key): GET /c/pay/:id shows the checkout, POST
 * /c/pay/:id pays it (customer, subscription, paid invoice, events delivered) and answers 303 to
 * success_url with {CHECKOUT_SESSION_ID} filled in; /i/:id and /i/:id/pdf are an invoice's hosted
 * page and PDF.
 */
import type { TFakeResponse, TFakeRoute } from '../fake-server.ts';
import type { FakeStripeBilling } from './billing.ts';
import { checkoutPage, closedSessionPage, invoicePage, invoicePdf } from './checkout-page.ts';
import type { FakeStripeState } from './state.ts';

const HTML = { 'content-type': 'text/html; charset=utf-8' };
const notFound: TFakeResponse = {
  status: 404,
  headers: HTML,
  body: '<!doctype html><title>Not found</title><h1>Not found</h1>',
};

/** Where the buyer lands after paying. */
export function successRedirect(successUrl: string, sessionId: string): string {
  return successUrl.replaceAll('{CHECKOUT_SESSION_ID}', sessionId);
}

/** The hosted checkout and invoice routes. */
export function hostedRoutes(state: FakeStripeState, billing: FakeStripeBilling): TFakeRoute[] {
  return [
    {
      method: 'GET',
      path: '/c/pay/:id',
      respond: ({ params }) => {
        const record = state.sessions.get(params.id ?? '');
        if (!record) return notFound;
        const { session } = record;
        if (session.status === 'open' && session.expires_at < state.now()) session.status = 'expired';
        if (session.status !== 'open') return { status: 410, headers: HTML, body: closedSessionPage(session) };
        return { status: 200, headers: HTML, body: checkoutPage(record) };
      },
    },
    {
      method: 'POST',
      path: '/c/pay/:id',
      respond: async ({ params }) => {
        const record = state.sessions.get(params.id ?? '');
        if (!record) return notFound;
        const { session } = record;
        if (session.status === 'open' && session.expires_at < state.now()) session.status = 'expired';
        if (session.status !== 'open') return { status: 410, headers: HTML, body: closedSessionPage(session) };
        await billing.completeCheckout(session.id);
        return {
          status: 303,
          headers: { location: successRedirect(session.success_url ?? '/', session.id) },
          body: '',
        };
      },
    },
    {
      method: 'GET',
      path: '/i/:id',
      respond: ({ params }) => {
        const invoice = state.invoices.get(params.id ?? '');
        return invoice ? { status: 200, headers: HTML, body: invoicePage(invoice) } : notFound;
      },
    },
    {
      method: 'GET',
      path: '/i/:id/pdf',
      respond: ({ params }) => {
        const invoice = state.invoices.get(params.id ?? '');
        if (!invoice) return notFound;
        return {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `inline; filename="${invoice.number}.pdf"`,
          },
          body: invoicePdf(invoice),
        };
      },
    },
  ];
}
