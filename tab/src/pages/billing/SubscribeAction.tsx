import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { failureMessage } from './billing-errors.ts';
import type { TCheckout } from './use-checkout.ts';

/**
 * The Subscribe button and, under it, why Checkout could not open (part 2 §8: the response's
 * message is shown as an error) unless the refusal is drawn under a field already.
 */
export function SubscribeAction({
  checkout,
  disabled = false,
  errorShownAtField = false,
}: {
  checkout: TCheckout;
  disabled?: boolean;
  errorShownAtField?: boolean;
}) {
  return (
    <>
      {checkout.error !== null && !errorShownAtField ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody role="alert">{failureMessage(checkout.error)}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div>
        <Button appearance="primary" type="submit" disabled={checkout.pending || disabled}>
          {checkout.pending ? 'Opening checkout...' : 'Subscribe'}
        </Button>
      </div>
    </>
  );
}
