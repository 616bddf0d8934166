import { Body1, Field, makeStyles, Radio, RadioGroup, Subtitle1, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { TBillingContext } from '../../../../shared/billing-api.ts';
import { DEFAULT_SINGLE_PLAN_ID } from '../../../../shared/plans.ts';
import { SettingsSection } from '../settings/SettingsSection.tsx';
import { fieldMessage } from './billing-errors.ts';
import { countOf } from './billing-format.ts';
import { DeleteDataLink } from './DeleteDataLink.tsx';
import { FreePlanOffer } from './FreePlanOffer.tsx';
import { PurchaseTotal } from './PurchaseTotal.tsx';
import { SavingsPanel } from './SavingsPanel.tsx';
import { SeatsField } from './SeatsField.tsx';
import { SubscribeAction } from './SubscribeAction.tsx';
import { minimumSeats } from './seat-input.ts';
import { TrialHeadline } from './TrialHeadline.tsx';
import { useCheckout } from './use-checkout.ts';
import { useSeatsInput } from './use-seats-input.ts';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    border: `1px solid ${tokens.colorBrandStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    maxWidth: '640px',
  },
  heading: { margin: 0 },
  price: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '640px' },
});

/**
 * The single-plan purchase view (part 2 §2.1): the Pro card ($7 per user per month billed
 * annually, or $8.05 monthly; pay for seats active in stand-ups), the trial message, seats and
 * Subscribe (Checkout, planType singleplan).
 */
export function PurchaseSingleView({
  context,
  onFreePlan = false,
}: {
  context: TBillingContext;
  onFreePlan?: boolean;
}) {
  const styles = useStyles();
  const plans = context.usage_plans.filter((plan) => plan.key === 'pro');
  const [planId, setPlanId] = useState(
    plans.find((plan) => plan.id === DEFAULT_SINGLE_PLAN_ID)?.id ?? plans[0]?.id ?? DEFAULT_SINGLE_PLAN_ID,
  );
  const checkout = useCheckout();
  const plan = plans.find((candidate) => candidate.id === planId);
  const seats = useSeatsInput(context.total_active_members);
  const serverSeatsError = fieldMessage(checkout.error, 'billed_participants');

  const onSubscribe = () => {
    const billed = seats.take();
    if (billed === undefined || plan === undefined) return;
    void checkout.start({
      plan_id: plan.id,
      plan_key: 'pro',
      billed_participants: billed,
      coupon_code: '',
      planType: 'singleplan',
    });
  };

  return (
    <>
      <SettingsSection
        title="Subscribe to Rollcall Pro"
        intro={
          onFreePlan ? (
            'You are on the free plan: up to 10 people, email only, 7-day history. Subscribe to Pro for everything.'
          ) : (
            <TrialHeadline context={context} />
          )
        }
      >
        <div className={styles.card}>
          <Subtitle1 as="h3" className={styles.heading}>
            Pro
          </Subtitle1>
          <Body1 className={styles.price}>$7 per user per month billed annually (save 15%) or $8.05 monthly</Body1>
          <Body1>Pay for seats active in standups: $7 per unique user per month. Every feature included.</Body1>
        </div>
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubscribe();
          }}
        >
          <Field label="Billing cycle">
            <RadioGroup value={planId} onChange={(_, data) => setPlanId(data.value)} layout="horizontal">
              {plans.map((option) => (
                <Radio
                  key={option.id}
                  value={option.id}
                  label={option.interval === 'year' ? `Yearly: ${option.label} (save 15%)` : `Monthly: ${option.label}`}
                />
              ))}
            </RadioGroup>
          </Field>
          <SeatsField
            value={seats.text}
            onChange={seats.onChange}
            min={minimumSeats(context.total_active_members)}
            error={seats.error ?? serverSeatsError}
            hint={`One seat per person in your stand-ups; you have ${countOf(context.total_active_members, 'active user')}.`}
          />
          <PurchaseTotal plan={plan} seats={seats.parsed.ok ? seats.parsed.seats : undefined} />
          <SubscribeAction
            checkout={checkout}
            disabled={plan === undefined}
            errorShownAtField={serverSeatsError !== undefined}
          />
        </form>
        <SavingsPanel seats={seats.estimateSeats} />
      </SettingsSection>
      {onFreePlan ? null : (
        <SettingsSection title="Free plan">
          <FreePlanOffer offered={context.free_plan_offered} planType="singleplan" />
        </SettingsSection>
      )}
      <DeleteDataLink status={context.status} />
    </>
  );
}
