import { Body1 } from '@fluentui/react-components';
import type { TBillingContext } from '../../../../shared/billing-api.ts';
import { DEFAULT_SINGLE_PLAN_ID } from '../../../../shared/plans.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { SettingsSection } from '../settings/SettingsSection.tsx';
import { confirmSinglePlanSeats, previewSinglePlanSeats } from './billing-queries.ts';
import { InvoiceList } from './InvoiceList.tsx';
import { PaymentFailedBanner } from './PaymentFailedBanner.tsx';
import { PlanSummary } from './PlanSummary.tsx';
import { PurchaseSingleView } from './PurchaseSingleView.tsx';
import { SeatChange } from './SeatChange.tsx';
import { defaultSeats } from './seat-input.ts';

/**
 * 'Billing & Account Usage' (part 2 §2.1, the single-plan view of an active account): the seats
 * (POST /api/v1/preview_plan/, then /api/v1/upgrade_confirm/), the invoices and the usage page.
 * On the free plan it offers Pro instead.
 */
export function UpgradeView({ context, timeZone }: { context: TBillingContext; timeZone: string }) {
  const planId = context.plan_id ?? DEFAULT_SINGLE_PLAN_ID;
  return (
    <>
      {context.payment_failed ? <PaymentFailedBanner hasCustomer={context.has_customer} /> : null}
      <SettingsSection title="Your subscription">
        <PlanSummary context={context} timeZone={timeZone} />
        <Body1>
          See who is active in which team on{' '}
          <AppLink to="/accounts/settings/general/" inline>
            Organization usage
          </AppLink>
          .
        </Body1>
      </SettingsSection>
      {context.plan_key === 'free' ? (
        <PurchaseSingleView context={context} onFreePlan />
      ) : (
        <SettingsSection
          title="Seats"
          intro="You pay for each person active in your stand-ups. Changes in the middle of a cycle are prorated."
        >
          <SeatChange
            currentSeats={context.billed_participants ?? defaultSeats(context.total_active_members)}
            activeMembers={context.total_active_members}
            timeZone={timeZone}
            preview={(seats) => previewSinglePlanSeats(seats, planId)}
            confirm={(seats) => confirmSinglePlanSeats(seats)}
          />
        </SettingsSection>
      )}
      <SettingsSection title="Invoices">
        <InvoiceList timeZone={timeZone} />
      </SettingsSection>
    </>
  );
}
