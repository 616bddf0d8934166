/**
 * Stripe's error answers: `{ error: { type, code, message, param, doc_url, request_log_url } }` with
 * the status the library maps to its error classes (400/404 StripeInvalidRequestError, 401
 * StripeAuthenticationError, 402 StripeCardError).
 */
import type { TFakeResponse } from '../fake-server.ts';

export type TStripeErrorType = 'invalid_request_error' | 'card_error' | 'api_error' | 'idempotency_error';

/** Thrown by a route handler; the router turns it into Stripe's error JSON. */
export class FakeStripeError extends Error {
  constructor(
    readonly status: number,
    readonly type: TStripeErrorType,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

/** 404 resource_missing, worded like Stripe: "No such customer: 'cus_123'". */
export function missing(thing: string, id: string, param = 'id'): FakeStripeError {
  return new FakeStripeError(404, 'invalid_request_error', `No such ${thing}: '${id}'`, 'resource_missing', param);
}

/** 400 for a required parameter that is absent. */
export function missingParam(param: string): FakeStripeError {
  return new FakeStripeError(
    400,
    'invalid_request_error',
    `Missing required param: ${param}.`,
    'parameter_missing',
    param,
  );
}

/** 400 for a parameter with a value Stripe refuses. */
export function invalidParam(param: string, message: string): FakeStripeError {
  return new FakeStripeError(400, 'invalid_request_error', message, 'parameter_invalid_empty', param);
}

/** The wire answer for an error. */
export function errorResponse(error: FakeStripeError, requestId: string): TFakeResponse {
  return {
    status: error.status,
    headers: { 'request-id': requestId },
    body: {
      error: {
        type: error.type,
        message: error.message,
        ...(error.code ? { code: error.code, doc_url: `https://stripe.com/docs/error-codes/${error.code}` } : {}),
        ...(error.param ? { param: error.param } : {}),
        request_log_url: `https://dashboard.stripe.com/test/logs/${requestId}`,
      },
    },
  };
}
