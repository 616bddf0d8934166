/** The Webex pages' reads, as TanStack queries keyed by their API addresses (shared/webex.ts). */
import { queryOptions } from '@tanstack/react-query';
import { webexConfirmPath, ZWebexConnectContext, ZWebexSetup } from '../../../../../shared/webex.ts';
import { apiGet } from '../../../api/client.ts';

/** The API address of a welcome link's confirm screen: /api/v1/connect/spark/{slug}/confirm/. */
export function webexConnectApiPath(slug: string): string {
  return `/api/v1${webexConfirmPath(slug)}`;
}

/** GET /api/v1/connect/spark/{slug}/confirm/: the space being connected and what the viewer may do with it. */
export const webexConnectQuery = (slug: string) => {
  const apiPath = webexConnectApiPath(slug);
  return queryOptions({
    queryKey: ['webex', 'connect', apiPath],
    queryFn: ({ signal }) => apiGet(apiPath, ZWebexConnectContext, { signal }),
  });
};

/** GET /api/v1/platform/webex: whether this server runs a Webex bot, and its address to add. */
export const webexSetupQuery = () =>
  queryOptions({
    queryKey: ['platform', 'webex'],
    queryFn: ({ signal }) => apiGet('/api/v1/platform/webex', ZWebexSetup, { signal }),
  });
