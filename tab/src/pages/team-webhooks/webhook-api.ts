/**
 * The reads and actions of /team/settings/webhooks, all through the app's client (same-origin
 * cookies, CSRF header, JSON answers checked with zod, failures as ApiError).
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZFormOk } from '../../../../shared/accounts.ts';
import {
  type TOutgoingWebhookUpdate,
  ZTeamWebhooksContext,
  ZWebhookSecretAnswer,
} from '../../../../shared/outgoing-webhooks.ts';
import { apiGet, apiPost, apiSend } from '../../api/client.ts';

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

/** Enables, disables or edits an endpoint. */
export const updateWebhook = (id: string, change: TOutgoingWebhookUpdate) =>
  apiSend('PATCH', endpointPath(id), change, ZFormOk);
/** Deletes an endpoint and its deliveries. */
export const deleteWebhook = (id: string) => apiSend('DELETE', endpointPath(id), undefined, ZFormOk);
/** The endpoint's signing secret. */
export const revealSecret = (id: string) => apiPost(`${endpointPath(id)}/secret`, {}, ZWebhookSecretAnswer);
/** A new signing secret (the old one stops verifying). */
export const rotateSecret = (id: string) => apiPost(`${endpointPath(id)}/rotate_secret`, {}, ZWebhookSecretAnswer);
/** Queues a ping to the endpoint. */
export const sendTest = (id: string) =>
  apiPost(`${endpointPath(id)}/test`, {}, z.object({ ok: z.literal(true), message: z.string() }));
