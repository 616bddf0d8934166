/** Shapes a gateway preview as the pages read it (part 2 §3 "Seat or plan preview response"). */
import type { TChangePreview } from '../../../shared/billing-api.ts';
import type { TPaymentPlan } from '../../../shared/plans.ts';
import type { TBillingPreview, TProrationBehavior } from './billing-gateway.ts';

/** The answer of a preview: invoice_now says whether cost_now is charged at once. */
export function presentPreview(preview: TBillingPreview, proration: TProrationBehavior): TChangePreview {
  return {
    cost_now: preview.nowCents,
    cost_next: preview.nextCents,
    next_invoice_date: preview.nextInvoiceDate?.toISOString() ?? null,
    invoice_now: proration === 'always_invoice',
  };
}

/**
 * Increases are invoiced and charged at once; decreases are credited on the next invoice
 * (part 2 §1: mid-cycle changes are prorated).
 */
export function prorationFor(increase: boolean): TProrationBehavior {
  return increase ? 'always_invoice' : 'create_prorations';
}

/** A plan's price per seat per month, to compare a monthly with a yearly price. */
export function monthlyCents(plan: Pick<TPaymentPlan, 'amount' | 'interval'>): number {
  return plan.interval === 'year' ? plan.amount / 12 : plan.amount;
}
