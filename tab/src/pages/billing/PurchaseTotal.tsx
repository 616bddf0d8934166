import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import type { TUsagePlan } from '../../../../shared/billing-api.ts';
import { countOf, formatCents } from './billing-format.ts';

const useStyles = makeStyles({ total: { fontWeight: tokens.fontWeightSemibold } });

/** 'Total: $50.00 per month for 10 seats' under a purchase form; nothing until plan and seats are valid. */
export function PurchaseTotal({ plan, seats }: { plan: TUsagePlan | undefined; seats: number | undefined }) {
  const styles = useStyles();
  if (plan === undefined || seats === undefined) return null;
  return (
    <Body1 className={styles.total} aria-live="polite">
      Total: {formatCents(plan.amount * seats)} per {plan.interval} for {countOf(seats, 'seat')}
    </Body1>
  );
}
