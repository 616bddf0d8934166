/**
 * Jira Cloud through Atlassian OAuth 2.0 (3LO): auth.atlassian.com/authorize with
 * audience=api.atlassian.com and the scopes read:jira-work read:jira-user offline_access; POST
 * /oauth/token for the code and for refreshes (access tokens last an hour; refresh tokens rotate);
 * GET /oauth/token/accessible-resources lists the sites (cloud ids) the grant reaches, which are
 * the panel's workspaces; a search is GET /ex/jira/{cloudId}/rest/api/3/search/jql with a `text ~`
 * JQL. Who connected is /rest/api/3/myself on the first site.
 */

import type { TToolChoice } from '../../../../shared/work-tools.ts';
import { WORK_TOOL_LIMITS } from '../../../../shared/work-tools.ts';
import type { TEnv } from '../../../env.ts';
import { textOf, toolFetch } from '../tool-http.ts';
import { boundedChoices, type TToolProvider } from '../tool-provider.ts';
import { authorizeUrlOf, requestTokens } from './oauth2.ts';

const SCOPES = 'read:jira-work read:jira-user offline_access';
const CLOUD_ID = /^[A-Za-z0-9-]{1,100}$/;

const api = (env: TEnv, path: string) => new URL(path, env.ATLASSIAN_API_URL).toString();
const client = (env: TEnv) => ({ client_id: env.ATLASSIAN_CLIENT_ID, client_secret: env.ATLASSIAN_CLIENT_SECRET });

/** The Jira sites a token reaches (id = cloud id, with the site's URL). */
async function sitesOf(env: TEnv, token: string): Promise<TToolChoice[]> {
  const resources = await toolFetch<unknown>(api(env, '/oauth/token/accessible-resources'), { token });
  if (!Array.isArray(resources)) return [];
  return boundedChoices(
    resources.flatMap((resource: Record<string, unknown>) => {
      const id = textOf(resource?.id, 100);
      const url = textOf(resource?.url, 300);
      if (!id || !CLOUD_ID.test(id) || !url || !/^https?:\/\//.test(url)) return [];
      return [{ id, name: textOf(resource.name, 200) ?? url, url }];
    }),
  );
}

/** A JQL string literal of the person's words (quotes and backslashes escaped). */
export function jqlText(query: string): string {
  return `"${query.replace(/[\\"]/g, (char) => `\\${char}`)}"`;
}

export const jiraProvider: TToolProvider = {
  service: 'jira',
  flow: 'redirect',
  available: (env) => Boolean(env.ATLASSIAN_CLIENT_ID && env.ATLASSIAN_CLIENT_SECRET),
  authorizeUrl: (env, { state, redirectUri }) =>
    authorizeUrlOf(
      env.ATLASSIAN_AUTH_URL,
      '/authorize',
      {
        audience: 'api.atlassian.com',
        client_id: env.ATLASSIAN_CLIENT_ID ?? '',
        scope: SCOPES,
        redirect_uri: redirectUri,
        state,
        response_type: 'code',
        prompt: 'consent',
      },
      null,
    ),
  exchange: (env, { code, redirectUri }) =>
    requestTokens(new URL('/oauth/token', env.ATLASSIAN_AUTH_URL).toString(), {
      json: { grant_type: 'authorization_code', ...client(env), code, redirect_uri: redirectUri },
    }),
  refresh: (env, refreshToken) =>
    requestTokens(
      new URL('/oauth/token', env.ATLASSIAN_AUTH_URL).toString(),
      { json: { grant_type: 'refresh_token', ...client(env), refresh_token: refreshToken } },
      refreshToken,
    ),
  async identify(env, tokens) {
    const sites = await sitesOf(env, tokens.accessToken);
    const first = sites[0];
    if (!first) return { externalId: null, externalName: null, meta: { sites } };
    const me = await toolFetch<Record<string, unknown>>(api(env, `/ex/jira/${first.id}/rest/api/3/myself`), {
      token: tokens.accessToken,
    });
    return {
      externalId: textOf(me?.accountId, 200),
      externalName: textOf(me?.displayName, 200) ?? textOf(me?.emailAddress, 200),
      meta: { sites },
    };
  },
  async data(env, connection) {
    return { workspaces: await sitesOf(env, connection.accessToken) };
  },
  async search(env, connection, body) {
    const cloudId = String(body.workspace_gid ?? '');
    if (!CLOUD_ID.test(cloudId)) return [];
    const known = Array.isArray(connection.meta.sites) ? (connection.meta.sites as TToolChoice[]) : [];
    const sites = known.some((site) => site.id === cloudId) ? known : await sitesOf(env, connection.accessToken);
    const site = sites.find((one) => one.id === cloudId);
    if (!site?.url) return [];
    const query = String(body.query ?? '').trim();
    const jql = query ? `text ~ ${jqlText(query)} ORDER BY updated DESC` : 'ORDER BY updated DESC';
    const url = new URL(api(env, `/ex/jira/${cloudId}/rest/api/3/search/jql`));
    url.searchParams.set('jql', jql);
    url.searchParams.set('maxResults', String(WORK_TOOL_LIMITS.maxResults));
    url.searchParams.set('fields', 'summary,status,project');
    const answer = await toolFetch<{ issues?: unknown }>(url.toString(), { token: connection.accessToken });
    const issues = Array.isArray(answer?.issues) ? answer.issues : [];
    return issues.slice(0, WORK_TOOL_LIMITS.maxResults).flatMap((issue: Record<string, unknown>) => {
      const key = textOf(issue?.key, 50);
      const fields = (issue?.fields ?? {}) as Record<string, Record<string, unknown> | unknown>;
      const summary = textOf(fields.summary, 300);
      if (!key || !/^[A-Z][A-Z0-9_]*-[0-9]+$/.test(key) || !summary) return [];
      const status = textOf((fields.status as Record<string, unknown> | undefined)?.name, 50);
      const project = textOf((fields.project as Record<string, unknown> | undefined)?.name, 100);
      return [
        {
          id: textOf(issue.id, 50) ?? key,
          title: `${key} ${summary}`,
          url: `${site.url!.replace(/\/+$/, '')}/browse/${key}`,
          detail: [project, status].filter(Boolean).join(' · ') || undefined,
        },
      ];
    });
  },
};
