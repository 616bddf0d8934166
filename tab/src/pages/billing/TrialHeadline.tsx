import { Body1, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import type { TBillingContext } from '../../../../shared/billing-api.ts';
import { TRIAL_DAYS } from '../../../../shared/plans.ts';
import { countOf } from './billing-format.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  heading: { display: 'block', margin: 0, color: tokens.colorNeutralForeground1 },
});

/**
 * The purchase views' headline (part 2 §2.1): the 30-day trial with full feature access; while
 * trialing the card is not charged until it ends, otherwise a greeting that it has expired.
 */
export function TrialHeadline({
  context,
}: {
  context: Pick<TBillingContext, 'status' | 'trial_days_left' | 'user_name' | 'plan_key'>;
}) {
  const styles = useStyles();
  const trialing = context.status === 'trialing';
  return (
    <span className={styles.root}>
      <Subtitle2 as="span" className={styles.heading}>
        {TRIAL_DAYS}-day free trial with full feature access
      </Subtitle2>
      {trialing ? (
        <Body1 as="span">
          You have {countOf(context.trial_days_left, 'day')} left. Your card is not charged until your trial ends.
        </Body1>
      ) : (
        <Body1 as="span">Hi {context.user_name}, your trial has expired. Choose a plan to keep using Rollcall.</Body1>
      )}
    </span>
  );
}
