/**
 * GET /api/v1/account/delete/ (spec part 2 §2.1 "Account cancellation"): what "Cancel and remove
 * all my data" would remove — the organisation, its teams, reports, users and report entries — and
 * whether this viewer may do it now.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import type { TDeleteAccountContext } from '../../../shared/billing-api.ts';
import type { TDb } from '../../db/client.ts';
import { checkins, memberships, reports, teams } from '../../db/schema/index.ts';
import { effectiveStatus } from '../accounts/subscription-status.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { deletionRefusal } from './delete-account/deletion-refusal.ts';

/** Check-in statuses that are report entries: answers a member gave (drafts are not entries yet). */
const ENTRY_STATUSES = ['submitted'];

/** The page's context, scoped to the viewer's account. */
export async function getDeleteAccountContext(db: TDb, viewer: TViewer, now: Date): Promise<TDeleteAccountContext> {
  const accountId = viewer.account.id;
  const [[teamRow], [reportRow], [userRow], [entryRow]] = await Promise.all([
    db.select({ n: count() }).from(teams).where(eq(teams.accountId, accountId)),
    db.select({ n: count() }).from(reports).where(eq(reports.accountId, accountId)),
    db.select({ n: count() }).from(memberships).where(eq(memberships.accountId, accountId)),
    db
      .select({ n: count() })
      .from(checkins)
      .innerJoin(reports, eq(reports.id, checkins.reportId))
      .where(and(eq(reports.accountId, accountId), inArray(checkins.status, ENTRY_STATUSES))),
  ]);
  return {
    org_name: viewer.account.name,
    status: effectiveStatus(viewer.account, now),
    is_managed_by_azure: Boolean(viewer.account.azureSubscriptionId),
    can_delete: deletionRefusal(viewer.account, viewer, now) === null,
    team_count: teamRow?.n ?? 0,
    report_count: reportRow?.n ?? 0,
    users_count: userRow?.n ?? 0,
    report_entry_count: entryRow?.n ?? 0,
  };
}
