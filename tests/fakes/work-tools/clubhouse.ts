/**
 * A stand-in for Clubhouse (Shortcut) REST API v3, recorded from its documentation: member (the
 * token's member and workspace2.url_slug), members (profiles with email_address), workflows and
 * search/stories. The token is read from the Shortcut-Token header; an unknown one answers 401.
 */
import { startFakeServer, type TFakeServer, type TRecordedRequest } from '../fake-server.ts';

export interface TFakeClubhouse extends TFakeServer {
  /** Valid tokens -> the member id they belong to. */
  tokens: Map<string, string>;
  workspace: string;
  members: Array<{ id: string; name: string; email: string; disabled?: boolean }>;
  workflows: Array<{ id: number; name: string }>;
  stories: Array<{ id: number; name: string; workflow_id: number }>;
}

function member(fake: TFakeClubhouse, request: TRecordedRequest) {
  const token = request.headers['shortcut-token'];
  return typeof token === 'string' ? fake.tokens.get(token) : undefined;
}

const UNAUTHORIZED = { status: 401, body: { message: 'Unauthorized' } };

/** Starts the fake with a workspace of two members, a workflow and a story. */
export async function startFakeClubhouse(): Promise<TFakeClubhouse> {
  const server = await startFakeServer('clubhouse');
  const fake = Object.assign(server, {
    tokens: new Map<string, string>(),
    workspace: 'acme-eng',
    members: [
      { id: 'm-1', name: 'Cleo Club', email: 'cleo@example.test' },
      { id: 'm-2', name: 'Gone Person', email: 'gone@example.test', disabled: true },
    ],
    workflows: [{ id: 500, name: 'Engineering' }],
    stories: [{ id: 42, name: 'Ship the onboarding flow', workflow_id: 500 }],
  }) as TFakeClubhouse;
  fake.on({
    method: 'GET',
    path: '/api/v3/member',
    respond: (request) => {
      const id = member(fake, request);
      if (!id) return UNAUTHORIZED;
      const me = fake.members.find((m) => m.id === id);
      return {
        body: {
          id,
          mention_name: 'cleo',
          name: me?.name ?? 'Member',
          workspace2: { url_slug: fake.workspace, estimate_scale: [] },
        },
      };
    },
  });
  fake.on({
    method: 'GET',
    path: '/api/v3/members',
    respond: (request) =>
      member(fake, request)
        ? {
            body: fake.members.map((m) => ({
              id: m.id,
              disabled: m.disabled ?? false,
              role: 'member',
              profile: {
                name: m.name,
                email_address: m.email,
                mention_name: m.name.split(' ')[0],
                deactivated: m.disabled ?? false,
              },
            })),
          }
        : UNAUTHORIZED,
  });
  fake.on({
    method: 'GET',
    path: '/api/v3/workflows',
    respond: (request) =>
      member(fake, request) ? { body: fake.workflows.map((w) => ({ ...w, states: [] })) } : UNAUTHORIZED,
  });
  fake.on({
    method: 'GET',
    path: '/api/v3/search/stories',
    respond: (request) => {
      if (!member(fake, request)) return UNAUTHORIZED;
      const query = (request.query.get('query') ?? '').toLowerCase();
      const data = fake.stories
        .filter((s) => s.name.toLowerCase().includes(query))
        .map((s) => ({
          ...s,
          app_url: `https://app.shortcut.com/${fake.workspace}/story/${s.id}`,
          story_type: 'feature',
        }));
      return { body: { data, next: null, total: data.length } };
    },
  });
  return fake;
}
