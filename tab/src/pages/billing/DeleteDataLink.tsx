import { Body1 } from '@fluentui/react-components';
import type { TSubscriptionStatus } from '../../../../shared/plans.ts';
import { AppLink } from '../../components/AppLink.tsx';

/** The way out of a trial or an expired account (part 2 §4: trialing and inactive may delete). */
export function DeleteDataLink({ status }: { status: TSubscriptionStatus }) {
  if (status === 'active') return null;
  return (
    <Body1>
      Leaving Rollcall?{' '}
      <AppLink to="/accounts/data/delete/" inline>
        Cancel your account and remove your data
      </AppLink>
    </Body1>
  );
}
