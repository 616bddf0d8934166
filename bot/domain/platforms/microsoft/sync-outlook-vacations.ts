/**
 * Syncs a member's Outlook out-of-office days into their vacation days (spec part 2 §2.4): the
 * chosen calendar's events and the automatic replies over today..+60 days (outlook-days.ts says
 * which days count). The synced days are user_vacations rows with source 'outlook'; a sync
 * replaces those from today on and never touches the days the person picked ('manual'). Runs skip
 * every vacation day, so a week out of office gets no prompts.
 *
 * The days are those of the person's zone; one who follows each report's zone ('default') gets
 * their mailbox's zone, or UTC when Graph gives none Rollcall can map. The mailbox settings and the
 * calendar are two reads: a mailbox Rollcall may not read (403/404) just brings no automatic
 * replies, and never reads as a missing calendar. The write locks the grant row and writes
 * nothing if it is gone (a Disconnect came first); two syncs at once run one after the other, and
 * the later one's days replace the earlier one's.
 */
import { and, eq, gte } from 'drizzle-orm';
import type { TGraphSyncError } from '../../../../shared/microsoft-graph.ts';
import { microsoftGrants, users, userVacations } from '../../../db/schema/index.ts';
import { findGrant, grantAccessToken, recordGrantSync } from './grant-store.ts';
import { CALENDAR_SCOPES, GraphCallError, type TGraphEvent, type TMailboxSettings } from './graph.ts';
import type { TGraphDeps } from './graph-deps.ts';
import { outlookDays } from './outlook-days.ts';
import { outlookWindow, outlookZoneOf } from './outlook-window.ts';

export type TOutlookSyncResult = { ok: true; days: string[] } | { ok: false; error: TGraphSyncError | 'not_connected' };

/** The stored error of a failed Graph call; `calendar` says whether it was the calendar's read. */
function syncErrorOf(error: GraphCallError, calendar: boolean): TGraphSyncError {
  if (error.failure === 'unauthorized') return 'reconnect';
  if (error.failure === 'forbidden') return 'forbidden';
  if (error.failure === 'not_found' && calendar) return 'calendar_missing';
  return 'unavailable';
}

/** The mailbox settings, or null when Microsoft will not share them (403/404); other failures throw. */
async function readMailbox(read: () => Promise<TMailboxSettings>): Promise<TMailboxSettings | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof GraphCallError && (error.failure === 'forbidden' || error.failure === 'not_found'))
      return null;
    throw error;
  }
}

/** Syncs one person's Outlook days now. */
export async function syncOutlookVacations(deps: TGraphDeps, userId: string): Promise<TOutlookSyncResult> {
  const grant = await findGrant(deps.db, userId, 'calendar');
  if (!grant) return { ok: false, error: 'not_connected' };
  const [user] = await deps.db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
  if (!user) return { ok: false, error: 'not_connected' };
  const token = await grantAccessToken(deps, grant, CALENDAR_SCOPES);
  if (!token.ok) return { ok: false, error: token.error };
  const graph = deps.graph(token.token);
  const now = deps.now();
  const failed = async (error: unknown, calendar: boolean): Promise<TOutlookSyncResult> => {
    if (!(error instanceof GraphCallError)) throw error;
    const stored = syncErrorOf(error, calendar);
    await recordGrantSync(deps.db, grant.id, { ok: false, error: stored });
    deps.log.warn({ failure: error.failure, status: error.status, calendar }, 'Outlook calendar sync failed');
    return { ok: false, error: stored };
  };

  let mailbox: TMailboxSettings | null;
  try {
    mailbox = await readMailbox(() => graph.mailboxSettings());
  } catch (error) {
    return failed(error, false);
  }
  const timeZone = outlookZoneOf(user.timeZone, mailbox?.timeZone);
  const window = outlookWindow(now, timeZone);
  let events: TGraphEvent[] = [];
  try {
    if (grant.calendarId) events = await graph.calendarView(grant.calendarId, window);
  } catch (error) {
    return failed(error, true);
  }
  const days = outlookDays({
    events,
    replies: mailbox?.replies ?? null,
    timeZone,
    fromKey: window.fromKey,
    toKey: window.toKey,
  });

  const written = await deps.db.transaction(async (tx) => {
    // Waits for a Disconnect or another sync holding the row; a deleted grant means write nothing.
    const [locked] = await tx
      .select({ id: microsoftGrants.id })
      .from(microsoftGrants)
      .where(eq(microsoftGrants.id, grant.id))
      .for('update');
    if (!locked) return false;
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
    await tx
      .update(microsoftGrants)
      .set({ syncedAt: now, lastError: null, updatedAt: new Date() })
      .where(eq(microsoftGrants.id, grant.id));
    return true;
  });
  if (!written) return { ok: false, error: 'not_connected' };
  return { ok: true, days };
}
