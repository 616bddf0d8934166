/** The Slack confirm screen's read, as a TanStack query keyed by its API address. */
import { queryOptions } from '@tanstack/react-query';
import { ZSlackConnectContext } from '../../../../../shared/slack.ts';
import { apiGet } from '../../../api/client.ts';

/** GET /api/v1/connect/slack/{slug}/confirm/: the workspace being connected and what the viewer may do. */
export const slackConnectQuery = (pagePath: string) => {
  const path = pagePath.endsWith('/') ? pagePath : `${pagePath}/`;
  const apiPath = `/api/v1${path}`;
  return queryOptions({
    queryKey: ['slack', 'connect', apiPath],
    queryFn: ({ signal }) => apiGet(apiPath, ZSlackConnectContext, { signal }),
  });
};
