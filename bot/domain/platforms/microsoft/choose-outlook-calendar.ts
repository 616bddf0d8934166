/**
 * 'Sync Calendar' on /my/settings/vacations/calendars/ (spec part 2 §2.4): the calendar posted as
 * "id,name" must be one of the person's own calendars as Graph lists them (the stored name is
 * Graph's, not the posted one); it is saved on the grant and synced at once.
 */
import { eq } from 'drizzle-orm';
import { AppError } from '../../../../shared/errors.ts';
import { GRAPH_MESSAGES, graphSyncErrorText } from '../../../../shared/microsoft-graph.ts';
import { microsoftGrants } from '../../../db/schema/index.ts';
import type { TViewer } from '../../accounts/viewer.ts';
import { findGrant, grantAccessToken } from './grant-store.ts';
import { CALENDAR_SCOPES, GraphCallError } from './graph.ts';
import type { TGraphDeps } from './graph-deps.ts';
import { syncOutlookVacations, type TOutlookSyncResult } from './sync-outlook-vacations.ts';

const PICK_ANOTHER = 'Pick one of your calendars from the list.';

/** Saves the chosen calendar and syncs; answers the sync's outcome. */
export async function chooseOutlookCalendar(
  deps: TGraphDeps,
  viewer: TViewer,
  calendarId: string,
): Promise<TOutlookSyncResult> {
  const grant = await findGrant(deps.db, viewer.user.id, 'calendar');
  if (!grant) throw new AppError('INVALID_INPUT', GRAPH_MESSAGES.notConnected);
  const token = await grantAccessToken(deps, grant, CALENDAR_SCOPES);
  if (!token.ok)
    throw new AppError('UNAVAILABLE', graphSyncErrorText(token.error) ?? GRAPH_MESSAGES.consentUnavailable);
  let calendars: Awaited<ReturnType<ReturnType<TGraphDeps['graph']>['myCalendars']>>;
  try {
    calendars = await deps.graph(token.token).myCalendars();
  } catch (error) {
    if (!(error instanceof GraphCallError)) throw error;
    throw new AppError(
      'UNAVAILABLE',
      graphSyncErrorText(error.failure === 'unauthorized' ? 'reconnect' : 'unavailable')!,
    );
  }
  const chosen = calendars.find((calendar) => calendar.id === calendarId);
  if (!chosen) throw new AppError('INVALID_INPUT', PICK_ANOTHER, { fields: { calendar: [PICK_ANOTHER] } });
  await deps.db
    .update(microsoftGrants)
    .set({ calendarId: chosen.id, calendarName: chosen.name, updatedAt: new Date() })
    .where(eq(microsoftGrants.id, grant.id));
  return syncOutlookVacations(deps, viewer.user.id);
}
