import { Field, Input, makeStyles, Radio, RadioGroup, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { TBillingContext, TUsagePlan } from '../../../../shared/billing-api.ts';
import {
  DEFAULT_PAYMENT_PLAN_ID,
  PLAN_LIMITS,
  PURCHASE_PLAN_KEYS,
  type TPlanInterval,
} from '../../../../shared/plans.ts';
import { BILLING_CYCLES } from './billing-cycles.ts';
import { fieldMessage } from './billing-errors.ts';
import { countOf } from './billing-format.ts';
import { PurchaseTotal } from './PurchaseTotal.tsx';
import { SavingsPanel } from './SavingsPanel.tsx';
import { SeatsField } from './SeatsField.tsx';
import { SubscribeAction } from './SubscribeAction.tsx';
import { minimumSeats } from './seat-input.ts';
import { useCheckout } from './use-checkout.ts';
import { useSeatsInput } from './use-seats-input.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '640px' },
});

/** The price of `key` at `interval` among the plans the server offers. */
function priceOf(plans: readonly TUsagePlan[], key: string, interval: TPlanInterval): TUsagePlan | undefined {
  return plans.find((plan) => plan.key === key && plan.interval === interval);
}

/**
 * Buying a plan (part 2 §2.1): Basic/Team/Business monthly or yearly (Team monthly by default),
 * seats, a coupon code and Subscribe, which opens Stripe Checkout; the savings estimate beside.
 * Used by the purchase view and by the licence view of an account on the free plan.
 */
export function PurchaseForm({ context }: { context: TBillingContext }) {
  const styles = useStyles();
  const initial = context.usage_plans.find((plan) => plan.id === DEFAULT_PAYMENT_PLAN_ID) ?? context.usage_plans[0];
  const [planKey, setPlanKey] = useState<string>(initial?.key ?? 'team');
  const [cycle, setCycle] = useState<TPlanInterval>(initial?.interval ?? 'month');
  const [coupon, setCoupon] = useState('');
  const checkout = useCheckout();
  const plan = priceOf(context.usage_plans, planKey, cycle);
  const seats = useSeatsInput(context.total_active_members);
  const tenUsersOnly = PLAN_LIMITS[planKey as keyof typeof PLAN_LIMITS]?.users ?? null;

  const onSubscribe = () => {
    const billed = seats.take();
    if (billed === undefined || plan === undefined) return;
    void checkout.start({
      plan_id: plan.id,
      plan_key: plan.key,
      billed_participants: billed,
      coupon_code: coupon.trim(),
      planType: 'multiplan',
    });
  };
  const serverSeatsError = fieldMessage(checkout.error, 'billed_participants');

  return (
    <>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubscribe();
        }}
      >
        <Field label="Plan">
          <RadioGroup value={planKey} onChange={(_, data) => setPlanKey(data.value)}>
            {PURCHASE_PLAN_KEYS.map((key) => {
              const price = priceOf(context.usage_plans, key, cycle);
              return price === undefined ? null : (
                <Radio key={key} value={key} label={`${price.name}: ${price.label}`} />
              );
            })}
          </RadioGroup>
        </Field>
        <Field label="Billing cycle">
          <RadioGroup value={cycle} onChange={(_, data) => setCycle(data.value as TPlanInterval)} layout="horizontal">
            {BILLING_CYCLES.map((option) => (
              <Radio key={option.interval} value={option.interval} label={option.label} />
            ))}
          </RadioGroup>
        </Field>
        <SeatsField
          value={seats.text}
          onChange={seats.onChange}
          min={minimumSeats(context.total_active_members)}
          max={tenUsersOnly ?? undefined}
          error={seats.error ?? serverSeatsError}
          hint={
            tenUsersOnly === null
              ? `One seat per person in your reports; you have ${countOf(context.total_active_members, 'active user')}.`
              : `The ${plan?.name ?? ''} plan allows up to ${tenUsersOnly} users.`
          }
        />
        <Field label="Coupon code" hint="Optional">
          <Input name="coupon_code" value={coupon} maxLength={64} onChange={(_, data) => setCoupon(data.value)} />
        </Field>
        <PurchaseTotal plan={plan} seats={seats.parsed.ok ? seats.parsed.seats : undefined} />
        <SubscribeAction
          checkout={checkout}
          disabled={plan === undefined}
          errorShownAtField={serverSeatsError !== undefined}
        />
      </form>
      <SavingsPanel seats={seats.estimateSeats} />
    </>
  );
}
