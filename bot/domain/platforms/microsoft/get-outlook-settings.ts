/**
 * The data of /my/settings/vacations/calendars/ and /my/settings/outlook-activity/ (spec part 2
 * §2.4): whether Outlook is connected, with which account and calendar, when it last synced and
 * why it last failed, the days it added, and (for the calendars page) the calendars to pick from.
 */
import { and, asc, eq, gte } from 'drizzle-orm';
import {
  GRAPH_SYNC_ERRORS,
  graphSyncErrorText,
  type TCalendarsContext,
  type TOutlookActivityContext,
  type TOutlookConnection,
} from '../../../../shared/microsoft-graph.ts';
import { localDateKey } from '../../../../shared/zoned-time.ts';
import { userVacations } from '../../../db/schema/index.ts';
import { viewerHasFlag } from '../../accounts/feature-flags.ts';
import type { TViewer } from '../../accounts/viewer.ts';
import { findGrant, grantAccessToken, type TGrantRow } from './grant-store.ts';
import { CALENDAR_SCOPES, GraphCallError } from './graph.ts';
import type { TGraphDeps } from './graph-deps.ts';
import { outlookZoneOf } from './outlook-window.ts';

/**
 * The Microsoft account's sign-in name from msal's serialized cache (its Account entries carry
 * `username`); null when the cache reads otherwise. Only shown to the person themselves.
 */
function accountEmailOf(deps: Pick<TGraphDeps, 'box'>, grant: TGrantRow): string | null {
  const cache = deps.box.open(grant.sealedCache);
  if (!cache) return null;
  try {
    const accounts = (JSON.parse(cache) as { Account?: Record<string, { username?: unknown }> }).Account ?? {};
    const username = Object.values(accounts).find((account) => typeof account?.username === 'string')?.username;
    return typeof username === 'string' ? username.slice(0, 254) : null;
  } catch {
    return null;
  }
}

/** The viewer's Outlook connection. */
export async function getOutlookConnection(
  deps: Pick<TGraphDeps, 'db' | 'box' | 'now'>,
  viewer: TViewer,
): Promise<TOutlookConnection> {
  const grant = await findGrant(deps.db, viewer.user.id, 'calendar');
  const today = localDateKey(deps.now(), outlookZoneOf(viewer.user.timeZone));
  const days = await deps.db
    .select({ day: userVacations.day })
    .from(userVacations)
    .where(
      and(eq(userVacations.userId, viewer.user.id), eq(userVacations.source, 'outlook'), gte(userVacations.day, today)),
    )
    .orderBy(asc(userVacations.day));
  return {
    connected: grant !== undefined,
    account_email: grant ? accountEmailOf(deps, grant) : null,
    calendar_id: grant?.calendarId ?? null,
    calendar_name: grant?.calendarName ?? null,
    synced_at: grant?.syncedAt?.toISOString() ?? null,
    last_error: graphSyncErrorText(grant?.lastError),
    needs_reconnect: grant?.lastError === 'reconnect',
    outlook_days: days.map((row) => row.day),
  };
}

/** /my/settings/outlook-activity/: the connection, locked by LIMIT_SERVICES. */
export async function getOutlookActivity(
  deps: Pick<TGraphDeps, 'db' | 'box' | 'now'> | undefined,
  db: TGraphDeps['db'],
  viewer: TViewer,
): Promise<TOutlookActivityContext> {
  const connection = deps ? await getOutlookConnection(deps, viewer) : await emptyConnection(db, viewer);
  return { configured: deps !== undefined, locked: viewerHasFlag(viewer, 'LIMIT_SERVICES'), connection };
}

/** Without Microsoft configured: nothing connected (days synced earlier still show). */
async function emptyConnection(db: TGraphDeps['db'], viewer: TViewer): Promise<TOutlookConnection> {
  const days = await db
    .select({ day: userVacations.day })
    .from(userVacations)
    .where(and(eq(userVacations.userId, viewer.user.id), eq(userVacations.source, 'outlook')))
    .orderBy(asc(userVacations.day));
  return {
    connected: false,
    account_email: null,
    calendar_id: null,
    calendar_name: null,
    synced_at: null,
    last_error: null,
    needs_reconnect: false,
    outlook_days: days.map((row) => row.day),
  };
}

/** /my/settings/vacations/calendars/: the connection and the calendars Graph lists. */
export async function getOutlookCalendars(
  deps: TGraphDeps | undefined,
  db: TGraphDeps['db'],
  viewer: TViewer,
): Promise<TCalendarsContext> {
  const locked = viewerHasFlag(viewer, 'LIMIT_VACATION_TRACKING');
  if (!deps)
    return {
      configured: false,
      locked,
      connection: await emptyConnection(db, viewer),
      calendars: [],
      calendars_error: null,
    };
  const grant = await findGrant(deps.db, viewer.user.id, 'calendar');
  let calendars: TCalendarsContext['calendars'] = [];
  let calendarsError: string | null = null;
  if (grant) {
    const token = await grantAccessToken(deps, grant, CALENDAR_SCOPES);
    if (!token.ok) calendarsError = graphSyncErrorText(token.error);
    else {
      try {
        calendars = (await deps.graph(token.token).myCalendars()).map((calendar) => ({
          calendarid: calendar.id,
          name: calendar.name,
          is_default: calendar.isDefault,
        }));
      } catch (error) {
        if (!(error instanceof GraphCallError)) throw error;
        calendarsError = error.failure === 'unauthorized' ? GRAPH_SYNC_ERRORS.reconnect : GRAPH_SYNC_ERRORS.unavailable;
      }
    }
  }
  // Read after the token: a refusal just marked the grant 'reconnect'.
  return {
    configured: true,
    locked,
    connection: await getOutlookConnection(deps, viewer),
    calendars,
    calendars_error: calendarsError,
  };
}
