/**
 * Nothing a browser, a script or a platform can send to issue 23's routes answers 500: every
 * service_connection call, the services pages' data and form posts, the OAuth callback, the
 * outgoing webhook API and the activity feed get malformed JSON, bodies that are not objects,
 * wrong types in every field, deep nesting, prototype keys, an oversized body, repeated form and
 * query fields and odd content types, as an account admin of the team (so every policy lets the
 * request through to its parsing and its use case), and answer each with a 4xx (or a 2xx/3xx).
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTeamRow } from '../../../bot/domain/accounts/viewer.ts';
import { TOOL_PANEL_CALLS } from '../../../shared/work-tools.ts';
import { buildAccount, buildTeam } from '../../factories.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import type { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';

let server: TTestServer;
let admin: TestClient;
let csrf: string;
let team: TTeamRow;

const SOME_UUID = '5b0c6f5e-8a8e-4c1f-9f0e-2d6a1c3b4e5f';

/** Every field name the new routes read, each given a value of the wrong type. */
const WRONG_TYPES = {
  service: { github: true },
  'checkin-hash': [1, 2],
  'api-key': 12345,
  return_to: { path: '/' },
  query: ['login'],
  workspace_gid: { id: 1 },
  workflow_id: [],
  repo: 42,
  org: true,
  type: 'merge-request',
  request_type: 9,
  project_gid: {},
  board_items: [{ id: 'x' }, 7],
  clubhouse_token: false,
  slug: 3,
  url: ['https://example.test/'],
  events: 'checkin.submitted',
  description: { text: 'x' },
  active: 'yes',
};

/** Bodies a hostile or broken client sends, with their content types. */
const BODIES: Array<[name: string, contentType: string, payload: string]> = [
  ['malformed JSON', 'application/json', '{"service": "github",'],
  ['a JSON array', 'application/json', '[1, 2, 3]'],
  ['JSON null', 'application/json', 'null'],
  ['a JSON string', 'application/json', '"github"'],
  ['a JSON number', 'application/json', '12'],
  ['wrong types in every field', 'application/json', JSON.stringify(WRONG_TYPES)],
  ['deep nesting', 'application/json', `{"query":${'['.repeat(3000)}${']'.repeat(3000)}}`],
  ['prototype keys', 'application/json', '{"__proto__":{"service":"github"},"constructor":{"prototype":{"x":1}}}'],
  ['NUL characters', 'application/json', JSON.stringify({ service: 'git\u0000hub', query: '\u0000', repo: '\u0000' })],
  [
    'lone surrogates',
    'application/json',
    JSON.stringify({
      service: 'github',
      query: 'fix \ud800',
      repo: 'acme/\udfff',
      workspace_gid: '\ud800',
      org: 'org',
      board_items: ['b1|Board \ud800'],
      clubhouse_token: 'token\ud800',
      workspace_gid_name: '\ud800',
      url: 'https://example.test/\ud800',
      description: 'hook \udfff',
      events: ['checkin.submitted'],
      return_to: '/checkin/\ud800',
      'api-key': 'key\ud800',
    }),
  ],
  ['a 3 MB body', 'application/json', JSON.stringify({ query: 'a'.repeat(3 * 1024 * 1024) })],
  ['repeated form fields', 'application/x-www-form-urlencoded', 'service=github&service=gitlab&query=a&query=b'],
  ['form fields with brackets', 'application/x-www-form-urlencoded', 'service[]=github&board_items[0][id]=x'],
  ['plain text', 'text/plain', 'service=github'],
  ['an unknown content type', 'application/x-rollcall-nonsense', '\u00ff\u00fe'],
  ['JSON in another charset', 'application/json; charset=utf-16', '{"service":"github"}'],
];

/** The POST (and PATCH, DELETE) doors of issue 23 outside the public API. */
function unsafeRoutes(): Array<[method: 'POST' | 'PATCH' | 'DELETE', url: string]> {
  const calls = Object.values(TOOL_PANEL_CALLS).flatMap(({ data, search }) => (data ? [data, search] : [search]));
  return [
    ...['start_auth', 'disconnect_service', ...calls].map(
      (call) => ['POST', `/api/v1/service_connection/${call}/`] as ['POST', string],
    ),
    ...[
      'configure-asana',
      'disable-asana',
      'configure-trello',
      'disable-trello',
      'connect-clubhouse',
      'disable-clubhouse',
      'replace-secret',
    ].map((form) => ['POST', `/team/settings/services/${form}`] as ['POST', string]),
    ['POST', '/api/v1/team/webhooks'],
    ['PATCH', `/api/v1/team/webhooks/${SOME_UUID}`],
    ['PATCH', '/api/v1/team/webhooks/not-a-uuid'],
    ['DELETE', '/api/v1/team/webhooks/not-a-uuid'],
    ['POST', `/api/v1/team/webhooks/${SOME_UUID}/secret`],
    ['POST', '/api/v1/team/webhooks/%00/rotate_secret'],
    ['POST', `/api/v1/team/webhooks/${SOME_UUID}/test`],
  ];
}

/** GET doors with hostile query strings. */
const GETS = [
  '/api/v1/my/services?x=1&x=2',
  '/api/v1/team/services?team=%00',
  '/api/v1/team/services/asana-projects',
  '/api/v1/team/services/asana-projects?workspace_gid=a&workspace_gid=b',
  `/api/v1/team/services/asana-projects?workspace_gid=${'9'.repeat(5000)}`,
  '/api/v1/team/services/trello-boards?x[]=1',
  '/api/v1/team/webhooks?id=%00',
  '/api/v1/team/activity?page=-1&date=Forever',
  '/api/v1/team/activity?page=abc&team_member=not-a-uuid&report_name=%00',
  '/api/v1/team/activity?page=99999999999999999999999&check_in[]=goal',
  '/api/v1/team/activity?platform=a&platform=b&date=This+Week&date=Today',
  `/api/v1/team/activity?platform=${'x'.repeat(5000)}`,
  '/oauth/callback/github/?code=a&code=b&state=c&state=d',
  `/oauth/callback/github/?state=${'s'.repeat(5000)}&code=${'c'.repeat(5000)}`,
  '/oauth/callback/github/?error=access_denied&error=x',
  '/oauth/callback/%00/?state=x',
  '/oauth/callback/__proto__/?state=x&code=y',
  '/oauth/callback/trello/?state=&code=',
];

async function send(method: 'POST' | 'PATCH' | 'DELETE', url: string, contentType: string, payload: string) {
  return server.app.inject({
    method,
    url,
    headers: {
      accept: 'application/json',
      cookie: admin.cookieHeader(),
      'content-type': contentType,
      'x-csrf-token': csrf,
    },
    payload,
  });
}

function refusedCleanly(response: LightMyRequestResponse, what: string): void {
  expect(response.statusCode, `${what}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
}

beforeAll(async () => {
  server = await startTestServer();
  const account = await buildAccount(server.db, { trialEndsAt: new Date('2099-01-01T00:00:00Z') });
  team = await buildTeam(server.db, account);
  ({ client: admin } = await signedInClient(server, account, 1, { teams: [team] }));
  csrf = (await admin.state()).csrftoken;
});

afterAll(async () => {
  await server?.stop();
});

describe('hostile input to the work-tools, webhooks and activity routes', () => {
  for (const [name, contentType, payload] of BODIES) {
    it(`answers ${name} without a 500 on every POST, PATCH and DELETE`, async () => {
      for (const [method, url] of unsafeRoutes()) {
        refusedCleanly(await send(method, url, contentType, payload), `${method} ${url} with ${name}`);
      }
    });
  }

  it('answers hostile query strings without a 500 on every GET', async () => {
    for (const url of GETS) refusedCleanly(await admin.get(url), `GET ${url}`);
    for (const url of GETS.filter((path) => path.startsWith('/oauth/')))
      refusedCleanly(await admin.get(url, { accept: 'text/html' }), `GET ${url} as a page`);
  });

  it('still answers the services page afterwards (the probes changed nothing)', async () => {
    const response = await admin.get('/api/v1/team/services');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ team_uuid: team.uuid });
  });
});
