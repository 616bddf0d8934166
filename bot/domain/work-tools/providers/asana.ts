/**
 * Asana (issue 23; spec part 2 "Task-tool service connections", part 3 §2.6, §2.10): OAuth with
 * PKCE on app.asana.com (/-/oauth_authorize, /-/oauth_token, refresh, /-/oauth_revoke) and the
 * REST API /api/1.0 (users/me, workspaces, projects, the task typeahead). The editor's Asana panel,
 * the team's Asana configuration and the poll job read Asana through this one module.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { WORK_TOOL_LIMITS, ZSearchAsanaTasks } from '../../../../shared/work-tools.ts';
import type { TEnv } from '../../../env.ts';
import {
  boundedChoices,
  type TOpenConnection,
  ToolAuthError,
  ToolUnavailableError,
  type TToolProvider,
  type TToolTokens,
} from '../tool-provider.ts';
import { callTool, readAnswer } from './team-tool-http.ts';

const ZAsanaTokenAnswer = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  expires_in: z.number().optional(),
});
const ZGidName = z.object({ gid: z.string(), name: z.string().nullable().catch(null) });
const ZAsanaMe = z.object({
  data: z.object({
    gid: z.string(),
    name: z.string().nullable().catch(null),
    email: z.string().nullable().catch(null),
  }),
});
const ZAsanaList = z.object({ data: z.array(ZGidName) });
const ZAsanaTasks = z.object({
  data: z.array(
    ZGidName.extend({
      permalink_url: z.string().optional(),
      projects: z.array(z.object({ name: z.string().nullable().catch(null) })).optional(),
    }),
  ),
});

function apiUrl(env: TEnv, path: string, query: Record<string, string> = {}): string {
  const url = new URL(`/api/1.0/${path}`, env.ASANA_URL);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

function bearer(token: string): RequestInit {
  return { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } };
}

/** The S256 challenge of a PKCE verifier (RFC 7636). */
function challengeOf(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

async function tokenCall(env: TEnv, fields: Record<string, string>): Promise<TToolTokens> {
  if (!env.ASANA_CLIENT_ID || !env.ASANA_CLIENT_SECRET) throw new ToolUnavailableError('Asana is not set up.');
  const body = new URLSearchParams({
    client_id: env.ASANA_CLIENT_ID,
    client_secret: env.ASANA_CLIENT_SECRET,
    ...fields,
  });
  const answer = await callTool(new URL('/-/oauth_token', env.ASANA_URL).toString(), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body,
    // Asana answers a bad or used code with 400 invalid_grant: the person must connect again.
    accept: [400],
  });
  if (answer.status === 400) throw new ToolAuthError('Asana refused the authorisation.');
  const tokens = readAnswer(ZAsanaTokenAnswer, answer.json);
  return {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token ?? fields.refresh_token ?? null,
    expiresAt: tokens.expires_in ? new Date(Date.now() + tokens.expires_in * 1000) : null,
  };
}

/** The workspaces the token reaches (the Asana panel's and the team configuration's first list). */
export async function asanaWorkspaces(env: TEnv, accessToken: string) {
  const answer = await callTool(apiUrl(env, 'workspaces', { limit: '100' }), bearer(accessToken));
  return boundedChoices(readAnswer(ZAsanaList, answer.json).data.map((w) => ({ id: w.gid, name: w.name ?? w.gid })));
}

/** The projects of one workspace (the team configuration's second list), first 100 by Asana's order. */
export async function asanaProjects(env: TEnv, accessToken: string, workspaceGid: string) {
  const answer = await callTool(
    apiUrl(env, 'projects', { workspace: workspaceGid, archived: 'false', limit: '100' }),
    bearer(accessToken),
  );
  return boundedChoices(readAnswer(ZAsanaList, answer.json).data.map((p) => ({ id: p.gid, name: p.name ?? p.gid })));
}

export const asanaProvider: TToolProvider = {
  service: 'asana',
  flow: 'redirect',
  available: (env) => Boolean(env.ASANA_CLIENT_ID && env.ASANA_CLIENT_SECRET),
  authorizeUrl(env, { state, redirectUri, codeVerifier }) {
    const url = new URL('/-/oauth_authorize', env.ASANA_URL);
    url.searchParams.set('client_id', env.ASANA_CLIENT_ID ?? '');
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('state', state);
    if (codeVerifier) {
      url.searchParams.set('code_challenge', challengeOf(codeVerifier));
      url.searchParams.set('code_challenge_method', 'S256');
    }
    return url.toString();
  },
  exchange(env, { code, redirectUri, codeVerifier }) {
    return tokenCall(env, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      ...(codeVerifier ? { code_verifier: codeVerifier } : {}),
    });
  },
  refresh(env, refreshToken) {
    return tokenCall(env, { grant_type: 'refresh_token', refresh_token: refreshToken });
  },
  async identify(env, tokens) {
    const answer = await callTool(apiUrl(env, 'users/me', { opt_fields: 'name,email' }), bearer(tokens.accessToken));
    const me = readAnswer(ZAsanaMe, answer.json).data;
    return { externalId: me.gid, externalName: me.name ?? me.email, meta: { email: me.email } };
  },
  async data(env, connection) {
    return { workspaces: await asanaWorkspaces(env, connection.accessToken) };
  },
  async search(env, connection, body) {
    const { query, workspace_gid } = ZSearchAsanaTasks.parse(body);
    const answer = await callTool(
      apiUrl(env, `workspaces/${encodeURIComponent(workspace_gid)}/typeahead`, {
        resource_type: 'task',
        query,
        count: String(WORK_TOOL_LIMITS.maxResults),
        opt_fields: 'name,permalink_url,projects.name',
      }),
      bearer(connection.accessToken),
    );
    return readAnswer(ZAsanaTasks, answer.json).data.map((task) => ({
      id: task.gid,
      title: task.name ?? task.gid,
      url: task.permalink_url ?? `${env.ASANA_URL}/0/0/${task.gid}`,
      ...(task.projects?.length
        ? {
            detail: task.projects
              .map((p) => p.name ?? '')
              .filter(Boolean)
              .join(', '),
          }
        : {}),
    }));
  },
  async revoke(env, connection: TOpenConnection) {
    if (!env.ASANA_CLIENT_ID || !env.ASANA_CLIENT_SECRET) return;
    await callTool(new URL('/-/oauth_revoke', env.ASANA_URL).toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: env.ASANA_CLIENT_ID,
        client_secret: env.ASANA_CLIENT_SECRET,
        token: connection.refreshToken ?? connection.accessToken,
      }),
    });
  },
};
