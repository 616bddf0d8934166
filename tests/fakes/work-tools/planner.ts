/**
 * Fake Microsoft Planner behind the Microsoft identity platform. From Microsoft's docs "OAuth 2.0
 * authorization code flow" (PKCE S256, form token requests, refresh_token grant; Microsoft does not
 * void a used refresh token), Graph "Get user" (GET /v1.0/me) and "List tasks" (GET
 * /v1.0/me/planner/tasks: the tasks assigned to the signed-in user, paged with @odata.nextLink).
 * One server answers MICROSOFT_LOGIN_URL and MICROSOFT_GRAPH_URL.
 */
import { startFakeServer, type TFakeServer } from '../fake-server.ts';
import { installOAuth, type TOAuthFake, type TOAuthFakeSettings } from './oauth-provider-fake.ts';

/** The Microsoft app both Microsoft tool fakes expect (authority /organizations). */
export function microsoftOAuthSettings(): TOAuthFakeSettings {
  return {
    clientId: '6731de76-14a6-49ae-97bc-6eba6914391e',
    clientSecret: 'microsoft-fake-secret',
    authorizePath: '/organizations/oauth2/v2.0/authorize',
    tokenPath: '/organizations/oauth2/v2.0/token',
    pkce: true,
    expiresIn: 3600,
    rotateRefresh: false,
  };
}

const graphError = () => ({
  status: 401,
  body: { error: { code: 'InvalidAuthenticationToken', message: 'Access token has expired or is not yet valid.' } },
});
const TASKS = [
  { id: 'pla-task-01', title: 'Prepare the quarterly review deck', percentComplete: 50, planId: 'plan-1' },
  { id: 'pla-task-02', title: 'Book the REVIEW room', percentComplete: 0, planId: 'plan-1' },
  { id: 'pla-task-03', title: 'Order new badges', percentComplete: 100, planId: 'plan-2' },
];

export interface TPlannerFake {
  server: TFakeServer;
  oauth: TOAuthFake;
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Starts the fake: one person with three assigned tasks (served two to a page). */
export async function startPlannerFake(): Promise<TPlannerFake> {
  const server = await startFakeServer('planner');
  const settings = microsoftOAuthSettings();
  const oauth = installOAuth(server, settings, 'e4c3b2a1-0000-4000-8000-00000000b0b0');

  server.on({
    method: 'GET',
    path: '/v1.0/me',
    respond: (request) => {
      const id = oauth.userOf(request);
      if (!id) return graphError();
      return {
        body: { id, displayName: 'Bob Planner', mail: 'bob@contoso.example', userPrincipalName: 'bob@contoso.example' },
      };
    },
  });
  server.on({
    method: 'GET',
    path: '/v1.0/me/planner/tasks',
    respond: (request) => {
      if (!oauth.userOf(request)) return graphError();
      const skip = Number(request.query.get('$skip') ?? 0);
      const page = TASKS.slice(skip, skip + 2);
      const body: Record<string, unknown> = {
        '@odata.context': 'https://graph.microsoft.com/v1.0/$metadata#Collection(microsoft.graph.plannerTask)',
        value: page,
      };
      if (skip + 2 < TASKS.length) body['@odata.nextLink'] = `${server.url}/v1.0/me/planner/tasks?$skip=${skip + 2}`;
      return { body };
    },
  });

  return {
    server,
    oauth,
    env: {
      MICROSOFT_CLIENT_ID: settings.clientId,
      MICROSOFT_CLIENT_SECRET: settings.clientSecret,
      MICROSOFT_LOGIN_URL: server.url,
      MICROSOFT_GRAPH_URL: server.url,
    },
    close: () => server.close(),
  };
}
