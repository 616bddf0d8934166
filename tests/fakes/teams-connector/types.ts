/**
 * The public shapes of the fake Teams Bot Connector (tests/fakes/teams-connector/index.ts), kept
 * apart so the store, the routes and the inbound-activity builders share them without a cycle.
 */

/** A Teams user as a team roster lists them. */
export interface TFakeTeamsMember {
  /** Bot Framework id, '29:...'. */
  id: string;
  aadObjectId: string;
  name: string;
  givenName?: string;
  surname?: string;
  email: string;
  /** Defaults to `email` in answers. */
  userPrincipalName?: string;
  /** 'owner' | 'user' | 'guest'; defaults to 'user' in answers. */
  userRole?: string;
}

/** A Teams team with its roster and channels. */
export interface TFakeTeam {
  /** '19:...@thread.tacv2', also the General channel's id. */
  id: string;
  name: string;
  tenantId: string;
  aadGroupId?: string;
  members: TFakeTeamsMember[];
  /** General (id = team id) has no name; it is added when missing. */
  channels: Array<{ id: string; name?: string }>;
}

/** One activity the bot sent (or updated), as the fake accepted it. */
export interface TRecordedActivity {
  conversationId: string;
  replyToId: string | null;
  activityId: string;
  activity: Record<string, unknown>;
  /** Date.now() when it was accepted. */
  at: number;
}

/** An injected failure: the next matching requests answer `status` with a Bot Framework error body. */
export interface TFakeFailure {
  status: number;
  /** Sent as Retry-After (seconds) when given. */
  retryAfterSeconds?: number;
  /** The body's error.code; a usual code for the status when left out. */
  code?: string;
  /** Which requests fail (method upper case, path decoded); every request when left out. */
  match?: (method: string, path: string) => boolean;
}

/** The handle a test holds on a running fake connector. */
export interface TFakeTeamsConnector {
  /** The serviceUrl, 'http://127.0.0.1:PORT/' (trailing slash). */
  readonly url: string;
  addTeam(team: TFakeTeam): void;
  addMember(teamId: string, member: TFakeTeamsMember): void;
  /** Every accepted POST of an activity (sends, replies, and the activity inside a createConversation), in order. */
  readonly activities: TRecordedActivity[];
  /** Every accepted PUT (update activity). */
  readonly updates: TRecordedActivity[];
  /** Every accepted createConversation. */
  readonly conversations: Array<{ id: string; parameters: Record<string, unknown> }>;
  /** Every request that reached a route, including refused ones (path decoded). */
  readonly requests: Array<{ method: string; path: string; status: number; at: number }>;
  /** The next `times` matching requests answer `failure.status` with body { error: { code, message } }. */
  failNext(times: number, failure: TFakeFailure): void;
  /** Beyond perSecond accepted requests in any sliding second, answer 429 + Retry-After; null turns it off. */
  throttle(limit: { perSecond: number; retryAfterSeconds: number } | null): void;
  /** Delays every answer by `ms`. */
  setLatency(ms: number): void;
  /** The activities sent to a conversation; a channel's id also returns those in its threads. */
  activitiesTo(conversationId: string): TRecordedActivity[];
  close(): Promise<void>;
}
