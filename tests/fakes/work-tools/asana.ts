/**
 * A stand-in for Asana (app.asana.com), recorded from its documentation: the OAuth token endpoint
 * (/-/oauth_token with authorization_code and refresh_token grants, /-/oauth_revoke) and the REST
 * API /api/1.0 calls Rollcall makes (users/me, workspaces, projects?workspace=, the task typeahead,
 * events?resource=&sync= with its 412 for a missing or unknown sync token). Bearer tokens are checked.
 */
import { startFakeServer, type TFakeServer, type TRecordedRequest } from '../fake-server.ts';

export interface TFakeAsanaEvent {
  user: { gid: string; name: string } | null;
  resource: { gid: string; name: string; resource_type: string };
  parent?: { gid: string; name?: string; resource_type: string } | null;
  action: string;
  created_at: string;
  change?: { field: string; action: string; new_value?: unknown } | null;
}

export interface TFakeAsana extends TFakeServer {
  clientId: string;
  clientSecret: string;
  /** Codes the token endpoint accepts, and the tokens each gives. */
  codes: Map<string, { accessToken: string; refreshToken: string }>;
  /** Valid access tokens -> the user they belong to. */
  tokens: Map<string, { gid: string; name: string; email: string }>;
  workspaces: Array<{ gid: string; name: string }>;
  projects: Map<string, Array<{ gid: string; name: string }>>;
  tasks: Array<{ gid: string; name: string; workspace: string; project: string }>;
  /** Events a project's sync stream holds, appended by tests. */
  events: Map<string, TFakeAsanaEvent[]>;
}

function authorized(fake: TFakeAsana, request: TRecordedRequest) {
  const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  return token ? fake.tokens.get(token) : undefined;
}

const UNAUTHORIZED = { status: 401, body: { errors: [{ message: 'Not Authorized' }] } };

/** Starts the fake with one workspace, one project and one task. */
export async function startFakeAsana(): Promise<TFakeAsana> {
  const server = await startFakeServer('asana');
  const fake = Object.assign(server, {
    clientId: 'asana-client',
    clientSecret: 'asana-secret',
    codes: new Map<string, { accessToken: string; refreshToken: string }>(),
    tokens: new Map<string, { gid: string; name: string; email: string }>(),
    workspaces: [{ gid: '1001', name: 'Acme Workspace' }],
    projects: new Map([['1001', [{ gid: '2001', name: 'Launch' }]]]),
    tasks: [{ gid: '3001', name: 'Write the launch post', workspace: '1001', project: 'Launch' }],
    events: new Map<string, TFakeAsanaEvent[]>(),
  }) as TFakeAsana;
  let issued = 0;
  const issue = (user: { gid: string; name: string; email: string }, refreshToken?: string) => {
    issued++;
    const accessToken = `asana-access-${issued}`;
    fake.tokens.set(accessToken, user);
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: 3600,
      refresh_token: refreshToken,
      data: { gid: user.gid, name: user.name, email: user.email },
    };
  };
  const refreshOwners = new Map<string, { gid: string; name: string; email: string }>();
  const syncs = new Map<string, { project: string; offset: number }>();

  fake.on({
    method: 'POST',
    path: '/-/oauth_token',
    respond: (request) => {
      const form = new URLSearchParams(request.body);
      if (form.get('client_id') !== fake.clientId || form.get('client_secret') !== fake.clientSecret) {
        return { status: 401, body: { error: 'invalid_client' } };
      }
      if (form.get('grant_type') === 'authorization_code') {
        const code = fake.codes.get(form.get('code') ?? '');
        if (!code) return { status: 400, body: { error: 'invalid_grant' } };
        fake.codes.delete(form.get('code') ?? '');
        const user = { gid: '9001', name: 'Ada Asana', email: 'ada@example.test' };
        refreshOwners.set(code.refreshToken, user);
        fake.tokens.set(code.accessToken, user);
        return {
          body: {
            access_token: code.accessToken,
            token_type: 'bearer',
            expires_in: 3600,
            refresh_token: code.refreshToken,
            data: user,
          },
        };
      }
      if (form.get('grant_type') === 'refresh_token') {
        const user = refreshOwners.get(form.get('refresh_token') ?? '');
        if (!user) return { status: 400, body: { error: 'invalid_grant' } };
        const { refresh_token: _none, ...answer } = issue(user);
        return { body: answer };
      }
      return { status: 400, body: { error: 'unsupported_grant_type' } };
    },
  });
  // The authorise page without UI: the person allows at once and goes back with a fresh code and the state.
  let allowed = 0;
  fake.on({
    method: 'GET',
    path: '/-/oauth_authorize',
    respond: (request) => {
      const redirectUri = request.query.get('redirect_uri') ?? '';
      const state = request.query.get('state');
      if (request.query.get('client_id') !== fake.clientId) return { status: 400, body: 'Unknown client_id' };
      if (!URL.canParse(redirectUri) || !state) return { status: 400, body: 'redirect_uri and state are required' };
      allowed++;
      const code = `asana-code-${allowed}`;
      fake.codes.set(code, { accessToken: `asana-authorized-${allowed}`, refreshToken: `asana-r-${allowed}` });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', state);
      return { status: 302, headers: { location: back.toString() } };
    },
  });
  fake.on({ method: 'POST', path: '/-/oauth_revoke', respond: () => ({ body: {} }) });
  fake.on({
    method: 'GET',
    path: '/api/1.0/users/me',
    respond: (request) => {
      const user = authorized(fake, request);
      if (!user) return UNAUTHORIZED;
      return { body: { data: { ...user, resource_type: 'user', workspaces: fake.workspaces } } };
    },
  });
  fake.on({
    method: 'GET',
    path: '/api/1.0/workspaces',
    respond: (request) =>
      authorized(fake, request)
        ? { body: { data: fake.workspaces.map((w) => ({ ...w, resource_type: 'workspace' })), next_page: null } }
        : UNAUTHORIZED,
  });
  fake.on({
    method: 'GET',
    path: '/api/1.0/projects',
    respond: (request) => {
      if (!authorized(fake, request)) return UNAUTHORIZED;
      const projects = fake.projects.get(request.query.get('workspace') ?? '') ?? [];
      return { body: { data: projects.map((p) => ({ ...p, resource_type: 'project' })), next_page: null } };
    },
  });
  fake.on({
    method: 'GET',
    path: '/api/1.0/workspaces/:gid/typeahead',
    respond: (request) => {
      if (!authorized(fake, request)) return UNAUTHORIZED;
      const query = (request.query.get('query') ?? '').toLowerCase();
      const data = fake.tasks
        .filter((t) => t.workspace === request.params.gid && t.name.toLowerCase().includes(query))
        .map((t) => ({
          gid: t.gid,
          name: t.name,
          resource_type: 'task',
          permalink_url: `https://app.asana.com/0/0/${t.gid}`,
          projects: [{ gid: '2001', name: t.project }],
        }));
      return { body: { data } };
    },
  });
  fake.on({
    method: 'GET',
    path: '/api/1.0/events',
    respond: (request) => {
      if (!authorized(fake, request)) return UNAUTHORIZED;
      const project = request.query.get('resource') ?? '';
      const stream = fake.events.get(project) ?? [];
      const token = request.query.get('sync');
      const known = token ? syncs.get(token) : undefined;
      const fresh = (offset: number) => {
        const next = `sync-${syncs.size + 1}`;
        syncs.set(next, { project, offset });
        return next;
      };
      if (!known || known.project !== project) {
        return {
          status: 412,
          body: { errors: [{ message: 'Sync token invalid or too old.' }], sync: fresh(stream.length) },
        };
      }
      const data = stream.slice(known.offset);
      return { body: { data, sync: fresh(stream.length), has_more: false } };
    },
  });
  return fake;
}
