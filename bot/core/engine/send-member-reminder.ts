/**
 * GET /report/send_reminder/{link_hash}/ (spec part 3 §2.7, §6): the dashboard's Remind link
 * sends one member the reminder of the scheduled first reminder, now. Admins, team admins and the
 * member themselves may; an entry already submitted (or on vacation) needs none. A minute bucket
 * in the idempotency key makes a double click send once.
 */
import { DASHBOARD_MESSAGES, gridDashboardPath } from '../../../shared/dashboard.ts';
import { AppError } from '../../../shared/errors.ts';
import { displayName } from '../../domain/accounts/find-user.ts';
import type { TViewer } from '../../domain/accounts/viewer.ts';
import { findCheckinByHash, findCheckinById, looksLikeCheckinHash } from '../../domain/checkins/find-checkin.ts';
import { canManageReports } from '../../domain/reports/report-access.ts';
import type { TEngineDeps } from './engine-deps.ts';
import { runContext } from './message-context.ts';
import { markReminded, queueMemberReminders } from './send-reminders.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface TMemberReminderOutcome {
  /** 'sent' (also when a double click found it already queued) or 'not-needed'. */
  outcome: 'sent' | 'not-needed' | 'closed';
  /** The message to show, with the member's name. */
  message: string;
  /** The run's grid dashboard. */
  dashboardPath: string;
}

/** Reminds the member of check-in `linkHash` (its id or its hash), when the viewer may and it is needed. */
export async function sendMemberReminder(
  deps: TEngineDeps,
  viewer: TViewer,
  linkHash: string,
): Promise<TMemberReminderOutcome> {
  const notFound = () => new AppError('NOT_FOUND', DASHBOARD_MESSAGES.entryNotFound);
  const found = UUID.test(linkHash)
    ? await findCheckinById(deps.db, linkHash)
    : looksLikeCheckinHash(linkHash)
      ? await findCheckinByHash(deps.db, linkHash)
      : null;
  const team = found ? viewer.teams.find((candidate) => candidate.id === found.report.teamId) : undefined;
  if (!found || !team || found.report.accountId !== viewer.account.id) throw notFound();
  const { checkin, run, report, user } = found;
  if (!canManageReports(viewer) && checkin.userId !== viewer.user.id)
    throw new AppError('FORBIDDEN', DASHBOARD_MESSAGES.reminderNotAllowed);
  const name = displayName(user);
  const dashboardPath = gridDashboardPath(team.slug, report.slug, run.key);
  if (checkin.status === 'submitted' || checkin.status === 'vacation')
    return {
      outcome: 'not-needed',
      message: DASHBOARD_MESSAGES.reminderNotNeeded.replace('{name}', name),
      dashboardPath,
    };
  if (run.summarySentAt) return { outcome: 'closed', message: DASHBOARD_MESSAGES.reminderClosed, dashboardPath };
  if (checkin.status === 'pending' && checkin.promptAt && checkin.promptAt.getTime() > deps.now().getTime())
    return {
      outcome: 'not-needed',
      message: DASHBOARD_MESSAGES.reminderNotAskedYet.replace('{name}', name),
      dashboardPath,
    };

  const minute = Math.floor(deps.now().getTime() / 60_000);
  await deps.db.transaction(async (tx) => {
    const context = await runContext(tx, report, run, deps.publicUrl());
    const queued = await queueMemberReminders(deps, tx, context, run, [{ checkin, user }], 'first', () => {
      return `run:${run.id}:member:${user.id}:reminder-manual:${minute}`;
    });
    if (queued > 0) await markReminded(tx, [checkin.id]);
    deps.log.info({ runId: run.id, checkinId: checkin.id, queued }, 'manual reminder sent');
  });
  return { outcome: 'sent', message: DASHBOARD_MESSAGES.reminderSent.replace('{name}', name), dashboardPath };
}
