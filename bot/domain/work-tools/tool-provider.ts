/**
 * What Rollcall needs from one task tool (issue 23), so start_auth, the callback, disconnect, the
 * editor's data and search calls and the services pages work the same for every tool: each tool
 * is one provider module (bot/domain/work-tools/providers/<tool>.ts) implementing this port with
 * the tool's documented REST API, and the registry (providers/index.ts) maps the tool key to it.
 */
import type { TPersonalTool, TToolChoice, TToolDataAnswer, TToolTask } from '../../../shared/work-tools.ts';
import type { TEnv } from '../../env.ts';

/** Tokens a tool gave for one person. */
export interface TToolTokens {
  accessToken: string;
  refreshToken: string | null;
  /** When the access token stops working (null: never). */
  expiresAt: Date | null;
}

/** Who the person is in the tool, and what the connection remembers (sites, organisations). */
export interface TToolIdentity {
  externalId: string | null;
  externalName: string | null;
  meta: Record<string, unknown>;
}

/** A stored connection, opened: what the data and search calls get. */
export interface TOpenConnection extends TToolTokens {
  externalId: string | null;
  externalName: string | null;
  meta: Record<string, unknown>;
}

/** A tool refused the token (revoked, expired beyond refresh): the caller asks the person to reconnect. */
export class ToolAuthError extends Error {
  constructor(message = 'The tool refused the token.') {
    super(message);
    this.name = 'ToolAuthError';
  }
}

/** The tool answered with an error, timed out or sent something unreadable. */
export class ToolUnavailableError extends Error {
  constructor(message = 'The tool did not answer.') {
    super(message);
    this.name = 'ToolUnavailableError';
  }
}

export interface TToolProvider {
  service: TPersonalTool;
  /** Whether this server can connect the tool (its client id is set, or it needs none). */
  available(env: TEnv): boolean;
  /**
   * How a connection starts: 'redirect' sends the person to authorizeUrl; 'api-key' (Clubhouse)
   * takes the key start_auth carries; 'hash-token' (Trello) lets the tool's page answer a token
   * in the URL hash to the callback page.
   */
  flow: 'redirect' | 'api-key' | 'hash-token';
  /** The tool's authorisation page for a state and the callback URL (PKCE verifier when used). */
  authorizeUrl?(env: TEnv, input: { state: string; redirectUri: string; codeVerifier: string | null }): string;
  /** Trades the callback's code (or the Trello token, or the Clubhouse key) for tokens. */
  exchange(env: TEnv, input: { code: string; redirectUri: string; codeVerifier: string | null }): Promise<TToolTokens>;
  /** A new access token from the refresh token; absent when the tool's tokens do not expire. */
  refresh?(env: TEnv, refreshToken: string): Promise<TToolTokens>;
  /** Who the tokens belong to (and the sites or organisations they reach). */
  identify(env: TEnv, tokens: TToolTokens): Promise<TToolIdentity>;
  /** get_*_data: the places to search in (absent for Planner). */
  data?(env: TEnv, connection: TOpenConnection): Promise<TToolDataAnswer['data']>;
  /** search_*: tasks matching the query in the chosen place (the call's validated body). */
  search(env: TEnv, connection: TOpenConnection, body: Record<string, unknown>): Promise<TToolTask[]>;
  /** Tells the tool to revoke the token on disconnect, when it has such a call. */
  revoke?(env: TEnv, connection: TOpenConnection): Promise<void>;
}

/** A choice list bounded for the page (a person in 5,000 repos gets the first 200). */
export function boundedChoices(choices: TToolChoice[], max = 200): TToolChoice[] {
  return choices.slice(0, max);
}
