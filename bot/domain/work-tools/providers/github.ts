/**
 * GitHub (OAuth app web flow): /login/oauth/authorize, then POST /login/oauth/access_token with
 * Accept: application/json; GET /user is who connected; the panel's repos are GET
 * /user/repos?per_page=100&sort=pushed; a search is GET /search/issues with `repo:` and `is:pr` or
 * `is:issue` qualifiers. Disconnect revokes the grant (DELETE /applications/{client_id}/grant).
 * OAuth app tokens do not expire, so there is no refresh.
 */
import { z } from 'zod';
import { WORK_TOOL_LIMITS } from '../../../../shared/work-tools.ts';
import { textOf, toolFetch } from '../tool-http.ts';
import { boundedChoices, ToolUnavailableError, type TToolProvider } from '../tool-provider.ts';
import { authorizeUrlOf, requestTokens } from './oauth2.ts';

/** Scopes: private repositories' issues and pull requests, and the profile. */
const SCOPES = 'repo read:user';
const ZRepoName = z.string().regex(/^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/);

const api = (env: Parameters<TToolProvider['available']>[0], path: string) =>
  new URL(path, env.GITHUB_API_URL).toString();
const headers = { accept: 'application/vnd.github+json', 'x-github-api-version': '2022-11-28' };

/** A GitHub search text: the person's words, without qualifier syntax they did not mean. */
function searchWords(query: string): string {
  return query.replace(/[:"]/g, ' ').replace(/\s+/g, ' ').trim();
}

export const githubProvider: TToolProvider = {
  service: 'github',
  flow: 'redirect',
  available: (env) => Boolean(env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET),
  authorizeUrl: (env, { state, redirectUri }) =>
    authorizeUrlOf(
      env.GITHUB_URL,
      '/login/oauth/authorize',
      { client_id: env.GITHUB_CLIENT_ID ?? '', redirect_uri: redirectUri, scope: SCOPES, state, allow_signup: 'false' },
      null,
    ),
  exchange: (env, { code, redirectUri }) =>
    requestTokens(new URL('/login/oauth/access_token', env.GITHUB_URL).toString(), {
      json: {
        client_id: env.GITHUB_CLIENT_ID,
        client_secret: env.GITHUB_CLIENT_SECRET,
        code,
        redirect_uri: redirectUri,
      },
    }),
  async identify(env, tokens) {
    const user = await toolFetch<{ id?: unknown; login?: unknown }>(api(env, '/user'), {
      token: tokens.accessToken,
      headers,
    });
    return { externalId: textOf(user?.id, 100), externalName: textOf(user?.login, 100), meta: {} };
  },
  async data(env, connection) {
    const repos = await toolFetch<unknown>(api(env, '/user/repos?per_page=100&sort=pushed'), {
      token: connection.accessToken,
      headers,
    });
    if (!Array.isArray(repos)) throw new ToolUnavailableError('GitHub answered no repository list.');
    return {
      repos: boundedChoices(
        repos.flatMap((repo: { full_name?: unknown; html_url?: unknown }) => {
          const name = textOf(repo?.full_name, 201);
          return name ? [{ id: name, name, url: textOf(repo.html_url, 500) ?? undefined }] : [];
        }),
      ),
    };
  },
  async search(env, connection, body) {
    const repo = ZRepoName.safeParse(body.repo);
    if (!repo.success) return [];
    const kind = body.type === 'pr' ? 'is:pr' : 'is:issue';
    const q = `${searchWords(String(body.query ?? ''))} repo:${repo.data} ${kind}`.trim();
    const url = new URL(api(env, '/search/issues'));
    url.searchParams.set('q', q);
    url.searchParams.set('per_page', String(WORK_TOOL_LIMITS.maxResults));
    const answer = await toolFetch<{ items?: unknown }>(url.toString(), { token: connection.accessToken, headers });
    const items = Array.isArray(answer?.items) ? answer.items : [];
    return items.slice(0, WORK_TOOL_LIMITS.maxResults).flatMap((item: Record<string, unknown>) => {
      const id = textOf(item?.id, 100);
      const title = textOf(item?.title, 300);
      const url = textOf(item?.html_url, 500);
      if (!id || !title || !url) return [];
      return [
        {
          id,
          title: `#${textOf(item.number, 20) ?? ''} ${title}`.trim(),
          url,
          detail: `${repo.data} · ${textOf(item.state, 20) ?? ''}`,
        },
      ];
    });
  },
  async revoke(env, connection) {
    await toolFetch(api(env, `/applications/${encodeURIComponent(env.GITHUB_CLIENT_ID ?? '')}/grant`), {
      method: 'DELETE',
      basic: { user: env.GITHUB_CLIENT_ID ?? '', password: env.GITHUB_CLIENT_SECRET ?? '' },
      json: { access_token: connection.accessToken },
      headers,
      authStatuses: [],
    });
  },
};
