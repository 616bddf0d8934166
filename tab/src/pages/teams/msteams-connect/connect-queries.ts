/** The confirm screen's read, as a TanStack query keyed by its API address (shared/msteams.ts). */
import { queryOptions } from '@tanstack/react-query';
import { ZMsTeamsGuestContext } from '../../../../../shared/install-register.ts';
import { msTeamsContextApiPath, ZMsTeamsConnectContext } from '../../../../../shared/msteams.ts';
import { apiGet } from '../../../api/client.ts';

/** GET /api/v1/connect/msteams/...: the team being connected and what the viewer may do with it. */
export const msTeamsConnectQuery = (pagePath: string, search: string) => {
  const apiPath = msTeamsContextApiPath(pagePath, search);
  return queryOptions({
    queryKey: ['msteams', 'connect', apiPath],
    queryFn: ({ signal }) => apiGet(apiPath, ZMsTeamsConnectContext, { signal }),
  });
};

/**
 * GET /api/v1/connect/{msteams|spark}/.../guest/: for a signed-out visitor, the install's slug (or
 * the link's refusal). One read for every platform whose bot sends a link: the address says which.
 */
export const connectGuestQuery = (pagePath: string, search: string) => {
  const apiPath = connectGuestApiPath(pagePath, search);
  return queryOptions({
    queryKey: ['connect', 'guest', apiPath],
    queryFn: ({ signal }) => apiGet(apiPath, ZMsTeamsGuestContext, { signal }),
  });
};

/** The guest read's address: the context's address with `guest/` before the query. */
export function connectGuestApiPath(pagePath: string, search: string): string {
  const path = pagePath.endsWith('/') ? pagePath : `${pagePath}/`;
  return `/api/v1${path}guest/${search}`;
}
