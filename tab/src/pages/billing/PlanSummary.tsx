import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import type { TBillingContext } from '../../../../shared/billing-api.ts';
import { PAYMENT_PLANS } from '../../../../shared/plans.ts';
import { countOf, formatCents, formatMoment } from './billing-format.ts';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0 },
});

/** The plan's name as people say it: 'Team, billed monthly', 'Free'. */
export function planDescription(context: Pick<TBillingContext, 'plan_key' | 'plan_interval'>): string {
  const name = PAYMENT_PLANS.find((plan) => plan.key === context.plan_key)?.name ?? 'Free';
  if (context.plan_key === 'free') return 'Free';
  if (context.plan_interval === null) return name;
  return `${name}, billed ${context.plan_interval === 'year' ? 'yearly' : 'monthly'}`;
}

/** What the account has now: plan, seats, active users and the next invoice. */
export function PlanSummary({ context, timeZone }: { context: TBillingContext; timeZone: string }) {
  const styles = useStyles();
  return (
    <dl className={styles.root}>
      <dt className={styles.term}>
        <Body1>Plan</Body1>
      </dt>
      <dd className={styles.value}>
        <Body1>{planDescription(context)}</Body1>
      </dd>
      {context.billed_participants === null ? null : (
        <>
          <dt className={styles.term}>
            <Body1>Seats</Body1>
          </dt>
          <dd className={styles.value}>
            <Body1>{context.billed_participants}</Body1>
          </dd>
        </>
      )}
      <dt className={styles.term}>
        <Body1>Active users</Body1>
      </dt>
      <dd className={styles.value}>
        <Body1>{countOf(context.total_active_members, 'person', 'people')} in your reports</Body1>
      </dd>
      {context.next_invoice_cost === null ? null : (
        <>
          <dt className={styles.term}>
            <Body1>Next invoice</Body1>
          </dt>
          <dd className={styles.value}>
            <Body1>
              {formatCents(context.next_invoice_cost)}
              {context.next_invoice_date === null ? '' : ` on ${formatMoment(context.next_invoice_date, timeZone)}`}
            </Body1>
          </dd>
        </>
      )}
    </dl>
  );
}
