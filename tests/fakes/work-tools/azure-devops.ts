/**
 * Fake Azure DevOps behind the Microsoft identity platform. From Microsoft's docs "OAuth 2.0
 * authorization code flow" (/organizations/oauth2/v2.0/authorize with PKCE S256 and
 * /organizations/oauth2/v2.0/token, form bodies, refresh_token grant), Azure DevOps REST 7.1
 * "Profiles - Get" (GET {vssps}/_apis/profile/profiles/me), "Accounts - List" (GET
 * {vssps}/_apis/accounts?memberId=), "Wiql - Query By Wiql" (POST {org}/_apis/wit/wiql) and
 * "Work Items - List" (GET {org}/_apis/wit/workitems?ids=). One server answers MICROSOFT_LOGIN_URL,
 * AZURE_DEVOPS_VSSPS_URL and AZURE_DEVOPS_URL.
 */
import { startFakeServer, type TFakeServer } from '../fake-server.ts';
import { installOAuth, type TOAuthFake, unauthorized } from './oauth-provider-fake.ts';
import { microsoftOAuthSettings } from './planner.ts';

const PROFILE = {
  id: 'b4b5c6d7-0000-4000-8000-0000000000ad',
  displayName: 'Ada DevOps',
  emailAddress: 'ada@contoso.example',
};
const ITEMS = [
  { id: 314, title: 'Checkout page times out', state: 'Active', type: 'Bug', project: 'Shop' },
  { id: 315, title: 'Add invoice export', state: 'New', type: 'User Story', project: 'Shop' },
];

export interface TAzureDevopsFake {
  server: TFakeServer;
  oauth: TOAuthFake;
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Starts the fake: one person in the organisation 'contoso-dev'. */
export async function startAzureDevopsFake(): Promise<TAzureDevopsFake> {
  const server = await startFakeServer('azure-devops');
  const settings = microsoftOAuthSettings();
  const oauth = installOAuth(server, settings, PROFILE.id);

  server.on({
    method: 'GET',
    path: '/_apis/profile/profiles/me',
    respond: (request) => (oauth.userOf(request) ? { body: { ...PROFILE, publicAlias: PROFILE.id } } : unauthorized()),
  });
  server.on({
    method: 'GET',
    path: '/_apis/accounts',
    respond: (request) => {
      if (!oauth.userOf(request)) return unauthorized();
      if (request.query.get('memberId') !== PROFILE.id) return { body: { count: 0, value: [] } };
      return {
        body: {
          count: 1,
          value: [
            {
              accountId: 'a1a1a1a1-0000-4000-8000-000000000001',
              accountName: 'contoso-dev',
              accountUri: `${server.url}/contoso-dev/`,
            },
          ],
        },
      };
    },
  });
  server.on({
    method: 'POST',
    path: '/:org/_apis/wit/wiql',
    respond: (request) => {
      if (!oauth.userOf(request)) return unauthorized();
      if (request.params.org !== 'contoso-dev') return { status: 404, body: { message: 'Organization not found' } };
      const query = String((request.json as { query?: unknown } | undefined)?.query ?? '');
      const words = /CONTAINS '((?:[^']|'')*)'/.exec(query)?.[1]?.replace(/''/g, "'").toLowerCase() ?? '';
      const found = ITEMS.filter((item) => item.title.toLowerCase().includes(words));
      return {
        body: {
          queryType: 'flat',
          workItems: found.map((item) => ({
            id: item.id,
            url: `${server.url}/contoso-dev/_apis/wit/workItems/${item.id}`,
          })),
        },
      };
    },
  });
  server.on({
    method: 'GET',
    path: '/:org/_apis/wit/workitems',
    respond: (request) => {
      if (!oauth.userOf(request)) return unauthorized();
      const ids = (request.query.get('ids') ?? '').split(',').map(Number);
      const value = ITEMS.filter((item) => ids.includes(item.id)).map((item) => ({
        id: item.id,
        rev: 3,
        fields: {
          'System.Title': item.title,
          'System.State': item.state,
          'System.WorkItemType': item.type,
          'System.TeamProject': item.project,
        },
        url: `${server.url}/contoso-dev/_apis/wit/workItems/${item.id}`,
      }));
      return { body: { count: value.length, value } };
    },
  });

  return {
    server,
    oauth,
    env: {
      MICROSOFT_CLIENT_ID: settings.clientId,
      MICROSOFT_CLIENT_SECRET: settings.clientSecret,
      MICROSOFT_LOGIN_URL: server.url,
      AZURE_DEVOPS_VSSPS_URL: server.url,
      AZURE_DEVOPS_URL: server.url,
    },
    close: () => server.close(),
  };
}
