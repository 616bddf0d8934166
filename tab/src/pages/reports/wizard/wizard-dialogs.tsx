/** The wizard's small modals (spec part 3 §2.3): the first report's success and the locked bot messages. */
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
import { useBillingHref } from '../../../components/SeePlansOrAsk.tsx';
import { LinkButton } from './wizard-link-button.tsx';

/**
 * 'Nice one! Your first report is live.' after the account's first report is published; its only
 * way on is 'OK, Understood' to the report's dashboard, so it cannot be dismissed by a stray click.
 */
export function FirstReportDialog({ dashboardUrl }: { dashboardUrl: string | null }) {
  const bodyId = useId();
  return (
    <Dialog open={dashboardUrl !== null} modalType="alert">
      <DialogSurface aria-describedby={bodyId}>
        <DialogBody>
          <DialogTitle>{REPORT_MESSAGES.firstReportLive}</DialogTitle>
          <DialogContent id={bodyId}>
            <Body1 as="p" block>
              Your members get their first check-in at the time you chose. Their answers appear on the dashboard.
            </Body1>
          </DialogContent>
          <DialogActions>
            {dashboardUrl === null ? null : <LinkButton to={dashboardUrl}>OK, Understood</LinkButton>}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** The bot message settings when LIMIT_CUSTOM_REPORT_MESSAGES locks them: 'This feature is not available yet.' */
export function BotMessagesUnavailableDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const bodyId = useId();
  const billingHref = useBillingHref();
  return (
    <Dialog open={open} onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <DialogSurface aria-describedby={bodyId}>
        <DialogBody>
          <DialogTitle>Bot messages</DialogTitle>
          <DialogContent id={bodyId}>
            <Body1 as="p" block>
              {REPORT_MESSAGES.botMessagesUnavailable}
            </Body1>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              Close
            </Button>
            {billingHref === null ? null : <LinkButton to={billingHref}>See plans</LinkButton>}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
