/**
 * The marketplace pages' JSON reads as TanStack Query options, each checked against its shared
 * schema (shared/marketplace-api.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import { ZMarketplaceActivationContext, ZMarketplaceStatus } from '../../../../shared/marketplace-api.ts';
import { apiGet } from '../../api/client.ts';

/** GET /api/v1/marketplace/status: whether this server takes marketplace subscriptions. */
export const marketplaceStatusQuery = () =>
  queryOptions({
    queryKey: ['marketplace', 'status'],
    queryFn: ({ signal }) => apiGet('/api/v1/marketplace/status', ZMarketplaceStatus, { signal }),
  });

/** GET /api/v1/marketplace/activation?token=: the subscription the landing token names, or 'error'. */
export const marketplaceActivationQuery = (token: string) =>
  queryOptions({
    queryKey: ['marketplace', 'activation', token],
    queryFn: ({ signal }) =>
      apiGet(`/api/v1/marketplace/activation?token=${encodeURIComponent(token)}`, ZMarketplaceActivationContext, {
        signal,
      }),
  });
