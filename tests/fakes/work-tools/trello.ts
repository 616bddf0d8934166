/**
 * A stand-in for Trello's REST API (api.trello.com/1), recorded from its documentation: members/me,
 * members/me/organizations, members/me/boards, search (cards), boards/{id}/actions (newest first,
 * since an action id or a date) and DELETE tokens/{token}. The key and token are read from the
 * `Authorization: OAuth oauth_consumer_key=..., oauth_token=...` header Trello documents.
 */
import { startFakeServer, type TFakeServer, type TRecordedRequest } from '../fake-server.ts';

export interface TFakeTrelloAction {
  id: string;
  type: string;
  date: string;
  idMemberCreator: string;
  memberCreator: { id: string; username: string; fullName: string };
  data: Record<string, unknown>;
}

export interface TFakeTrello extends TFakeServer {
  apiKey: string;
  tokens: Map<string, { id: string; username: string; fullName: string }>;
  organizations: Array<{ id: string; name: string; displayName: string }>;
  boards: Array<{ id: string; name: string; url: string; idOrganization: string }>;
  cards: Array<{ id: string; name: string; shortUrl: string; board: string; idOrganization: string }>;
  /** Actions per board, oldest first (the fake answers newest first, like Trello). */
  actions: Map<string, TFakeTrelloAction[]>;
}

function authorized(fake: TFakeTrello, request: TRecordedRequest) {
  const header = request.headers.authorization ?? '';
  const key = /oauth_consumer_key="([^"]*)"/.exec(header)?.[1];
  const token = /oauth_token="([^"]*)"/.exec(header)?.[1];
  return key === fake.apiKey && token ? fake.tokens.get(token) : undefined;
}

const UNAUTHORIZED = { status: 401, body: 'invalid token' };

/** Starts the fake with one organisation, two boards and a card. */
export async function startFakeTrello(): Promise<TFakeTrello> {
  const server = await startFakeServer('trello');
  const fake = Object.assign(server, {
    apiKey: 'trello-key',
    tokens: new Map<string, { id: string; username: string; fullName: string }>(),
    organizations: [{ id: 'org1', name: 'acme', displayName: 'Acme' }],
    boards: [
      { id: 'board1', name: 'Roadmap', url: 'https://trello.com/b/aaa/roadmap', idOrganization: 'org1' },
      { id: 'board2', name: 'Bugs', url: 'https://trello.com/b/bbb/bugs', idOrganization: 'org1' },
    ],
    cards: [
      {
        id: 'card1',
        name: 'Fix the login bug',
        shortUrl: 'https://trello.com/c/abc',
        board: 'Bugs',
        idOrganization: 'org1',
      },
    ],
    actions: new Map<string, TFakeTrelloAction[]>(),
  }) as TFakeTrello;
  fake.on({
    method: 'GET',
    path: '/1/members/me',
    respond: (request) => {
      const member = authorized(fake, request);
      return member ? { body: { ...member, email: null } } : UNAUTHORIZED;
    },
  });
  fake.on({
    method: 'GET',
    path: '/1/members/me/organizations',
    respond: (request) => (authorized(fake, request) ? { body: fake.organizations } : UNAUTHORIZED),
  });
  fake.on({
    method: 'GET',
    path: '/1/members/me/boards',
    respond: (request) =>
      authorized(fake, request) ? { body: fake.boards.map(({ id, name, url }) => ({ id, name, url })) } : UNAUTHORIZED,
  });
  fake.on({
    method: 'GET',
    path: '/1/search',
    respond: (request) => {
      if (!authorized(fake, request)) return UNAUTHORIZED;
      const query = (request.query.get('query') ?? '').toLowerCase();
      const orgs = (request.query.get('idOrganizations') ?? '').split(',');
      const cards = fake.cards
        .filter((c) => orgs.includes(c.idOrganization) && c.name.toLowerCase().includes(query))
        .map((c) => ({ id: c.id, name: c.name, shortUrl: c.shortUrl, url: c.shortUrl, board: { name: c.board } }));
      return { body: { options: {}, cards } };
    },
  });
  fake.on({
    method: 'GET',
    path: '/1/boards/:id/actions',
    respond: (request) => {
      if (!authorized(fake, request)) return UNAUTHORIZED;
      const all = fake.actions.get(request.params.id ?? '') ?? [];
      const since = request.query.get('since');
      const index = since ? all.findIndex((a) => a.id === since) : -1;
      const after =
        index >= 0
          ? all.slice(index + 1)
          : since && !Number.isNaN(Date.parse(since))
            ? all.filter((a) => Date.parse(a.date) > Date.parse(since))
            : all;
      return { body: [...after].reverse() };
    },
  });
  fake.on({ method: 'DELETE', path: '/1/tokens/:token', respond: () => ({ body: { _value: null } }) });
  return fake;
}
