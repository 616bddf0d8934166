/**
 * Syncs a member's Outlook out-of-office days into their vacation days (spec part 2 §2.4): the
 * chosen calendar's events and the automatic replies over today..+60 days (outlook-days.ts says
 * which days count). The synced days are user_vacations rows with source 'outlook'; a sync
 * replaces those from today on and never touches the days the person picked ('manual'). Runs skip
 * every vacation day, so a week out of office gets no prompts.
 */
import { and, eq, gte } from 'drizzle-orm';
import type { TGraphSyncError } from '../../../../shared/microsoft-graph.ts';
import { users, userVacations } from '../../../db/schema/index.ts';
import { findGrant, grantAccessToken, recordGrantSync } from './grant-store.ts';
import { CALENDAR_SCOPES, GraphCallError, type TAutomaticReplies, type TGraphEvent } from './graph.ts';
import type { TGraphDeps } from './graph-deps.ts';
import { outlookDays } from './outlook-days.ts';
import { outlookWindow, outlookZoneOf } from './outlook-window.ts';

export type TOutlookSyncResult = { ok: true; days: string[] } | { ok: false; error: TGraphSyncError | 'not_connected' };

/** The stored error of a failed Graph call. */
function syncErrorOf(error: GraphCallError): TGraphSyncError {
  if (error.failure === 'unauthorized') return 'reconnect';
  if (error.failure === 'forbidden') return 'forbidden';
  if (error.failure === 'not_found') return 'calendar_missing';
  return 'unavailable';
}

/** Syncs one person's Outlook days now. */
export async function syncOutlookVacations(deps: TGraphDeps, userId: string): Promise<TOutlookSyncResult> {
  const grant = await findGrant(deps.db, userId, 'calendar');
  if (!grant) return { ok: false, error: 'not_connected' };
  const [user] = await deps.db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
  if (!user) return { ok: false, error: 'not_connected' };
  const token = await grantAccessToken(deps, grant, CALENDAR_SCOPES);
  if (!token.ok) return { ok: false, error: token.error };
  const timeZone = outlookZoneOf(user.timeZone);
  const now = deps.now();
  const window = outlookWindow(now, timeZone);
  const graph = deps.graph(token.token);
  let events: TGraphEvent[] = [];
  let replies: TAutomaticReplies;
  try {
    if (grant.calendarId) events = await graph.calendarView(grant.calendarId, window, timeZone);
    replies = await graph.automaticReplies();
  } catch (error) {
    if (!(error instanceof GraphCallError)) throw error;
    const stored = syncErrorOf(error);
    await recordGrantSync(deps.db, grant.id, { ok: false, error: stored });
    deps.log.warn({ failure: error.failure, status: error.status }, 'Outlook calendar sync failed');
    return { ok: false, error: stored };
  }
  const days = outlookDays({ events, replies, timeZone, fromKey: window.fromKey, toKey: window.toKey });
  await deps.db.transaction(async (tx) => {
    await tx
      .delete(userVacations)
      .where(
        and(
          eq(userVacations.userId, userId),
          eq(userVacations.source, 'outlook'),
          gte(userVacations.day, window.fromKey),
        ),
      );
    if (days.length) {
      // A day the person picked themselves stays theirs ('manual'): the conflict keeps it.
      await tx
        .insert(userVacations)
        .values(days.map((day) => ({ userId, day, source: 'outlook' })))
        .onConflictDoNothing();
    }
  });
  await recordGrantSync(deps.db, grant.id, { ok: true, at: now });
  return { ok: true, days };
}
