/**
 * GitLab (GitLab.com or self-managed at GITLAB_URL): OAuth 2.0 authorization code with PKCE S256
 * (/oauth/authorize, POST /oauth/token; access tokens last two hours and refresh with
 * grant_type=refresh_token); GET /api/v4/user is who connected; the panel's projects are
 * /api/v4/projects?membership=true; a search is /api/v4/projects/{id}/issues?search=. Disconnect
 * revokes the token (POST /oauth/revoke).
 */
import { WORK_TOOL_LIMITS } from '../../../../shared/work-tools.ts';
import type { TEnv } from '../../../env.ts';
import { textOf, toolFetch } from '../tool-http.ts';
import { boundedChoices, ToolUnavailableError, type TToolProvider } from '../tool-provider.ts';
import { authorizeUrlOf, requestTokens } from './oauth2.ts';

const SCOPES = 'read_api read_user';
const PROJECT_ID = /^[0-9]{1,20}$/;

const at = (env: TEnv, path: string) => new URL(path, env.GITLAB_URL).toString();
const client = (env: TEnv) => ({
  client_id: env.GITLAB_CLIENT_ID ?? '',
  client_secret: env.GITLAB_CLIENT_SECRET ?? '',
});

export const gitlabProvider: TToolProvider = {
  service: 'gitlab',
  flow: 'redirect',
  available: (env) => Boolean(env.GITLAB_CLIENT_ID && env.GITLAB_CLIENT_SECRET),
  authorizeUrl: (env, { state, redirectUri, codeVerifier }) =>
    authorizeUrlOf(
      env.GITLAB_URL,
      '/oauth/authorize',
      { client_id: env.GITLAB_CLIENT_ID ?? '', redirect_uri: redirectUri, response_type: 'code', scope: SCOPES, state },
      codeVerifier,
    ),
  exchange: (env, { code, redirectUri, codeVerifier }) =>
    requestTokens(at(env, '/oauth/token'), {
      form: {
        ...client(env),
        code,
        grant_type: 'authorization_code',
        redirect_uri: redirectUri,
        ...(codeVerifier ? { code_verifier: codeVerifier } : {}),
      },
    }),
  refresh: (env, refreshToken) =>
    requestTokens(
      at(env, '/oauth/token'),
      {
        form: {
          ...client(env),
          refresh_token: refreshToken,
          grant_type: 'refresh_token',
          redirect_uri: `${env.PUBLIC_URL}/oauth/callback/gitlab/`,
        },
      },
      refreshToken,
    ),
  async identify(env, tokens) {
    const user = await toolFetch<{ id?: unknown; username?: unknown }>(at(env, '/api/v4/user'), {
      token: tokens.accessToken,
    });
    return { externalId: textOf(user?.id, 100), externalName: textOf(user?.username, 100), meta: {} };
  },
  async data(env, connection) {
    const projects = await toolFetch<unknown>(
      at(env, '/api/v4/projects?membership=true&simple=true&order_by=last_activity_at&per_page=100'),
      { token: connection.accessToken },
    );
    if (!Array.isArray(projects)) throw new ToolUnavailableError('GitLab answered no project list.');
    return {
      repos: boundedChoices(
        projects.flatMap((project: Record<string, unknown>) => {
          const id = textOf(project?.id, 20);
          const name = textOf(project?.path_with_namespace, 300);
          return id && name ? [{ id, name, url: textOf(project.web_url, 500) ?? undefined }] : [];
        }),
      ),
    };
  },
  async search(env, connection, body) {
    const project = String(body.repo ?? '');
    if (!PROJECT_ID.test(project)) return [];
    const url = new URL(at(env, `/api/v4/projects/${project}/issues`));
    url.searchParams.set('search', String(body.query ?? ''));
    url.searchParams.set('per_page', String(WORK_TOOL_LIMITS.maxResults));
    url.searchParams.set('order_by', 'updated_at');
    const issues = await toolFetch<unknown>(url.toString(), { token: connection.accessToken });
    if (!Array.isArray(issues)) return [];
    return issues.slice(0, WORK_TOOL_LIMITS.maxResults).flatMap((issue: Record<string, unknown>) => {
      const id = textOf(issue?.id, 20);
      const title = textOf(issue?.title, 300);
      const link = textOf(issue?.web_url, 500);
      if (!id || !title || !link) return [];
      return [
        {
          id,
          title: `#${textOf(issue.iid, 20) ?? ''} ${title}`.trim(),
          url: link,
          detail: textOf(issue.state, 30) ?? undefined,
        },
      ];
    });
  },
  async revoke(env, connection) {
    await toolFetch(at(env, '/oauth/revoke'), {
      form: { ...client(env), token: connection.accessToken },
      authStatuses: [],
    });
  },
};
