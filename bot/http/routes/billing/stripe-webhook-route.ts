/**
 * POST /stripe/webhook: Stripe's events (Dashboard -> Developers -> Webhooks, endpoint
 * PUBLIC_URL/stripe/webhook). No session and no CSRF: the Stripe-Signature header, checked over
 * the raw body with STRIPE_WEBHOOK_SECRET, is the authentication. Registered only while Stripe is
 * configured, in its own scope so only this route keeps JSON bodies raw.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../../shared/errors.ts';
import { applyStripeEvent } from '../../../domain/billing/apply-stripe-event.ts';
import {
  BillingGatewayError,
  BillingSignatureError,
  type TBillingEvent,
  type TBillingGateway,
} from '../../../domain/billing/billing-gateway.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { billingDeps } from './billing-deps.ts';

/** Stripe's events are small; a larger body is not Stripe's. */
export const STRIPE_WEBHOOK_MAX_BYTES = 1024 * 1024;

/** Registers the webhook on a scope of its own. */
export async function stripeWebhookRoute(
  app: FastifyInstance,
  deps: TAppDeps,
  gateway: TBillingGateway,
): Promise<void> {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: STRIPE_WEBHOOK_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/stripe/webhook',
    { config: { policy: { access: 'platform' } }, bodyLimit: STRIPE_WEBHOOK_MAX_BYTES },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) {
        throw new AppError('INVALID_INPUT', 'Send the event as Stripe does (Content-Type: application/json).');
      }
      const signature = request.headers['stripe-signature'];
      let event: TBillingEvent;
      try {
        event = gateway.verifyEvent(request.body, typeof signature === 'string' ? signature : undefined);
      } catch (error) {
        if (error instanceof BillingSignatureError) throw new AppError('INVALID_INPUT', error.message);
        throw error;
      }
      try {
        const outcome = await applyStripeEvent(billingDeps(deps, gateway), gateway, event);
        request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe event');
        return { received: true, outcome };
      } catch (error) {
        // Stripe retries a failed delivery: answer 503 while Stripe itself cannot be read (a
        // refusal, which a retry would meet again, is recorded and answered 200 by applyStripeEvent).
        if (error instanceof BillingGatewayError) throw new AppError('UNAVAILABLE', error.message, { cause: error });
        throw error;
      }
    },
  );
}
