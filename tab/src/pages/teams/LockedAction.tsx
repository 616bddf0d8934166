import { Button, Tooltip } from '@fluentui/react-components';
import { LockClosedRegular } from '@fluentui/react-icons';
import { ASK_BILLING_OWNER, BILLING_PAGE_BUILT } from '../../app/page-availability.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { EMAIL_ONLY_MESSAGE } from './platforms.ts';

/**
 * An action the plan locks (EMAIL_TEAM_ONLY on the platform cards and the connect-code form): the
 * button stays in view, disabled but focusable with a lock and the reason as its tooltip, beside
 * 'See plans'.
 */
export function LockedAction({ label, reason = EMAIL_ONLY_MESSAGE }: { label: string; reason?: string }) {
  return (
    <>
      <Tooltip content={reason} relationship="description" withArrow>
        <Button disabledFocusable icon={<LockClosedRegular />}>
          {label}
        </Button>
      </Tooltip>
      {!BILLING_PAGE_BUILT ? <span>{ASK_BILLING_OWNER}</span> : <AppLink to="/billing/">See plans</AppLink>}
    </>
  );
}
