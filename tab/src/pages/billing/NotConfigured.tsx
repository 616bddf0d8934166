import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { BILLING_MESSAGES, type TBillingContext } from '../../../../shared/billing-api.ts';
import { SettingsSection } from '../settings/SettingsSection.tsx';
import { countOf } from './billing-format.ts';
import { DeleteDataLink } from './DeleteDataLink.tsx';
import { FreePlanOffer } from './FreePlanOffer.tsx';
import { planDescription } from './PlanSummary.tsx';

const useStyles = makeStyles({ list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL } });

/**
 * The billing page on a server without Stripe (STRIPE_SECRET_KEY unset): what the account has,
 * and what the people running the server must set, instead of a Subscribe button that cannot work.
 * The free plan switch needs no payment provider, so a trial still gets it.
 */
export function NotConfigured({ context }: { context: TBillingContext }) {
  const styles = useStyles();
  const trialing = context.status === 'trialing';
  return (
    <>
      <SettingsSection title={BILLING_MESSAGES.notConfigured}>
        <Body1>
          {trialing
            ? `${context.org_name} is on its free trial with ${countOf(context.trial_days_left, 'day')} left.`
            : `${context.org_name} is on the ${planDescription(context)} plan (${context.status}).`}{' '}
          Plans cannot be bought or changed here until the people who run this Rollcall server set up payments.
        </Body1>
        <Body1>To set up payments, the server's operator:</Body1>
        <ol className={styles.list}>
          <li>
            <Body1>
              sets <code>STRIPE_SECRET_KEY</code> and <code>STRIPE_WEBHOOK_SECRET</code> (both, from the Stripe
              dashboard) and restarts the server;
            </Body1>
          </li>
          <li>
            <Body1>
              runs <code>npm run stripe:sync</code> once, which creates Rollcall's products and prices in Stripe.
            </Body1>
          </li>
        </ol>
      </SettingsSection>
      {context.status === 'active' ? null : (
        <SettingsSection title="Free plan">
          <FreePlanOffer
            offered={context.free_plan_offered}
            planType={context.view === 'purchase' ? 'multiplan' : 'singleplan'}
          />
        </SettingsSection>
      )}
      <DeleteDataLink status={context.status} />
    </>
  );
}
