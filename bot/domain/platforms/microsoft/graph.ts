/**
 * What Rollcall reads from Microsoft Graph (profile photos, Outlook calendars, automatic replies),
 * as an interface the adapter (bot/adapters/microsoft/graph-client.ts) implements on the Graph SDK,
 * so use cases and their tests never import it.
 */

/** Delegated scopes an account admin consents to for 'Sync profile photos' (spec part 2 §2.2). */
export const PHOTO_SCOPES = ['User.Read.All'] as const;

/** Delegated scopes a member consents to for the Outlook calendar connection (spec part 2 §2.4). */
export const CALENDAR_SCOPES = ['Calendars.Read', 'MailboxSettings.Read'] as const;

/** The kinds of microsoft_grants rows. */
export type TGrantKind = 'photos' | 'calendar';

/** Why a Graph call failed, in the terms a use case acts on. */
export type TGraphFailure =
  /** The token was refused (expired, revoked): the person must connect again. */
  | 'unauthorized'
  /** The grant lacks a permission, or the tenant's policy forbids the read. */
  | 'forbidden'
  /** The thing asked for does not exist (a removed calendar, an unknown user). */
  | 'not_found'
  /** Graph could not be reached, timed out or kept throttling: try again later. */
  | 'unavailable'
  /** Graph answered something Rollcall cannot read. */
  | 'invalid';

/** A failed Graph call; `failure` says what to do about it. */
export class GraphCallError extends Error {
  constructor(
    readonly failure: TGraphFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'GraphCallError';
  }
}

export interface TGraphCalendar {
  id: string;
  name: string;
  isDefault: boolean;
}

/**
 * A wall-clock date-time as Graph writes it in the zone asked for with `Prefer: outlook.timezone`
 * ('YYYY-MM-DDTHH:mm:ss', fractions dropped).
 */
export type TWallDateTime = string;

export interface TGraphEvent {
  /** free | tentative | busy | oof | workingElsewhere | unknown. */
  showAs: string;
  isAllDay: boolean;
  isCancelled: boolean;
  start: TWallDateTime;
  /** Exclusive. */
  end: TWallDateTime;
}

export interface TAutomaticReplies {
  status: 'disabled' | 'alwaysEnabled' | 'scheduled';
  /** The scheduled window, as instants (null unless Graph gave one it could read). */
  scheduledStart: Date | null;
  scheduledEnd: Date | null;
}

export interface TGraphPhoto {
  contentType: string;
  data: Buffer;
}

/** Graph for one access token (one person's delegated grant). */
export interface TGraphClient {
  /** A user's profile photo bytes (`/users/{id}/photo/$value`), null when they have none. */
  userPhoto(userId: string, maxBytes: number): Promise<TGraphPhoto | null>;
  /** The signed-in person's calendars. */
  myCalendars(): Promise<TGraphCalendar[]>;
  /** Events of a calendar over [start, end), every page, times written in `timeZone`. */
  calendarView(calendarId: string, window: { start: Date; end: Date }, timeZone: string): Promise<TGraphEvent[]>;
  /** The signed-in person's automatic replies (out-of-office) setting. */
  automaticReplies(): Promise<TAutomaticReplies>;
}

/** Builds a Graph client for an access token. */
export type TGraphClientFactory = (accessToken: string) => TGraphClient;
