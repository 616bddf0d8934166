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
 * An event of a calendarView. A timed event is two instants (Graph is asked for UTC and the
 * adapter reads each event's own zone); an all-day event keeps its dates as Outlook wrote them
 * (YYYY-MM-DD, the end exclusive), because an all-day event has no instant.
 */
export type TGraphEvent = {
  /** free | tentative | busy | oof | workingElsewhere | unknown. */
  showAs: string;
  isCancelled: boolean;
} & ({ isAllDay: true; startDay: string; endDay: string } | { isAllDay: false; start: Date; end: Date });

export interface TAutomaticReplies {
  status: 'disabled' | 'alwaysEnabled' | 'scheduled';
  /** The scheduled window, as instants (null unless Graph gave one it could read). */
  scheduledStart: Date | null;
  scheduledEnd: Date | null;
}

/** What Rollcall reads of a mailbox's settings. */
export interface TMailboxSettings {
  /** The mailbox's time zone as an IANA name; null when Graph gave none Rollcall can map. */
  timeZone: string | null;
  replies: TAutomaticReplies;
}

export interface TGraphPhoto {
  contentType: string;
  data: Buffer;
}

/** Graph for one access token (one person's delegated grant). */
export interface TGraphClient {
  /** A user's profile photo (240x240, else the stored one), null when they have none or it is too big. */
  userPhoto(userId: string, maxBytes: number): Promise<TGraphPhoto | null>;
  /** The signed-in person's calendars (every page, bounded). */
  myCalendars(): Promise<TGraphCalendar[]>;
  /** Events of a calendar over [start, end), every page. */
  calendarView(calendarId: string, window: { start: Date; end: Date }): Promise<TGraphEvent[]>;
  /** The signed-in person's mailbox time zone and automatic replies (out-of-office) setting. */
  mailboxSettings(): Promise<TMailboxSettings>;
}

/** Builds a Graph client for an access token. */
export type TGraphClientFactory = (accessToken: string) => TGraphClient;
