/**
 * Microsoft Graph features of the settings pages (spec part 2 §2.2 'Sync profile photos', §2.4
 * Outlook calendar and activity): their texts, the calendar form and the pages' data, shared by
 * the server and the web app.
 */
import { z } from 'zod';

/** The spec's tooltip on the greyed 'Sync profile photos' action. */
export const PHOTOS_ONLY_TEAMS_TOOLTIP = 'Only available to Microsoft Teams right now';

/** Why the last Graph sync failed; stored on the grant, shown on the pages in words. */
export const GRAPH_SYNC_ERRORS = {
  reconnect: 'Microsoft no longer accepts this connection (it was revoked or expired). Connect again to keep syncing.',
  forbidden: 'Microsoft refused to share this. Ask your Microsoft 365 administrator, then connect again.',
  calendar_missing: 'The chosen calendar no longer exists. Pick another calendar.',
  unavailable: 'Rollcall could not reach Microsoft just now. It will try again later.',
  wrong_tenant: 'The Microsoft account is not in the organisation of your Microsoft Teams install.',
} as const;
export type TGraphSyncError = keyof typeof GRAPH_SYNC_ERRORS;

/** The words of a stored error code (unknown codes read as 'unavailable'). */
export function graphSyncErrorText(code: string | null | undefined): string | null {
  if (!code) return null;
  return Object.hasOwn(GRAPH_SYNC_ERRORS, code)
    ? GRAPH_SYNC_ERRORS[code as TGraphSyncError]
    : GRAPH_SYNC_ERRORS.unavailable;
}

/** Flash texts of the consent round trips and the calendar actions. */
export const GRAPH_MESSAGES = {
  notConfigured: 'Microsoft sign-in is not configured on this server.',
  noTeamsTeam: 'Sync profile photos needs a team connected to Microsoft Teams.',
  consentCancelled: 'The Microsoft connection was cancelled. Nothing was changed.',
  consentFailed: 'Microsoft did not confirm the connection. Please try again.',
  consentUnavailable: 'Rollcall could not reach Microsoft just now. Please try again in a moment.',
  consentExpired: 'That Microsoft connection took too long or was already used. Please start again.',
  consentForeign: 'That Microsoft connection was started by another person or in another browser. Please start again.',
  wrongTenant: GRAPH_SYNC_ERRORS.wrong_tenant,
  photosStarted: 'Microsoft is connected. Profile photos of your Microsoft Teams members are being synced.',
  calendarConnected: 'Outlook is connected. Pick the calendar to sync.',
  calendarSynced: 'Your Outlook calendar was synced: {{count}} out-of-office days in the next 60 days.',
  syncFailed: 'Outlook could not be synced: {{reason}}',
  disconnected: 'Outlook is disconnected. The days it added to your vacations were removed.',
  notConnected: 'Outlook is not connected.',
} as const;

/** POST /my/settings/vacations/calendars/: `calendar` is "id,name" (spec part 2 §2.4, §7). */
export const ZCalendarChoiceForm = z.object({
  calendar: z
    .string({ error: 'Pick a calendar.' })
    .min(3, 'Pick a calendar.')
    .max(1500, 'Pick a calendar.')
    .refine((value) => value.indexOf(',') > 0, 'Pick a calendar.'),
});
export type TCalendarChoiceForm = z.infer<typeof ZCalendarChoiceForm>;

/** The id and name of a calendar choice ("id,name"; the id never holds a comma, the name may). */
export function splitCalendarChoice(value: string): { id: string; name: string } {
  const comma = value.indexOf(',');
  return { id: value.slice(0, comma), name: value.slice(comma + 1) };
}

/** The connection state both Outlook pages show. */
export const ZOutlookConnection = z.object({
  connected: z.boolean(),
  /** The Microsoft account's email (or null when Rollcall does not know it). */
  account_email: z.string().nullable(),
  calendar_id: z.string().nullable(),
  calendar_name: z.string().nullable(),
  synced_at: z.string().nullable(),
  last_error: z.string().nullable(),
  /** Whether the last error needs the person to connect again. */
  needs_reconnect: z.boolean(),
  /** Out-of-office days from Outlook in the synced window. */
  outlook_days: z.array(z.string()),
});
export type TOutlookConnection = z.infer<typeof ZOutlookConnection>;

/** GET /api/v1/my/settings/vacations/calendars */
export const ZCalendarsContext = z.object({
  configured: z.boolean(),
  locked: z.boolean(),
  connection: ZOutlookConnection,
  /** Calendar choices (spec: calendarid and name); empty when not connected or unreadable. */
  calendars: z.array(z.object({ calendarid: z.string(), name: z.string(), is_default: z.boolean() })),
  /** Why the list could not be read, in words (null when it could). */
  calendars_error: z.string().nullable(),
});
export type TCalendarsContext = z.infer<typeof ZCalendarsContext>;

/** GET /api/v1/my/settings/outlook-activity */
export const ZOutlookActivityContext = z.object({
  configured: z.boolean(),
  /** LIMIT_SERVICES locks the panel. */
  locked: z.boolean(),
  connection: ZOutlookConnection,
});
export type TOutlookActivityContext = z.infer<typeof ZOutlookActivityContext>;

/** GET /api/v1/account/settings/microsoft-photos: the 'Sync profile photos' action's state. */
export const ZPhotoSyncContext = z.object({
  /** Microsoft sign-in is configured and the account has a team on Microsoft Teams. */
  available: z.boolean(),
  configured: z.boolean(),
  has_teams_team: z.boolean(),
  /** Only Account Admins may start it. */
  can_sync: z.boolean(),
  connected: z.boolean(),
  synced_at: z.string().nullable(),
  last_error: z.string().nullable(),
});
export type TPhotoSyncContext = z.infer<typeof ZPhotoSyncContext>;
