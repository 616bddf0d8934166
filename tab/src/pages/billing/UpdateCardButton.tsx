import { Body1, Button } from '@fluentui/react-components';
import { failureMessage } from './billing-errors.ts';
import { useCheckout } from './use-checkout.ts';

/** Update Card: Stripe Checkout in setup mode for the card on file (part 2 §2.1). */
export function UpdateCardButton() {
  const checkout = useCheckout();
  return (
    <div>
      <Button disabled={checkout.pending} onClick={() => void checkout.start({ mode: 'update-card' })}>
        {checkout.pending ? 'Opening...' : 'Update Card'}
      </Button>
      {checkout.error === null ? null : <Body1 role="alert">{failureMessage(checkout.error)}</Body1>}
    </div>
  );
}
