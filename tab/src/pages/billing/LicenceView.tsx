import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Body1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { TBillingContext } from '../../../../shared/billing-api.ts';
import { PLAN_LIMITS } from '../../../../shared/plans.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { NARROW_SCREEN } from '../../components/header/breakpoints.ts';
import { SettingsSection } from '../settings/SettingsSection.tsx';
import { confirmMultiSeatChange, previewMultiSeatChange } from './billing-queries.ts';
import { InvoiceList } from './InvoiceList.tsx';
import { PaymentFailedBanner } from './PaymentFailedBanner.tsx';
import { PlanChange } from './PlanChange.tsx';
import { PlanSummary } from './PlanSummary.tsx';
import { PurchaseForm } from './PurchaseForm.tsx';
import { SeatChange } from './SeatChange.tsx';
import { defaultSeats } from './seat-input.ts';
import { UpdateCardButton } from './UpdateCardButton.tsx';

const useStyles = makeStyles({
  card: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow2,
    [NARROW_SCREEN]: { padding: tokens.spacingHorizontalS },
  },
  heading: { margin: 0 },
});

/** Step 1 on a paid plan: the seat change flow of the multi-plan view (POST /api/v1/multi_seat_change/). */
function PaidSeats({ context, timeZone }: { context: TBillingContext; timeZone: string }) {
  const planId = context.plan_id ?? '';
  return (
    <SeatChange
      currentSeats={context.billed_participants ?? defaultSeats(context.total_active_members)}
      activeMembers={context.total_active_members}
      max={PLAN_LIMITS[context.plan_key].users ?? undefined}
      timeZone={timeZone}
      preview={(seats) =>
        previewMultiSeatChange({ view_mode: 'preview-seat-change', billed_participants: seats, plan_id: planId })
      }
      confirm={(seats) => confirmMultiSeatChange({ view_mode: 'confirm-seat-change', billed_participants: seats })}
    />
  );
}

/**
 * The existing subscriber's licence page (part 2 §2.1): step 1 changes the seats (on the free plan:
 * Update Card and the plans to buy), then the plan or billing cycle change (open by default), the
 * invoices and the Cancel subscription link.
 */
export function LicenceView({ context, timeZone }: { context: TBillingContext; timeZone: string }) {
  const styles = useStyles();
  const onFree = context.plan_key === 'free';
  return (
    <>
      {context.payment_failed ? <PaymentFailedBanner hasCustomer={context.has_customer} /> : null}
      <SettingsSection title="Your subscription">
        <PlanSummary context={context} timeZone={timeZone} />
      </SettingsSection>
      <SettingsSection
        title="Step 1: Change seats"
        intro={
          onFree
            ? 'You are on the free plan: up to 10 people, email only, 7-day history. Choose a paid plan below for more.'
            : 'Add or remove seats on your current plan. Changes in the middle of a cycle are prorated.'
        }
      >
        {onFree ? (
          context.has_customer ? (
            <UpdateCardButton />
          ) : null
        ) : (
          <PaidSeats context={context} timeZone={timeZone} />
        )}
      </SettingsSection>
      {onFree ? (
        <SettingsSection title="Choose a paid plan">
          <PurchaseForm context={context} />
        </SettingsSection>
      ) : (
        <div className={styles.card}>
          <Accordion collapsible defaultOpenItems={['plan']}>
            <AccordionItem value="plan">
              <AccordionHeader as="h2" size="extra-large">
                Change plan or billing cycle
              </AccordionHeader>
              <AccordionPanel>
                <PlanChange context={context} timeZone={timeZone} />
              </AccordionPanel>
            </AccordionItem>
          </Accordion>
        </div>
      )}
      <SettingsSection title="Invoices">
        <InvoiceList timeZone={timeZone} />
      </SettingsSection>
      <SettingsSection title="Cancel">
        <Body1>
          <AppLink to="/accounts/data/delete/" inline>
            Cancel subscription
          </AppLink>
        </Body1>
      </SettingsSection>
    </>
  );
}
