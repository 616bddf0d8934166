/**
 * Fake GitHub (OAuth app web flow + REST API v3) for the personal GitHub connection. From GitHub's
 * docs "Authorizing OAuth apps" (GET /login/oauth/authorize, POST /login/oauth/access_token with
 * Accept: application/json; a bad code answers 200 {error: 'bad_verification_code'}), "Get the
 * authenticated user" (GET /user), "List repositories for the authenticated user" (GET
 * /user/repos), "Search issues and pull requests" (GET /search/issues, `repo:` and `is:` qualifiers)
 * and "Delete an app authorization" (DELETE /applications/{client_id}/grant, Basic client auth).
 * One server answers both GITHUB_URL and GITHUB_API_URL.
 */
import { startFakeServer, type TFakeServer } from '../fake-server.ts';
import { installOAuth, type TOAuthFake, unauthorized } from './oauth-provider-fake.ts';

export interface TGithubIssue {
  id: number;
  number: number;
  title: string;
  repo: string;
  pr?: boolean;
  state?: 'open' | 'closed';
}

export interface TGithubFake {
  server: TFakeServer;
  oauth: TOAuthFake;
  /** GITHUB_* settings pointing at the fake. */
  env: Record<string, string>;
  users: Map<string, { id: number; login: string; name: string }>;
  repos: Array<{ id: number; full_name: string }>;
  issues: TGithubIssue[];
  close(): Promise<void>;
}

/** Starts the fake with one user (octo-ada), two repositories and a few issues and pull requests. */
export async function startGithubFake(): Promise<TGithubFake> {
  const server = await startFakeServer('github');
  const settings = {
    clientId: 'Iv1.fakegithubclient',
    clientSecret: 'github-secret-0123456789',
    authorizePath: '/login/oauth/authorize',
    tokenPath: '/login/oauth/access_token',
    pkce: false,
    expiresIn: null,
    rotateRefresh: false,
    errorsAs200: true,
  };
  const oauth = installOAuth(server, settings, 'octo-ada');
  const users = new Map([['octo-ada', { id: 583231, login: 'octo-ada', name: 'Ada Octo' }]]);
  const repos = [
    { id: 1296269, full_name: 'acme/rocket' },
    { id: 1296270, full_name: 'acme/launchpad' },
  ];
  const issues: TGithubIssue[] = [
    { id: 1001, number: 42, title: 'Fuel gauge reads empty after restart', repo: 'acme/rocket' },
    { id: 1002, number: 43, title: 'Fuel pump retries forever', repo: 'acme/rocket', pr: true },
    { id: 1003, number: 7, title: 'Countdown skips a second', repo: 'acme/launchpad' },
  ];
  const base = server.url;

  server.on({
    method: 'GET',
    path: '/user',
    respond: (request) => {
      const login = oauth.userOf(request);
      const user = login ? users.get(login) : undefined;
      return user ? { body: { ...user, type: 'User', html_url: `https://github.com/${user.login}` } } : unauthorized();
    },
  });
  server.on({
    method: 'GET',
    path: '/user/repos',
    respond: (request) =>
      oauth.userOf(request)
        ? {
            body: repos.map((repo) => ({
              ...repo,
              name: repo.full_name.split('/')[1],
              private: false,
              html_url: `https://github.com/${repo.full_name}`,
            })),
          }
        : unauthorized(),
  });
  server.on({
    method: 'GET',
    path: '/search/issues',
    respond: (request) => {
      if (!oauth.userOf(request)) return unauthorized();
      const q = request.query.get('q') ?? '';
      const terms = q.split(/\s+/).filter(Boolean);
      const repo = terms.find((term) => term.startsWith('repo:'))?.slice(5);
      const wantPr = terms.includes('is:pr');
      const words = terms.filter((term) => !term.includes(':')).map((word) => word.toLowerCase());
      const items = issues
        .filter((issue) => (!repo || issue.repo === repo) && Boolean(issue.pr) === wantPr)
        .filter((issue) => words.every((word) => issue.title.toLowerCase().includes(word)))
        .map((issue) => ({
          id: issue.id,
          number: issue.number,
          title: issue.title,
          state: issue.state ?? 'open',
          html_url: `https://github.com/${issue.repo}/${issue.pr ? 'pull' : 'issues'}/${issue.number}`,
          repository_url: `${base}/repos/${issue.repo}`,
          ...(issue.pr ? { pull_request: { url: `${base}/repos/${issue.repo}/pulls/${issue.number}` } } : {}),
        }));
      return { body: { total_count: items.length, incomplete_results: false, items } };
    },
  });
  server.on({
    method: 'DELETE',
    path: '/applications/:clientId/grant',
    respond: (request) => {
      const basic = Buffer.from((request.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString();
      if (basic !== `${settings.clientId}:${settings.clientSecret}` || request.params.clientId !== settings.clientId) {
        return unauthorized();
      }
      return { status: 204 };
    },
  });

  return {
    server,
    oauth,
    env: {
      GITHUB_CLIENT_ID: settings.clientId,
      GITHUB_CLIENT_SECRET: settings.clientSecret,
      GITHUB_URL: server.url,
      GITHUB_API_URL: server.url,
    },
    users,
    repos,
    issues,
    close: () => server.close(),
  };
}
