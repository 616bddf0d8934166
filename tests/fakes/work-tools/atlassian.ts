/**
 * Fake Atlassian (OAuth 2.0 3LO + Jira Cloud REST v3) for the personal Jira connection. From
 * Atlassian's docs "OAuth 2.0 (3LO) apps" (GET auth.atlassian.com/authorize with
 * audience=api.atlassian.com, POST /oauth/token with a JSON body for authorization_code and
 * refresh_token, one-hour tokens, rotating refresh tokens; GET
 * api.atlassian.com/oauth/token/accessible-resources), "Get current user" (/rest/api/3/myself) and
 * "Search for issues using JQL enhanced search" (GET /rest/api/3/search/jql), all under
 * /ex/jira/{cloudId}. One server answers ATLASSIAN_AUTH_URL and ATLASSIAN_API_URL.
 */
import { startFakeServer, type TFakeServer } from '../fake-server.ts';
import { installOAuth, type TOAuthFake, unauthorized } from './oauth-provider-fake.ts';

export const JIRA_CLOUD_ID = '11223344-a1b2-3b33-c444-def123456789';
const SITE_URL = 'https://acme.atlassian.net';
const ISSUES = [
  {
    id: '10042',
    key: 'OPS-42',
    summary: 'Rotate the staging certificates',
    status: 'In Progress',
    project: 'Operations',
  },
  { id: '10043', key: 'OPS-43', summary: 'Staging database backup fails', status: 'To Do', project: 'Operations' },
];

export interface TAtlassianFake {
  server: TFakeServer;
  oauth: TOAuthFake;
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Starts the fake with one user on one site (acme.atlassian.net). */
export async function startAtlassianFake(): Promise<TAtlassianFake> {
  const server = await startFakeServer('atlassian');
  const settings = {
    clientId: 'atlassian-client-abc',
    clientSecret: 'atlassian-secret-xyz',
    authorizePath: '/authorize',
    tokenPath: '/oauth/token',
    pkce: false,
    expiresIn: 3600,
    rotateRefresh: true,
  };
  const oauth = installOAuth(server, settings, '5b10ac8d82e05b22cc7d4ef5');
  const refuse = () => unauthorized({ code: 401, message: 'Unauthorized' });

  server.on({
    method: 'GET',
    path: '/oauth/token/accessible-resources',
    respond: (request) =>
      oauth.userOf(request)
        ? {
            body: [
              {
                id: JIRA_CLOUD_ID,
                url: SITE_URL,
                name: 'acme',
                scopes: ['read:jira-work', 'read:jira-user'],
                avatarUrl: 'https://site-admin-avatar-cdn.prod.public.atl-paas.net/avatars/240/rocket.png',
              },
            ],
          }
        : refuse(),
  });
  server.on({
    method: 'GET',
    path: '/ex/jira/:cloudId/rest/api/3/myself',
    respond: (request) => {
      const accountId = oauth.userOf(request);
      if (!accountId) return refuse();
      if (request.params.cloudId !== JIRA_CLOUD_ID) return { status: 404, body: { errorMessages: ['Site not found'] } };
      return {
        body: {
          accountId,
          accountType: 'atlassian',
          displayName: 'Linus Ops',
          emailAddress: 'linus@acme.example',
          active: true,
        },
      };
    },
  });
  server.on({
    method: 'GET',
    path: '/ex/jira/:cloudId/rest/api/3/search/jql',
    respond: (request) => {
      if (!oauth.userOf(request)) return refuse();
      if (request.params.cloudId !== JIRA_CLOUD_ID) return { status: 404, body: { errorMessages: ['Site not found'] } };
      const jql = request.query.get('jql') ?? '';
      const text = /text ~ "((?:[^"\\]|\\.)*)"/.exec(jql)?.[1]?.replace(/\\(.)/g, '$1').toLowerCase() ?? '';
      const issues = ISSUES.filter((issue) => issue.summary.toLowerCase().includes(text)).map((issue) => ({
        id: issue.id,
        key: issue.key,
        self: `${server.url}/ex/jira/${JIRA_CLOUD_ID}/rest/api/3/issue/${issue.id}`,
        fields: {
          summary: issue.summary,
          status: { name: issue.status },
          project: { name: issue.project, key: 'OPS' },
        },
      }));
      return { body: { issues, isLast: true } };
    },
  });

  return {
    server,
    oauth,
    env: {
      ATLASSIAN_CLIENT_ID: settings.clientId,
      ATLASSIAN_CLIENT_SECRET: settings.clientSecret,
      ATLASSIAN_AUTH_URL: server.url,
      ATLASSIAN_API_URL: server.url,
    },
    close: () => server.close(),
  };
}
