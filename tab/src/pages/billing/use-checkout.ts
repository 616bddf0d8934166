import { useState } from 'react';
import type { TCheckoutSessionRequest } from '../../../../shared/billing-api.ts';
import { startCheckout } from './billing-queries.ts';

export interface TCheckout {
  /** Asks for a Checkout session and sends the browser to Stripe's hosted page. */
  start(request: TCheckoutSessionRequest): Promise<void>;
  /** True while asking, and after the answer until the browser has left. */
  pending: boolean;
  /** The refusal or failure, shown as an error (part 2 §8: the response's message). */
  error: unknown;
}

/** Subscribe and Update Card: POST /api/v1/stripe_checkout_session/, then Stripe's page. */
export function useCheckout(): TCheckout {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  return {
    pending,
    error,
    async start(request) {
      setPending(true);
      setError(null);
      try {
        window.location.assign(await startCheckout(request));
      } catch (failure) {
        setError(failure);
        setPending(false);
      }
    },
  };
}
