import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import type { TBillingContext } from '../../../../shared/billing-api.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { SettingsSection } from '../settings/SettingsSection.tsx';
import { countOf } from './billing-format.ts';
import { DeleteDataLink } from './DeleteDataLink.tsx';
import { FreePlanOffer } from './FreePlanOffer.tsx';
import { PurchaseForm } from './PurchaseForm.tsx';
import { TrialHeadline } from './TrialHeadline.tsx';

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
});

/**
 * The multi-plan purchase view (part 2 §2.1): the trial headline, the plan purchase with its
 * savings estimate, the active users, the free plan switch and the way out.
 */
export function PurchaseView({ context }: { context: TBillingContext }) {
  const styles = useStyles();
  return (
    <>
      <SettingsSection title="Choose your plan" intro={<TrialHeadline context={context} />}>
        <PurchaseForm context={context} />
      </SettingsSection>
      <SettingsSection title="Your organization">
        <ul className={styles.list}>
          <li>
            <Body1>
              {countOf(context.total_active_members, 'active user')} in the reports of {context.org_name}
            </Body1>
          </li>
          <li>
            <Body1>You pay per unique active user: a person in several teams counts once.</Body1>
          </li>
          <li>
            <Body1>Seats added in the middle of a billing cycle are prorated.</Body1>
          </li>
          <li>
            <Body1>
              See your usage per team on{' '}
              <AppLink to="/accounts/settings/general/" inline>
                Organization usage
              </AppLink>
              .
            </Body1>
          </li>
        </ul>
      </SettingsSection>
      <SettingsSection title="Free plan">
        <FreePlanOffer offered={context.free_plan_offered} planType="multiplan" />
      </SettingsSection>
      <DeleteDataLink status={context.status} />
    </>
  );
}
