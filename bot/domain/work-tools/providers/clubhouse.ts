/**
 * Clubhouse (now Shortcut; issue 23; spec part 2 "Task-tool service connections", part 3 §2.6,
 * §2.10, §8): an API token instead of OAuth ('api-key': start_auth carries it and it is checked by
 * reading the member it belongs to), and the REST API /api/v3 with the Shortcut-Token header:
 * member (who and which workspace), workflows (the panel's places), members (the team connection's
 * email map for the inbound webhook) and the story search.
 */
import { z } from 'zod';
import { WORK_TOOL_LIMITS, ZSearchClubhouseTasks } from '../../../../shared/work-tools.ts';
import type { TEnv } from '../../../env.ts';
import { boundedChoices, ToolAuthError, type TToolProvider } from '../tool-provider.ts';
import { callTool, readAnswer } from './team-tool-http.ts';

/** At most this many workspace members are kept in a team's Clubhouse setting (context.md). */
export const CLUBHOUSE_MAX_MEMBERS = 2000;

const ZClubhouseToken = z
  .string()
  .trim()
  .min(1)
  .max(500)
  .regex(/^[A-Za-z0-9-]+$/);

const ZMemberInfo = z.object({
  id: z.string(),
  name: z.string().nullable().catch(null),
  mention_name: z.string().nullable().catch(null),
  workspace2: z.object({ url_slug: z.string() }).partial().nullable().optional().catch(null),
});
const ZWorkflows = z.array(z.object({ id: z.union([z.number(), z.string()]), name: z.string() }));
const ZMembers = z.array(
  z.object({
    id: z.string(),
    disabled: z.boolean().optional().catch(false),
    profile: z
      .object({
        name: z.string().nullable().catch(null),
        email_address: z.string().nullable().optional().catch(null),
        mention_name: z.string().nullable().optional().catch(null),
        deactivated: z.boolean().optional().catch(false),
      })
      .catch({ name: null }),
  }),
);
const ZStories = z.object({
  data: z.array(
    z.object({
      id: z.union([z.number(), z.string()]),
      name: z.string(),
      app_url: z.string(),
      workflow_id: z.union([z.number(), z.string()]).nullable().optional(),
      story_type: z.string().optional(),
    }),
  ),
});

/** GET on the Shortcut API with a token. */
export async function clubhouseGet(env: TEnv, token: string, path: string, query: Record<string, string> = {}) {
  const url = new URL(`/api/v3/${path}`, env.CLUBHOUSE_API_URL);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  // Shortcut answers a malformed token with 400 or 404 rather than 401: both mean the key is wrong.
  const answer = await callTool(url.toString(), {
    headers: { 'shortcut-token': token, accept: 'application/json' },
    accept: [400, 404],
  });
  if (answer.status === 400 || answer.status === 404) throw new ToolAuthError('Clubhouse refused the API key.');
  return answer.json;
}

/** Who a token belongs to and the workspace it reaches; ToolAuthError when the key is invalid. */
export async function clubhouseMemberInfo(env: TEnv, token: string) {
  const me = readAnswer(ZMemberInfo, await clubhouseGet(env, token, 'member'));
  return { id: me.id, name: me.name ?? me.mention_name, workspace: me.workspace2?.url_slug ?? null };
}

/** The workspace's active members with an email (the inbound webhook maps Clubhouse ids to Rollcall members by it). */
export async function clubhouseMembers(env: TEnv, token: string) {
  const members = readAnswer(ZMembers, await clubhouseGet(env, token, 'members'));
  return members
    .filter((m) => !m.disabled && !m.profile.deactivated && m.profile.email_address)
    .slice(0, CLUBHOUSE_MAX_MEMBERS)
    .map((m) => ({
      id: m.id,
      name: (m.profile.name ?? m.profile.mention_name ?? '').slice(0, 200),
      email: (m.profile.email_address ?? '').toLowerCase().slice(0, 254),
    }));
}

export const clubhouseProvider: TToolProvider = {
  service: 'clubhouse',
  flow: 'api-key',
  // A key is all Clubhouse needs: every server can connect it.
  available: () => true,
  async exchange(_env, { code }) {
    const key = ZClubhouseToken.safeParse(code);
    if (!key.success) throw new ToolAuthError('That is not a Clubhouse API key.');
    return { accessToken: key.data, refreshToken: null, expiresAt: null };
  },
  async identify(env, tokens) {
    const me = await clubhouseMemberInfo(env, tokens.accessToken);
    return { externalId: me.id, externalName: me.name, meta: { workspace: me.workspace } };
  },
  async data(env, connection) {
    const workflows = readAnswer(ZWorkflows, await clubhouseGet(env, connection.accessToken, 'workflows'));
    return { workflows: boundedChoices(workflows.map((w) => ({ id: String(w.id), name: w.name }))) };
  },
  async search(env, connection, body) {
    const { query, workflow_id } = ZSearchClubhouseTasks.parse(body);
    if (!query) return [];
    const stories = readAnswer(
      ZStories,
      await clubhouseGet(env, connection.accessToken, 'search/stories', {
        query,
        page_size: String(WORK_TOOL_LIMITS.maxResults),
      }),
    ).data;
    return stories
      .filter((story) => !workflow_id || String(story.workflow_id ?? '') === workflow_id)
      .map((story) => ({
        id: String(story.id),
        title: story.name,
        url: story.app_url,
        ...(story.story_type ? { detail: story.story_type } : {}),
      }));
  },
};
