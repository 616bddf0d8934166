import { MessageBar, MessageBarBody, MessageBarTitle, Spinner } from '@fluentui/react-components';
import type { TCheckoutReturn } from './checkout-return.ts';

/** Said after Stripe Checkout: paid and active, paid and waiting for Stripe, gave up waiting, or cancelled. */
export function CheckoutNotice({
  checkout,
  active,
  gaveUp,
}: {
  checkout: TCheckoutReturn;
  active: boolean;
  gaveUp: boolean;
}) {
  if (checkout === 'cancelled') {
    return (
      <MessageBar intent="info" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>Checkout cancelled</MessageBarTitle>
          Nothing was charged. You can subscribe whenever you are ready.
        </MessageBarBody>
      </MessageBar>
    );
  }
  if (checkout !== 'success') return null;
  if (active) {
    return (
      <MessageBar intent="success" layout="multiline">
        <MessageBarBody role="status">
          <MessageBarTitle>Payment received</MessageBarTitle>
          Thank you! Your subscription is active.
        </MessageBarBody>
      </MessageBar>
    );
  }
  if (gaveUp) {
    return (
      <MessageBar intent="warning" layout="multiline">
        <MessageBarBody role="status">
          <MessageBarTitle>Payment received</MessageBarTitle>
          Stripe has not confirmed your subscription yet. This can take a few minutes: reload this page in a moment. Do
          not subscribe again.
        </MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <MessageBar intent="info" layout="multiline" icon={<Spinner size="tiny" />}>
      <MessageBarBody role="status">
        <MessageBarTitle>Payment received</MessageBarTitle>
        We are activating your subscription. This takes a few seconds.
      </MessageBarBody>
    </MessageBar>
  );
}
