/**
 * GET /api/public/v1/checkins/mine: the owner's open check-ins, by the rule the header and home
 * page use (findOpenCheckins: sent, reminded or draft, of the last week), newest first.
 */
import { PUBLIC_API, type TPageQuery, type TPublicCheckinSummary } from '../../../shared/public-api.ts';
import type { TDb } from '../../db/client.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { findOpenCheckins } from '../reports/list-open-checkins.ts';
import { pageSlice, positionOf } from './page-slice.ts';

/** Why: a client (a CLI, a bot) finds what its owner still has to answer. */
export async function listOwnCheckins(db: TDb, viewer: TViewer, query: TPageQuery, now: Date) {
  const upTo = Math.min(positionOf(query.cursor) + query.limit + 1, PUBLIC_API.maxPageSize * 10);
  const rows = await findOpenCheckins(db, viewer.user.id, viewer.account.id, now, upTo);
  const items = rows.map(
    (row): TPublicCheckinSummary => ({
      id: row.id,
      report: { id: row.reportId, name: row.reportName },
      team_name: row.teamName,
      run_key: row.runKey,
      status: row.status,
    }),
  );
  return pageSlice(items, query);
}
