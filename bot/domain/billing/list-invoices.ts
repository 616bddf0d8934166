/** The account's Stripe invoices, newest first (part 2 §2.1 "An invoice list"; POST /api/v1/invoices/). */
import type { TInvoicesAnswer } from '../../../shared/billing-api.ts';
import type { TViewer } from '../accounts/viewer.ts';
import type { TBillingDeps } from './billing-deps.ts';
import { askStripe, assertCanManageBilling, assertNotManagedByAzure, gatewayOf } from './billing-rules.ts';

/** How many invoices the page lists (two years of monthly invoices). */
export const INVOICES_SHOWN = 24;

/** Lists the invoices of the viewer's account's own customer (none before a first purchase). */
export async function listInvoices(deps: TBillingDeps, viewer: TViewer): Promise<TInvoicesAnswer> {
  assertCanManageBilling(viewer);
  assertNotManagedByAzure(viewer.account);
  const customerId = viewer.account.stripeCustomerId;
  if (!customerId) return { invoices: [] };
  const gateway = gatewayOf(deps);
  const invoices = await askStripe(() => gateway.listInvoices(customerId, INVOICES_SHOWN));
  return {
    invoices: invoices.map((invoice) => ({
      invoice_id: invoice.id,
      number: invoice.number,
      period_start: invoice.periodStart.toISOString(),
      period_end: invoice.periodEnd.toISOString(),
      status: invoice.status,
      total: invoice.totalCents,
      pdf_url: invoice.pdfUrl,
    })),
  };
}
