/**
 * Microsoft Planner through Microsoft Graph (scopes User.Read, Tasks.Read, offline_access): who
 * connected is GET /v1.0/me; search_planner_tasks (request_type 'assigned') reads the tasks
 * assigned to the person, GET /v1.0/me/planner/tasks, and keeps those whose title holds the query
 * (case-insensitive). Planner has no places to choose, so there is no data call.
 */
import { WORK_TOOL_LIMITS } from '../../../../shared/work-tools.ts';
import type { TEnv } from '../../../env.ts';
import { textOf, toolFetch } from '../tool-http.ts';
import type { TToolProvider } from '../tool-provider.ts';
import { microsoftOAuth } from './microsoft-oauth.ts';

const SCOPE = 'User.Read Tasks.Read offline_access';
/** Designed: the pages of assigned tasks read for one search (Graph pages them by its own size). */
const MAX_PAGES = 5;
/** Where a Planner task opens on the web. */
const TASK_WEB_URL = 'https://tasks.office.com/Home/Task/';

const graph = (env: TEnv, path: string) => new URL(path, env.MICROSOFT_GRAPH_URL).toString();

export const plannerProvider: TToolProvider = {
  service: 'planner',
  ...microsoftOAuth(SCOPE),
  async identify(env, tokens) {
    const me = await toolFetch<Record<string, unknown>>(graph(env, '/v1.0/me'), { token: tokens.accessToken });
    return {
      externalId: textOf(me?.id, 100),
      externalName: textOf(me?.userPrincipalName, 254) ?? textOf(me?.mail, 254) ?? textOf(me?.displayName, 200),
      meta: {},
    };
  },
  async search(env, connection, body) {
    const words = String(body.query ?? '')
      .trim()
      .toLowerCase();
    const graphOrigin = new URL(env.MICROSOFT_GRAPH_URL).origin;
    const found: Array<{ id: string; title: string; url: string; detail?: string }> = [];
    let next: string | null = graph(env, '/v1.0/me/planner/tasks');
    for (let page = 0; next && page < MAX_PAGES && found.length < WORK_TOOL_LIMITS.maxResults; page++) {
      const answer: { value?: unknown; '@odata.nextLink'?: unknown } = await toolFetch(next, {
        token: connection.accessToken,
      });
      for (const task of Array.isArray(answer?.value) ? answer.value : []) {
        const id = textOf((task as Record<string, unknown>)?.id, 100);
        const title = textOf((task as Record<string, unknown>)?.title, 300);
        if (!id || !title?.toLowerCase().includes(words)) continue;
        const percent = (task as Record<string, unknown>).percentComplete;
        found.push({
          id,
          title,
          url: `${TASK_WEB_URL}${encodeURIComponent(id)}`,
          detail: typeof percent === 'number' ? `${percent}% complete` : undefined,
        });
      }
      const link = textOf(answer?.['@odata.nextLink'], 2000);
      // Follow Graph's own next links only (never another host a body names).
      next = link && URL.canParse(link) && new URL(link).origin === graphOrigin ? link : null;
    }
    return found.slice(0, WORK_TOOL_LIMITS.maxResults);
  },
};
