import { Button, Tooltip } from '@fluentui/react-components';
import { LockClosedRegular } from '@fluentui/react-icons';
import { SeePlansOrAsk } from '../../components/SeePlansOrAsk.tsx';
import { EMAIL_ONLY_MESSAGE } from './platforms.ts';

/**
 * An action the plan locks (EMAIL_TEAM_ONLY on the platform cards and the connect-code form): the
 * button stays in view, disabled but focusable with a lock and the reason as its tooltip, beside
 * 'See plans' (or, for a viewer who may not manage billing, who can change the plan).
 */
export function LockedAction({ label, reason = EMAIL_ONLY_MESSAGE }: { label: string; reason?: string }) {
  return (
    <>
      <Tooltip content={reason} relationship="description" withArrow>
        <Button disabledFocusable icon={<LockClosedRegular />}>
          {label}
        </Button>
      </Tooltip>
      <SeePlansOrAsk />
    </>
  );
}
