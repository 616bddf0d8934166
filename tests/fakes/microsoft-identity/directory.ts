/**
 * The fake's directory: tenants and their users (with calendars, events, automatic replies and
 * photos), and what it issued: authorization codes, refresh tokens and Graph access tokens.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type {
  TFakeAutomaticReplies,
  TFakeAutomaticRepliesInput,
  TFakeCalendar,
  TFakeClock,
  TFakeEvent,
  TFakeEventInput,
  TFakeMicrosoftUser,
  TFakeMicrosoftUserInput,
  TFakeTenant,
  TFakeTenantInput,
} from './types.ts';

export const DEFAULT_APP_ROLES = ['User.Read.All', 'Calendars.Read', 'MailboxSettings.Read'];
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a string is a GUID (tenant and object ids). */
export function isGuid(value: string): boolean {
  return GUID.test(value);
}

/** An authorization code waiting to be redeemed. */
export interface TIssuedCode {
  code: string;
  clientId: string;
  redirectUri: string;
  scopes: string[];
  nonce?: string;
  codeChallenge?: string;
  codeChallengeMethod?: string;
  userObjectId: string;
  expiresAt: number;
  redeemed: boolean;
}

/** A refresh token: the user and the scopes it may renew. */
export interface TIssuedRefreshToken {
  clientId: string;
  userObjectId: string;
  scopes: string[];
  revoked: boolean;
}

/** A Graph access token the fake handed out: delegated (a user and scp) or app-only (roles). */
export interface TIssuedAccessToken {
  tenantId: string;
  clientId: string;
  userObjectId?: string;
  scopes: string[];
  roles: string[];
  expiresAt: number;
}

function instant(value: string | Date, what: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new Error(`fake Microsoft identity: ${what} is not a date: ${String(value)}`);
  return date.toISOString();
}

function automaticRepliesOf(input: TFakeAutomaticRepliesInput | undefined, now: number): TFakeAutomaticReplies {
  return {
    status: input?.status ?? 'disabled',
    scheduledStart: instant(input?.scheduledStart ?? new Date(now), 'scheduledStart'),
    scheduledEnd: instant(input?.scheduledEnd ?? new Date(now + 86_400_000), 'scheduledEnd'),
    internalReplyMessage: input?.internalReplyMessage ?? '',
    externalReplyMessage: input?.externalReplyMessage ?? '',
  };
}

export class FakeMicrosoftDirectory {
  readonly tenants = new Map<string, TFakeTenant>();
  readonly users: TFakeMicrosoftUser[] = [];
  readonly codes = new Map<string, TIssuedCode>();
  readonly refreshTokens = new Map<string, TIssuedRefreshToken>();
  readonly accessTokens = new Map<string, TIssuedAccessToken>();
  private eventCount = 0;

  constructor(private readonly clock: TFakeClock) {}

  addTenant(input: TFakeTenantInput): TFakeTenant {
    if (!isGuid(input.id)) throw new Error(`fake Microsoft identity: tenant id must be a GUID, got ${input.id}`);
    const tenant: TFakeTenant = {
      id: input.id.toLowerCase(),
      adminConsented: input.adminConsented ?? true,
      appRoles: input.appRoles ?? [...DEFAULT_APP_ROLES],
    };
    this.tenants.set(tenant.id, tenant);
    return tenant;
  }

  tenant(id: string): TFakeTenant | undefined {
    return this.tenants.get(id.toLowerCase());
  }

  addUser(input: TFakeMicrosoftUserInput): TFakeMicrosoftUser {
    const tenantId = input.tenantId.toLowerCase();
    if (!this.tenant(tenantId)) this.addTenant({ id: tenantId });
    const objectId = (input.objectId ?? randomUUID()).toLowerCase();
    if (this.user(objectId)) throw new Error(`fake Microsoft identity: user ${objectId} already exists`);
    const calendars: TFakeCalendar[] = [
      { id: `AAMk${randomBytes(12).toString('base64url')}`, name: 'Calendar', isDefaultCalendar: true },
      ...(input.calendars ?? []).map((calendar) => ({
        id: calendar.id ?? `AAMk${randomBytes(12).toString('base64url')}`,
        name: calendar.name,
        isDefaultCalendar: false,
      })),
    ];
    const user: TFakeMicrosoftUser = {
      tenantId,
      objectId,
      email: input.email,
      givenName: input.givenName,
      surname: input.surname,
      displayName: input.displayName ?? `${input.givenName} ${input.surname}`.trim(),
      userPrincipalName: input.userPrincipalName ?? input.email,
      emailVerified: input.emailVerified ?? true,
      ...(input.photo ? { photo: input.photo } : {}),
      calendars,
      events: [],
      automaticReplies: automaticRepliesOf(input.automaticReplies, this.clock.now()),
      timeZone: input.timeZone ?? 'UTC',
      needsConsent: input.needsConsent ?? false,
    };
    this.users.push(user);
    for (const event of input.events ?? []) this.addEvent(user, event);
    return user;
  }

  /** Adds an event to one of the user's calendars. */
  addEvent(user: TFakeMicrosoftUser, input: TFakeEventInput): TFakeEvent {
    const calendarId = input.calendarId ?? user.calendars[0]!.id;
    if (!user.calendars.some((calendar) => calendar.id === calendarId))
      throw new Error(`fake Microsoft identity: ${user.email} has no calendar ${calendarId}`);
    const isAllDay = input.isAllDay ?? false;
    const day = (value: string | Date, what: string) => {
      if (typeof value !== 'string' || !DAY.test(value))
        throw new Error(`fake Microsoft identity: an all-day event's ${what} is a 'YYYY-MM-DD' day`);
      return value;
    };
    this.eventCount += 1;
    const event: TFakeEvent = {
      id: input.id ?? `AAMkEvent${String(this.eventCount).padStart(4, '0')}${randomBytes(6).toString('base64url')}`,
      calendarId,
      subject: input.subject,
      start: isAllDay ? day(input.start, 'start') : instant(input.start, 'start'),
      end: isAllDay ? day(input.end, 'end') : instant(input.end, 'end'),
      isAllDay,
      showAs: input.showAs ?? 'busy',
    };
    user.events.push(event);
    return event;
  }

  user(objectId: string): TFakeMicrosoftUser | undefined {
    const id = objectId.toLowerCase();
    return this.users.find((user) => user.objectId === id);
  }

  /** A user by sign-in name or email (login_hint). */
  userByName(name: string): TFakeMicrosoftUser | undefined {
    const wanted = name.toLowerCase();
    return this.users.find(
      (user) => user.userPrincipalName.toLowerCase() === wanted || user.email.toLowerCase() === wanted,
    );
  }

  issueCode(input: Omit<TIssuedCode, 'code' | 'expiresAt' | 'redeemed'>): string {
    const code = `1.A${randomBytes(48).toString('base64url')}`;
    this.codes.set(code, { ...input, code, expiresAt: this.clock.now() + 10 * 60_000, redeemed: false });
    return code;
  }

  issueRefreshToken(input: Omit<TIssuedRefreshToken, 'revoked'>): string {
    const token = `1.A${randomBytes(64).toString('base64url')}`;
    this.refreshTokens.set(token, { ...input, revoked: false });
    return token;
  }

  revokeSessions(user: TFakeMicrosoftUser): void {
    for (const token of this.refreshTokens.values()) if (token.userObjectId === user.objectId) token.revoked = true;
  }
}
