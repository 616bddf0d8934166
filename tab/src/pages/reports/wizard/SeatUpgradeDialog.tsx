import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useId } from 'react';
import { REPORT_MESSAGES } from '../../../../../shared/reports.ts';
import { ASK_BILLING_OWNER, useBillingHref } from '../../../components/SeePlansOrAsk.tsx';
import { LinkButton } from './wizard-link-button.tsx';

export interface TSeatUpgradeDialogProps {
  open: boolean;
  onClose(): void;
  /** The member who could not be added, when one is known (the server's refusal names none). */
  blockedMember?: string | null;
  /** How many more were left out with them (Select all). */
  othersRefused?: number;
  /** LIMIT_TO_10_USERS: the plan caps users, so more seats cannot be bought on it. */
  tenUserLimit: boolean;
}

function refusalSentence(blockedMember: string | null | undefined, othersRefused: number): string {
  if (blockedMember === null || blockedMember === undefined) return 'Every seat of your plan is taken.';
  const others = othersRefused === 0 ? '' : ` and ${othersRefused} more member${othersRefused === 1 ? '' : 's'}`;
  return `${blockedMember}${others} could not be added: every seat of your plan is taken.`;
}

/**
 * The seat upgrade modal (part 3 §2.3 Members, §8): opened when assigning a member would exceed
 * the seats, or when the server refuses a save for that reason; it says who was left out and
 * leads to the billing page (or, for a viewer who may not manage billing, says who can add seats).
 */
export function SeatUpgradeDialog({
  open,
  onClose,
  blockedMember,
  othersRefused = 0,
  tenUserLimit,
}: TSeatUpgradeDialogProps) {
  const bodyId = useId();
  const billingHref = useBillingHref();
  return (
    <Dialog open={open} onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <DialogSurface aria-describedby={bodyId}>
        <DialogBody>
          <DialogTitle>{tenUserLimit ? REPORT_MESSAGES.seatLimitShort : REPORT_MESSAGES.seatLimit}</DialogTitle>
          <DialogContent id={bodyId}>
            <Body1 as="p" block>
              {refusalSentence(blockedMember, othersRefused)}
            </Body1>
            <Body1 as="p" block>
              {tenUserLimit
                ? REPORT_MESSAGES.seatLimitTenUsers
                : billingHref !== null
                  ? 'Add seats on the billing page, then assign the member again.'
                  : `${ASK_BILLING_OWNER} Once it has more seats, assign the member again.`}
            </Body1>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              Close
            </Button>
            {billingHref === null ? null : (
              <LinkButton to={billingHref}>{tenUserLimit ? 'See plans' : 'Upgrade seats'}</LinkButton>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
