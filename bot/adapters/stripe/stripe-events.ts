/**
 * Turns Stripe's objects into the billing port's platform-neutral ones (no Stripe type leaves the
 * adapter). Only the events the domain acts on are read; the rest become 'ignored'.
 */
import type Stripe from 'stripe';
import { paymentPlanById } from '../../../shared/plans.ts';
import type {
  TBillingEvent,
  TBillingSubscription,
  TProviderSubscriptionStatus,
} from '../../domain/billing/billing-gateway.ts';

/** The id of a Stripe reference, expanded (an object) or not (its id). */
export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

const KNOWN_STATUSES: readonly TProviderSubscriptionStatus[] = [
  'active',
  'trialing',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'paused',
];

/**
 * The lookup key a price is sold under: its own, or, for a price npm run stripe:sync replaced
 * (transfer_lookup_key leaves the old one without), the key of the plan it was made for.
 */
function lookupKeyOf(price: Stripe.Price): string | null {
  if (price.lookup_key) return price.lookup_key;
  const planId = price.metadata?.rollcall_plan_id;
  return (planId && paymentPlanById(planId)?.lookupKey) || null;
}

/** A subscription's one item, its price and seats (API 2026: the period lives on the item). */
export function toBillingSubscription(subscription: Stripe.Subscription): TBillingSubscription {
  const item = subscription.items.data[0];
  const status = KNOWN_STATUSES.includes(subscription.status as TProviderSubscriptionStatus)
    ? (subscription.status as TProviderSubscriptionStatus)
    : 'incomplete';
  const accountId = subscription.metadata?.account_id;
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status,
    itemId: item?.id ?? '',
    lookupKey: item?.price ? lookupKeyOf(item.price) : null,
    unitCents: item?.price?.unit_amount ?? 0,
    quantity: item?.quantity ?? 0,
    currentPeriodEnd: item?.current_period_end ? new Date(item.current_period_end * 1000) : null,
    accountId: typeof accountId === 'string' && accountId ? accountId : null,
  };
}

/** Reads a verified event. */
export function toBillingEvent(event: Stripe.Event): TBillingEvent {
  const base = { id: event.id, created: new Date(event.created * 1000) };
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      return {
        ...base,
        type: 'checkout-completed',
        mode: session.mode === 'setup' ? 'setup' : 'subscription',
        accountId: session.client_reference_id ?? null,
        customerId: idOf(session.customer),
        subscriptionId: idOf(session.subscription),
        setupIntentId: idOf(session.setup_intent),
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
      return { ...base, type: 'subscription-changed', subscription: toBillingSubscription(event.data.object) };
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      return {
        ...base,
        type: event.type === 'invoice.paid' ? 'invoice-paid' : 'invoice-payment-failed',
        customerId: idOf(invoice.customer),
        subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
      };
    }
    default:
      return { ...base, type: 'ignored', providerType: event.type };
  }
}
