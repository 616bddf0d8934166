/** The fake Slack Web API's data (workspaces, people, channels, messages, views) and its handle. */

/** Milliseconds since the epoch; the fake reads every time through one, so tests can move it. */
export interface TFakeClock {
  now(): number;
}

/** A Slack person as a test describes it; anything left out gets a plausible default. */
export interface TFakeSlackUserInput {
  id?: string;
  /** The @handle. */
  name?: string;
  realName?: string;
  firstName?: string;
  lastName?: string;
  /** null: no email on the profile (Slack gives none, e.g. for some guests and bots). */
  email?: string | null;
  isBot?: boolean;
  deleted?: boolean;
  /** Multi-channel guest. */
  isRestricted?: boolean;
  /** Single-channel guest. */
  isUltraRestricted?: boolean;
  isAdmin?: boolean;
  isOwner?: boolean;
  tz?: string;
}

export interface TFakeSlackUser {
  id: string;
  teamId: string;
  name: string;
  realName: string;
  firstName: string;
  lastName: string;
  email: string | null;
  isBot: boolean;
  deleted: boolean;
  isRestricted: boolean;
  isUltraRestricted: boolean;
  isAdmin: boolean;
  isOwner: boolean;
  tz: string;
}

export interface TFakeSlackChannelInput {
  id?: string;
  name: string;
  isPrivate?: boolean;
  isArchived?: boolean;
  /** Whether the app's bot is in the channel (posting needs it: `not_in_channel`). Default true. */
  isMember?: boolean;
}

export interface TFakeSlackChannel {
  id: string;
  teamId: string;
  name: string;
  isPrivate: boolean;
  isArchived: boolean;
  isMember: boolean;
  /** D... app DMs: the person at the other end. */
  dmUserId?: string;
}

export interface TFakeSlackWorkspaceInput {
  /** T... team id. */
  id: string;
  name: string;
  /** The workspace subdomain (name.slack.com); defaults from the name. */
  domain?: string;
  /** E... id when the workspace belongs to an Enterprise Grid org. */
  enterpriseId?: string;
  enterpriseName?: string;
  /**
   * N: N ordinary full members with emails (member1@<domain>.example ...), or the list itself.
   * Unless `noFilteredUsers`, the roster also holds Slackbot, the app's bot user, another bot, a
   * deleted person, a multi- and a single-channel guest and a person without an email, so that
   * roster imports must filter. Ids of generated members: `U<team id without T><0001...>`.
   */
  members: number | TFakeSlackUserInput[];
  noFilteredUsers?: boolean;
  /** Defaults to #general and #random (public, bot is a member). */
  channels?: TFakeSlackChannelInput[];
}

export interface TFakeSlackWorkspace {
  id: string;
  name: string;
  domain: string;
  enterprise: { id: string; name: string } | null;
  users: TFakeSlackUser[];
  channels: TFakeSlackChannel[];
  /** The app's bot user in this workspace (U...), its bot id (B...). */
  botUserId: string;
  botId: string;
}

/** A message the app posted, with its edits; `threadTs` set for thread replies. */
export interface TFakeSlackMessage {
  teamId: string;
  channel: string;
  ts: string;
  threadTs?: string;
  text: string;
  blocks?: unknown[];
  /** Earlier versions, oldest first, replaced by chat.update. */
  edits: Array<{ text: string; blocks?: unknown[]; at: number }>;
  postedAt: number;
}

/** A modal opened through views.open (and changed by views.update). */
export interface TFakeSlackView {
  id: string;
  teamId: string;
  userId: string;
  hash: string;
  view: Record<string, unknown>;
  /** Every version, the first from views.open. */
  versions: Array<Record<string, unknown>>;
}

/** One Web API call as the fake answered it. */
export interface TFakeSlackCall {
  method: string;
  /** The token's team, when the token was known. */
  teamId?: string;
  token?: string;
  args: Record<string, unknown>;
  status: number;
  ok: boolean;
  error?: string;
  at: number;
}

/** An authorize page visit (OAuth install or Sign in with Slack). */
export interface TFakeSlackAuthorizeRequest {
  kind: 'oauth' | 'openid';
  clientId: string | null;
  /** `scope`, split (comma for OAuth v2, space for OpenID). */
  scopes: string[];
  /** `user_scope` (OAuth v2 only), split. */
  userScopes: string[];
  redirectUri: string | null;
  state: string | null;
  nonce: string | null;
  /** The code given, or null when the visit was denied/refused. */
  code: string | null;
  error: string | null;
  at: number;
}

export interface TFakeSlackFailure {
  /** HTTP status; default 200 (an `ok:false` answer). 429 adds Retry-After. */
  status?: number;
  /** Slack error code; default 'ratelimited' for 429, 'internal_error' for 5xx, else 'fatal_error'. */
  error?: string;
  /** Seconds for Retry-After (429 only); default 1. */
  retryAfter?: number;
  /** How many calls in a row fail; default 1. */
  times?: number;
}

export interface TFakeSlackApiOptions {
  clientId?: string;
  clientSecret?: string;
  /** The app id (A...) in every answer. */
  appId?: string;
  clock?: TFakeClock;
  /** The per-workspace chat.postMessage cap over any 60 s; default 300 (SLACK_MESSAGES_PER_MINUTE). */
  postMessagePerMinute?: number;
  /** false: no rate limits at all (failNext still works). Default true. */
  limits?: boolean;
}

export interface TFakeSlackApi {
  /** Base URL to use as SLACK_URL (no trailing slash); the Web API is `${url}/api/`. */
  readonly url: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly appId: string;
  readonly clock: TFakeClock;
  addWorkspace(input: TFakeSlackWorkspaceInput): TFakeSlackWorkspace;
  workspace(teamId: string): TFakeSlackWorkspace;
  addMember(teamId: string, input?: TFakeSlackUserInput): TFakeSlackUser;
  addChannel(teamId: string, input: TFakeSlackChannelInput): TFakeSlackChannel;
  /** A bot token as if the app were installed (reused while not revoked); scopes default to the app's. */
  botToken(teamId: string, scopes?: readonly string[]): string;
  /** Revokes every token of the workspace: later calls answer `token_revoked`. */
  revokeTokens(teamId: string): void;
  /** Who the authorize pages sign in as (default: the first full member of the first workspace). */
  signIn(teamId: string, userId: string): void;
  /** The next `times` authorize visits redirect with `?error=access_denied`. */
  denyAuthorize(times?: number): void;
  readonly authorizeRequests: TFakeSlackAuthorizeRequest[];
  /** A fresh trigger id for a person's interaction (single use, 3 s), as Slack puts in payloads. */
  issueTriggerId(teamId: string, userId: string): string;
  /** Every call, or those of one method. */
  calls(method?: string): TFakeSlackCall[];
  /** Messages in a channel (D.../C... id, or a user id for the app's DM with them), thread replies included. */
  messages(channel?: string): TFakeSlackMessage[];
  /** The app DM channel (D...) with a person, once one exists. */
  dmChannel(teamId: string, userId: string): string | undefined;
  /** Replies in a thread, oldest first. */
  thread(channel: string, threadTs: string): TFakeSlackMessage[];
  view(viewId: string): TFakeSlackView | undefined;
  views(): TFakeSlackView[];
  /** The next call(s) of a method fail as described (before any other check). */
  failNext(method: string, failure?: TFakeSlackFailure): void;
  /** Rate limits on or off. */
  setLimits(on: boolean): void;
  setPostMessagePerMinute(perMinute: number): void;
  /** Calls refused with 429 by the rate limits (not failNext), by method and team when given. */
  rateLimited(method?: string, teamId?: string): number;
  close(): Promise<void>;
}
