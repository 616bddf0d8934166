import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { BILLING_MESSAGES } from '../../../../shared/billing-api.ts';
import { failureMessage } from './billing-errors.ts';
import { useCheckout } from './use-checkout.ts';

/** Stripe reported a failed payment: say so, with Update Card (Checkout in setup mode). */
export function PaymentFailedBanner({ hasCustomer }: { hasCustomer: boolean }) {
  const checkout = useCheckout();
  return (
    <MessageBar intent="error" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>Payment failed</MessageBarTitle>
        {BILLING_MESSAGES.paymentFailed}
        {checkout.error === null ? null : <div role="alert">{failureMessage(checkout.error)}</div>}
      </MessageBarBody>
      {hasCustomer ? (
        <MessageBarActions>
          <Button
            appearance="primary"
            disabled={checkout.pending}
            onClick={() => void checkout.start({ mode: 'update-card' })}
          >
            {checkout.pending ? 'Opening...' : 'Update Card'}
          </Button>
        </MessageBarActions>
      ) : null}
    </MessageBar>
  );
}
