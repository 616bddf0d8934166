/**
 * The door of the fake's /v1 API: the secret key (Authorization: Bearer), the form body or query
 * string parsed with bracket notation, `expand[]`, Idempotency-Key replay, and Stripe's error JSON
 * for anything a handler refuses. Handlers answer the object; the router answers the HTTP.
 */
import type { TFakeResponse, TFakeRoute, TRecordedRequest } from '../fake-server.ts';
import { errorResponse, FakeStripeError } from './errors.ts';
import { FAKE_API_VERSION } from './events.ts';
import { expand } from './expand.ts';
import { itemsOf, parseStripeForm, type TForm, textOf } from './form.ts';
import type { FakeStripeState } from './state.ts';

export interface TApiRequest {
  form: TForm;
  params: Record<string, string>;
  requestId: string;
}

export interface TApiRoute {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  handle: (request: TApiRequest) => unknown | Promise<unknown>;
}

function authError(request: TRecordedRequest, secretKey: string): FakeStripeError | undefined {
  const header = request.headers.authorization ?? '';
  if (header === `Bearer ${secretKey}`) return undefined;
  if (!header) {
    return new FakeStripeError(
      401,
      'invalid_request_error',
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      'api_key_missing',
    );
  }
  const given = header.replace(/^Bearer\s+/i, '');
  return new FakeStripeError(
    401,
    'invalid_request_error',
    `Invalid API Key provided: ${given.slice(0, 8)}${'*'.repeat(Math.max(0, given.length - 12))}${given.slice(-4)}`,
    'api_key_invalid',
  );
}

/** Wraps the API routes with the key check, form parsing, expansion, idempotency and errors. */
export function apiRoutes(routes: TApiRoute[], options: { secretKey: string; state: FakeStripeState }): TFakeRoute[] {
  const replays = new Map<string, { fingerprint: string; answer: TFakeResponse }>();
  return routes.map((route) => ({
    method: route.method,
    path: route.path,
    respond: async (request: TRecordedRequest): Promise<TFakeResponse> => {
      const requestId = options.state.newId('req', 14);
      const refused = authError(request, options.secretKey);
      if (refused) return errorResponse(refused, requestId);
      const idempotencyKey = route.method === 'POST' ? request.headers['idempotency-key'] : undefined;
      const fingerprint = `${route.method} ${request.path} ${request.body}`;
      if (typeof idempotencyKey === 'string') {
        const earlier = replays.get(idempotencyKey);
        if (earlier && earlier.fingerprint !== fingerprint) {
          return errorResponse(
            new FakeStripeError(
              400,
              'idempotency_error',
              `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            ),
            requestId,
          );
        }
        if (earlier)
          return { ...earlier.answer, headers: { ...earlier.answer.headers, 'idempotent-replayed': 'true' } };
      }
      const form = parseStripeForm(route.method === 'POST' ? request.body : request.query);
      let answer: TFakeResponse;
      try {
        const result = await route.handle({ form, params: request.params, requestId });
        const paths = itemsOf(form.expand)
          .map(textOf)
          .filter((path): path is string => Boolean(path));
        answer = {
          status: 200,
          headers: { 'request-id': requestId, 'stripe-version': FAKE_API_VERSION },
          body: expand(result, paths, (id) => options.state.lookup(id)),
        };
      } catch (error) {
        if (!(error instanceof FakeStripeError)) throw error;
        answer = errorResponse(error, requestId);
      }
      if (typeof idempotencyKey === 'string') replays.set(idempotencyKey, { fingerprint, answer });
      return answer;
    },
  }));
}
