/**
 * The reads and actions of /team/settings/webhooks. GET and POST go through the app's client; the
 * REST verbs PATCH and DELETE are sent here the same way (same-origin cookies, CSRF header, JSON
 * answers checked with zod, failures as ApiError).
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZFormOk } from '../../../../shared/accounts.ts';
import {
  type TOutgoingWebhookUpdate,
  ZTeamWebhooksContext,
  ZWebhookSecretAnswer,
} from '../../../../shared/outgoing-webhooks.ts';
import { apiErrorFromResponse, networkError } from '../../api/api-error.ts';
import { apiGet, apiPost } from '../../api/client.ts';
import { csrfToken } from '../../api/csrf-token.ts';

export const WEBHOOKS_API = '/api/v1/team/webhooks';
export const WEBHOOKS_QUERY_KEY = ['team-webhooks'] as const;

/** The current team's endpoints; refreshed every few seconds while a delivery is on its way. */
export function useTeamWebhooks() {
  return useQuery({
    queryKey: WEBHOOKS_QUERY_KEY,
    queryFn: ({ signal }) => apiGet(WEBHOOKS_API, ZTeamWebhooksContext, { signal }),
    refetchInterval: (query) =>
      query.state.data?.endpoints.some((endpoint) =>
        endpoint.deliveries.some((delivery) => delivery.status === 'queued' || delivery.status === 'sending'),
      )
        ? 3_000
        : false,
  });
}

const endpointPath = (id: string) => `${WEBHOOKS_API}/${encodeURIComponent(id)}`;

async function sendVerb(method: 'PATCH' | 'DELETE', path: string, body?: unknown) {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        'X-CSRF-Token': csrfToken(),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch (cause) {
    throw networkError(cause);
  }
  if (!response.ok) throw await apiErrorFromResponse(response);
  return ZFormOk.parse(await response.json());
}

/** Enables, disables or edits an endpoint. */
export const updateWebhook = (id: string, change: TOutgoingWebhookUpdate) =>
  sendVerb('PATCH', endpointPath(id), change);
/** Deletes an endpoint and its deliveries. */
export const deleteWebhook = (id: string) => sendVerb('DELETE', endpointPath(id));
/** The endpoint's signing secret. */
export const revealSecret = (id: string) => apiPost(`${endpointPath(id)}/secret`, {}, ZWebhookSecretAnswer);
/** A new signing secret (the old one stops verifying). */
export const rotateSecret = (id: string) => apiPost(`${endpointPath(id)}/rotate_secret`, {}, ZWebhookSecretAnswer);
/** Queues a ping to the endpoint. */
export const sendTest = (id: string) =>
  apiPost(`${endpointPath(id)}/test`, {}, z.object({ ok: z.literal(true), message: z.string() }));
