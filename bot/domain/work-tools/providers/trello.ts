/**
 * Trello (issue 23; spec part 2 "Task-tool service connections", part 3 §2.6, §2.10): the
 * 'hash-token' flow (Trello's authorize page answers a token in the URL hash of our callback page,
 * which hands it to the generic callback as `code`) and the REST API /1 (members/me, its
 * organisations and boards, card search, board actions). The token is sent in the Authorization
 * header, never in a URL, so it stays out of logs.
 */
import { z } from 'zod';
import { WORK_TOOL_LIMITS, ZSearchTrelloData } from '../../../../shared/work-tools.ts';
import type { TEnv } from '../../../env.ts';
import { boundedChoices, ToolAuthError, ToolUnavailableError, type TToolProvider } from '../tool-provider.ts';
import { callTool, readAnswer } from './team-tool-http.ts';

/** The page Trello sends the person back to (it reads #token=... and goes on to /oauth/callback/trello/). */
export const TRELLO_CALLBACK_PATH = '/team/settings/services/trello-callback/';

/** A Trello token: letters and digits only (64 hex, or the newer ATTA... form). */
const ZTrelloToken = z.string().regex(/^[A-Za-z0-9]{32,200}$/);

const ZTrelloMe = z.object({
  id: z.string(),
  username: z.string().nullable().catch(null),
  fullName: z.string().nullable().catch(null),
  email: z.string().nullable().optional().catch(null),
});
const ZTrelloOrgs = z.array(
  z.object({ id: z.string(), displayName: z.string().nullable().catch(null), name: z.string().nullable().catch(null) }),
);
const ZTrelloBoards = z.array(z.object({ id: z.string(), name: z.string(), url: z.string().optional() }));
const ZTrelloCards = z.object({
  cards: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      url: z.string().optional(),
      shortUrl: z.string().optional(),
      board: z.object({ name: z.string() }).optional(),
    }),
  ),
});

/** The Authorization header of Trello's REST API (key and token, OAuth 1 style as Trello documents). */
function trelloAuth(env: TEnv, token: string): RequestInit {
  return {
    headers: {
      authorization: `OAuth oauth_consumer_key="${env.TRELLO_API_KEY ?? ''}", oauth_token="${token}"`,
      accept: 'application/json',
    },
  };
}

/** A Trello REST URL under /1 with query fields. */
export function trelloUrl(env: TEnv, path: string, query: Record<string, string> = {}): string {
  const url = new URL(`/1/${path}`, env.TRELLO_API_URL);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

/** GET on Trello's API with the person's (or the team setting's) token. */
export async function trelloGet(env: TEnv, token: string, path: string, query: Record<string, string> = {}) {
  if (!env.TRELLO_API_KEY) throw new ToolUnavailableError('Trello is not set up.');
  return (await callTool(trelloUrl(env, path, query), trelloAuth(env, token))).json;
}

/** The open boards the token reaches (the team configuration's checkboxes). */
export async function trelloBoards(env: TEnv, token: string) {
  const boards = readAnswer(
    ZTrelloBoards,
    await trelloGet(env, token, 'members/me/boards', { filter: 'open', fields: 'name,url' }),
  );
  return boundedChoices(boards.map((b) => ({ id: b.id, name: b.name, ...(b.url ? { url: b.url } : {}) })));
}

export const trelloProvider: TToolProvider = {
  service: 'trello',
  flow: 'hash-token',
  available: (env) => Boolean(env.TRELLO_API_KEY),
  authorizeUrl(env, { state }) {
    const returnUrl = new URL(TRELLO_CALLBACK_PATH, env.PUBLIC_URL);
    returnUrl.searchParams.set('state', state);
    const url = new URL('/1/authorize', env.TRELLO_URL);
    url.searchParams.set('expiration', 'never');
    url.searchParams.set('name', 'Rollcall');
    url.searchParams.set('scope', 'read');
    url.searchParams.set('response_type', 'token');
    url.searchParams.set('callback_method', 'fragment');
    url.searchParams.set('key', env.TRELLO_API_KEY ?? '');
    url.searchParams.set('return_url', returnUrl.toString());
    return url.toString();
  },
  async exchange(_env, { code }) {
    // The token arrived in the callback page's hash: there is nothing to trade, only to check.
    const token = ZTrelloToken.safeParse(code.trim());
    if (!token.success) throw new ToolAuthError('That is not a Trello token.');
    return { accessToken: token.data, refreshToken: null, expiresAt: null };
  },
  async identify(env, tokens) {
    const me = readAnswer(
      ZTrelloMe,
      await trelloGet(env, tokens.accessToken, 'members/me', { fields: 'id,username,fullName,email' }),
    );
    return {
      externalId: me.id,
      externalName: me.username ?? me.fullName,
      meta: { email: me.email ?? null, fullName: me.fullName },
    };
  },
  async data(env, connection) {
    const orgs = readAnswer(
      ZTrelloOrgs,
      await trelloGet(env, connection.accessToken, 'members/me/organizations', { fields: 'id,name,displayName' }),
    );
    return { workspaces: boundedChoices(orgs.map((o) => ({ id: o.id, name: o.displayName ?? o.name ?? o.id }))) };
  },
  async search(env, connection, body) {
    const { query, workspace_gid } = ZSearchTrelloData.parse(body);
    if (!query) return [];
    const answer = readAnswer(
      ZTrelloCards,
      await trelloGet(env, connection.accessToken, 'search', {
        query,
        modelTypes: 'cards',
        idOrganizations: workspace_gid,
        cards_limit: String(WORK_TOOL_LIMITS.maxResults),
        card_fields: 'name,url,shortUrl',
        card_board: 'true',
        board_fields: 'name',
        partial: 'true',
      }),
    );
    return answer.cards.map((card) => ({
      id: card.id,
      title: card.name,
      url: card.shortUrl ?? card.url ?? `${env.TRELLO_URL}/c/${card.id}`,
      ...(card.board ? { detail: card.board.name } : {}),
    }));
  },
  async revoke(env, connection) {
    if (!env.TRELLO_API_KEY) return;
    await callTool(trelloUrl(env, `tokens/${encodeURIComponent(connection.accessToken)}/`), {
      method: 'DELETE',
      ...trelloAuth(env, connection.accessToken),
    });
  },
};
