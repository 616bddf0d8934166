/**
 * POST /api/v1/insights/refined_export/ (spec part 2 §7): records the request and queues the job
 * that builds the file and emails it, in one transaction, so a request either has both or neither.
 * The search is checked now (plan lock, readable keywords) so a mistake is told on the page, not
 * in an email; the job checks it again as the person is then.
 */
import { and, count, eq, gt, min, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.ts';
import { INSIGHTS_MESSAGES, type TInsightsExportRequest } from '../../../shared/insights.ts';
import type { TDatabase } from '../../db/client.ts';
import { insightsExports } from '../../db/schema/index.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { QUEUE, type TJobQueue } from '../jobs.ts';
import { assertReadableKeywords } from './assert-readable-keywords.ts';
import { assertInsightsSearchAllowed } from './insights-lock.ts';
import { keywordsOf } from './insights-sql.ts';

/** Designed: how many exports one person may start in EXPORT_WINDOW_MINUTES (each is a heavy job). */
export const EXPORTS_PER_WINDOW = 5;
export const EXPORT_WINDOW_MINUTES = 10;

export const INSIGHTS_EXPORT_LIMIT_MESSAGE = `You can start ${EXPORTS_PER_WINDOW} exports every ${EXPORT_WINDOW_MINUTES} minutes. Your exports are on their way by email; please wait {minutes} before starting another.`;

export interface TRequestInsightsExportDeps {
  db: TDatabase;
  jobs: TJobQueue;
  now: () => Date;
}

/** Why: the export is built by a job; this records who asked for what and starts it, at most 5 per 10 minutes. */
export async function requestInsightsExport(
  deps: TRequestInsightsExportDeps,
  viewer: TViewer,
  request: TInsightsExportRequest,
): Promise<{ ok: true; message: string; exportId: string }> {
  assertInsightsSearchAllowed(viewer, request.params);
  await assertReadableKeywords(deps.db, keywordsOf(request.params));
  const now = deps.now();
  const windowStart = new Date(now.getTime() - EXPORT_WINDOW_MINUTES * 60_000);
  const exportId = await deps.db.transaction(async (tx) => {
    // One request of a person at a time counts and inserts, so two at once cannot both pass the limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`insights-export:${viewer.user.id}`}, 0))`);
    const [recent] = await tx
      .select({ started: count(), oldest: min(insightsExports.createdAt) })
      .from(insightsExports)
      .where(and(eq(insightsExports.userId, viewer.user.id), gt(insightsExports.createdAt, windowStart)));
    if (recent && recent.started >= EXPORTS_PER_WINDOW) {
      const oldest = recent.oldest ? new Date(recent.oldest).getTime() : now.getTime();
      const seconds = Math.max(1, Math.ceil((oldest + EXPORT_WINDOW_MINUTES * 60_000 - now.getTime()) / 1000));
      const minutes = Math.ceil(seconds / 60);
      throw new AppError(
        'RATE_LIMITED',
        INSIGHTS_EXPORT_LIMIT_MESSAGE.replace('{minutes}', minutes === 1 ? '1 minute' : `${minutes} minutes`),
        { retryAfter: seconds },
      );
    }
    const [row] = await tx
      .insert(insightsExports)
      .values({
        accountId: viewer.account.id,
        userId: viewer.user.id,
        params: request.params,
        format: request.format,
        createdAt: now,
      })
      .returning({ id: insightsExports.id });
    await deps.jobs.send(QUEUE.insightsExport, { exportId: row!.id }, { tx });
    return row!.id;
  });
  return { ok: true, message: INSIGHTS_MESSAGES.exportStarted, exportId };
}
