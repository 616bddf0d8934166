/** The fake Microsoft identity platform's data (tenants, users, calendars) and its handle. */
import type { TRecordedRequest } from '../fake-server.ts';

/** Milliseconds since the epoch; every time the fake reads goes through one, so tests can move it. */
export interface TFakeClock {
  now(): number;
}

export interface TFakeTenantInput {
  /** The directory (tenant) id, a GUID. */
  id: string;
  /** Whether an administrator granted the app's application permissions (client credentials). Default true. */
  adminConsented?: boolean;
  /** Application permissions in app-only tokens (`roles`). Default User.Read.All, Calendars.Read, MailboxSettings.Read. */
  appRoles?: string[];
}

export interface TFakeTenant {
  id: string;
  adminConsented: boolean;
  appRoles: string[];
}

/** How Outlook shows the time an event takes. */
export type TFakeShowAs = 'free' | 'tentative' | 'busy' | 'oof' | 'workingElsewhere' | 'unknown';

export interface TFakeCalendarInput {
  id?: string;
  name: string;
}

export interface TFakeCalendar {
  id: string;
  name: string;
  isDefaultCalendar: boolean;
}

export interface TFakeEventInput {
  id?: string;
  /** The calendar that holds it; default the user's default calendar ("Calendar"). */
  calendarId?: string;
  subject: string;
  /** Timed events: an instant (ISO string with offset or Date). All-day events: 'YYYY-MM-DD'. */
  start: string | Date;
  /** Exclusive end: an instant, or for all-day events the day after the last day. */
  end: string | Date;
  isAllDay?: boolean;
  /** Default busy. */
  showAs?: TFakeShowAs;
}

export interface TFakeEvent {
  id: string;
  calendarId: string;
  subject: string;
  /** ISO instant (timed) or 'YYYY-MM-DD' (all-day). */
  start: string;
  end: string;
  isAllDay: boolean;
  showAs: TFakeShowAs;
}

export type TFakeAutomaticRepliesStatus = 'disabled' | 'alwaysEnabled' | 'scheduled';

export interface TFakeAutomaticRepliesInput {
  status: TFakeAutomaticRepliesStatus;
  scheduledStart?: string | Date;
  scheduledEnd?: string | Date;
  internalReplyMessage?: string;
  externalReplyMessage?: string;
}

export interface TFakeAutomaticReplies {
  status: TFakeAutomaticRepliesStatus;
  /** ISO instants; Graph shows them in UTC. */
  scheduledStart: string;
  scheduledEnd: string;
  internalReplyMessage: string;
  externalReplyMessage: string;
}

export interface TFakeMicrosoftUserInput {
  /** The user's home tenant; added (admin consented) when the test has not added it. */
  tenantId: string;
  /** The object id (`oid`), a GUID; generated when left out. */
  objectId?: string;
  email: string;
  givenName: string;
  surname: string;
  /** Default "givenName surname". */
  displayName?: string;
  /** Default the email. */
  userPrincipalName?: string;
  /** Whether the tenant verified the email's domain: the id token's `xms_edov`. Default true. */
  emailVerified?: boolean;
  /** JPEG bytes for /photo/$value; none: 404 ImageNotFound. */
  photo?: Buffer;
  /** Extra calendars; every user has a default one named "Calendar". */
  calendars?: TFakeCalendarInput[];
  events?: TFakeEventInput[];
  automaticReplies?: TFakeAutomaticRepliesInput;
  /** The mailbox time zone (mailboxSettings.timeZone). Default "UTC". */
  timeZone?: string;
  /** On-behalf-of answers consent_required until the user signs in interactively (authorize). */
  needsConsent?: boolean;
}

/** A user of the fake directory. Fields are mutable: a test may change them between calls. */
export interface TFakeMicrosoftUser {
  tenantId: string;
  objectId: string;
  email: string;
  givenName: string;
  surname: string;
  displayName: string;
  userPrincipalName: string;
  emailVerified: boolean;
  photo?: Buffer;
  calendars: TFakeCalendar[];
  events: TFakeEvent[];
  automaticReplies: TFakeAutomaticReplies;
  timeZone: string;
  needsConsent: boolean;
}

/** The error the authorize page redirects with instead of a code. */
export type TFakeAuthorizeError = 'access_denied' | 'consent_required' | 'interaction_required' | 'login_required';

/** One browser visit to /{tenant}/oauth2/v2.0/authorize, as the fake saw it. */
export interface TFakeAuthorizeRequest {
  tenant: string;
  clientId: string;
  redirectUri: string;
  scopes: string[];
  state?: string;
  nonce?: string;
  prompt?: string;
  loginHint?: string;
  codeChallenge?: string;
  codeChallengeMethod?: string;
  /** The user signed in, when any. */
  userObjectId?: string;
  code?: string;
  error?: string;
}

/** What a forged or unusual tab SSO token should look like. */
export interface TFakeTabTokenOverrides {
  /** Token format: '1.0' (Teams' default, iss sts.windows.net) or '2.0' (iss login.microsoftonline.com/{tid}/v2.0). */
  version?: '1.0' | '2.0';
  aud?: string;
  iss?: string;
  tid?: string;
  oid?: string;
  scp?: string;
  /** Seconds since the epoch. */
  exp?: number;
  nbf?: number;
  iat?: number;
  /** Sign with a key that is not in the JWKS (a bad signature with a known-looking kid). */
  strangerKey?: boolean;
  /** 'none' gives an unsigned token; HS256 signs with the client secret; RS256 default. */
  alg?: 'RS256' | 'HS256' | 'none';
  /** Claim names to leave out (e.g. ['tid'], ['oid']). */
  omit?: string[];
  /** Extra or replaced claims. */
  claims?: Record<string, unknown>;
}

/** An injected failure for the next calls to an area. */
export interface TFakeMicrosoftFailure {
  /** Default 429. */
  status?: number;
  /** Seconds for the Retry-After header of a 429 or 503. Default 1. */
  retryAfter?: number;
  /** How many calls fail. Default 1. */
  times?: number;
  /** Only calls whose path starts with this (e.g. '/v1.0/me/calendarView'). */
  pathPrefix?: string;
}

export interface TFakeMicrosoftIdentityOptions {
  /** The app registration's client id (a GUID). */
  clientId?: string;
  clientSecret?: string;
  /** The host in the tab SSO audience `api://{host}/{clientId}`. Default 'localhost'. */
  appIdUriHost?: string;
  /** Registered redirect URIs; when left out any absolute http(s) URL is accepted. */
  redirectUris?: string[];
  clock?: TFakeClock;
  /** Access token lifetime in seconds (expires_in). Default 3600. */
  accessTokenSeconds?: number;
}

export interface TMicrosoftIdentityFake {
  /** Where MICROSOFT_LOGIN_URL points: stands in for https://login.microsoftonline.com. */
  readonly loginUrl: string;
  /** Where MICROSOFT_GRAPH_URL points: stands in for https://graph.microsoft.com (paths /v1.0/...). */
  readonly graphUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** The Application ID URI tab tokens are for: `api://{host}/{clientId}`. */
  readonly applicationIdUri: string;
  readonly clock: TFakeClock;
  addTenant(input: TFakeTenantInput): TFakeTenant;
  tenant(id: string): TFakeTenant | undefined;
  addUser(input: TFakeMicrosoftUserInput): TFakeMicrosoftUser;
  user(objectId: string): TFakeMicrosoftUser | undefined;
  /** The user the authorize page signs in next (until changed); null: nobody is signed in. */
  signInNext(user: TFakeMicrosoftUser | null): void;
  /** The next authorize visit redirects with this error instead of a code. */
  denyNext(error?: TFakeAuthorizeError, description?: string): void;
  readonly authorizeRequests: TFakeAuthorizeRequest[];
  /** The SSO token Teams' getAuthToken hands the tab for this user. */
  tabToken(user: TFakeMicrosoftUser, overrides?: TFakeTabTokenOverrides): Promise<string>;
  /**
   * Any claims signed as Microsoft signs the tokens it sends to apps (RS256 with the JWKS key), e.g.
   * the bearer token of a marketplace webhook; `strangerKey` signs with a key not in the JWKS.
   */
  signClaims(claims: Record<string, unknown>, options?: { strangerKey?: boolean }): Promise<string>;
  /** A delegated Graph access token for the user, as if signed in with these scopes. */
  graphToken(user: TFakeMicrosoftUser, scopes?: string[]): Promise<string>;
  /** The next calls to the token endpoint or Graph fail with this status (429 + Retry-After by default). */
  failNext(area: 'token' | 'graph', failure?: TFakeMicrosoftFailure): void;
  /** Refresh tokens of the user stop working (invalid_grant), as after a password reset. */
  revokeSessions(user: TFakeMicrosoftUser): void;
  readonly requests: TRecordedRequest[];
  calls(method: string, path: string): TRecordedRequest[];
  close(): Promise<void>;
}
