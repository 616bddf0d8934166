/** The confirm screen's read, as a TanStack query keyed by its API address (shared/msteams.ts). */
import { queryOptions } from '@tanstack/react-query';
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
