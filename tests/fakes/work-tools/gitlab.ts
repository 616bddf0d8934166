/**
 * Fake GitLab (OAuth 2.0 provider with PKCE + REST API v4). From GitLab's docs "OAuth 2.0 identity
 * provider API" (GET /oauth/authorize with code_challenge S256, POST /oauth/token for
 * authorization_code and refresh_token, two-hour tokens whose refresh token rotates, POST
 * /oauth/revoke), "Users API" (GET /api/v4/user), "Projects API" (GET /api/v4/projects?membership=true)
 * and "Issues API" (GET /api/v4/projects/:id/issues?search=).
 */
import { startFakeServer, type TFakeServer } from '../fake-server.ts';
import { installOAuth, type TOAuthFake, unauthorized } from './oauth-provider-fake.ts';

export interface TGitlabFake {
  server: TFakeServer;
  oauth: TOAuthFake;
  env: Record<string, string>;
  close(): Promise<void>;
}

const PROJECTS = [
  { id: 278964, path_with_namespace: 'acme/orbiter', name: 'orbiter' },
  { id: 278965, path_with_namespace: 'acme/ground-control', name: 'ground-control' },
];
const ISSUES = [
  { id: 9001, iid: 12, project_id: 278964, title: 'Telemetry drops every hour', state: 'opened' },
  { id: 9002, iid: 13, project_id: 278964, title: 'Dock alignment drifts', state: 'closed' },
];

/** Starts the fake with one user (gl-grace). */
export async function startGitlabFake(): Promise<TGitlabFake> {
  const server = await startFakeServer('gitlab');
  const settings = {
    clientId: 'gitlab-app-id-0001',
    clientSecret: 'gloas-fake-secret',
    authorizePath: '/oauth/authorize',
    tokenPath: '/oauth/token',
    pkce: true,
    expiresIn: 7200,
    rotateRefresh: true,
  };
  const oauth = installOAuth(server, settings, 'gl-grace');
  const guard = (request: Parameters<TOAuthFake['userOf']>[0]) => oauth.userOf(request);
  const web = 'https://gitlab.example.com';

  server.on({
    method: 'GET',
    path: '/api/v4/user',
    respond: (request) =>
      guard(request)
        ? {
            body: { id: 4021, username: 'gl-grace', name: 'Grace Hopper', email: 'grace@example.com', state: 'active' },
          }
        : unauthorized({ message: '401 Unauthorized' }),
  });
  server.on({
    method: 'GET',
    path: '/api/v4/projects',
    respond: (request) =>
      guard(request)
        ? { body: PROJECTS.map((project) => ({ ...project, web_url: `${web}/${project.path_with_namespace}` })) }
        : unauthorized({ message: '401 Unauthorized' }),
  });
  server.on({
    method: 'GET',
    path: '/api/v4/projects/:id/issues',
    respond: (request) => {
      if (!guard(request)) return unauthorized({ message: '401 Unauthorized' });
      const project = PROJECTS.find((one) => String(one.id) === request.params.id);
      if (!project) return { status: 404, body: { message: '404 Project Not Found' } };
      const search = (request.query.get('search') ?? '').toLowerCase();
      return {
        body: ISSUES.filter(
          (issue) => issue.project_id === project.id && issue.title.toLowerCase().includes(search),
        ).map((issue) => ({ ...issue, web_url: `${web}/${project.path_with_namespace}/-/issues/${issue.iid}` })),
      };
    },
  });
  server.on({ method: 'POST', path: '/oauth/revoke', respond: () => ({ body: {} }) });

  return {
    server,
    oauth,
    env: { GITLAB_CLIENT_ID: settings.clientId, GITLAB_CLIENT_SECRET: settings.clientSecret, GITLAB_URL: server.url },
    close: () => server.close(),
  };
}
