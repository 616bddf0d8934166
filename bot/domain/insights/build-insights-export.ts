/**
 * The job behind a refined insights export (spec part 2 §7): runs the saved search as the person
 * who asked, as they are now (their teams, roles, private reports and plan window), reads the
 * order of its entries once and loads them by id in chunks, encodes the rows as CSV or XLSX with
 * the history export's encoders, stores the file on the export row and queues the email that
 * attaches it. The row's status makes
 * it happen once: a retry of a built export does nothing, and both emails share one idempotency
 * key, so a person gets exactly one email per export (the file, or why there is none). The row
 * only ever leaves 'queued': a late attempt (one the job engine gave up on while it still ran)
 * cannot turn a ready export failed, nor send a second email.
 */
import { and, eq } from 'drizzle-orm';
import { isAppError } from '../../../shared/errors.ts';
import {
  INSIGHTS_LIMITS,
  insightsSearchParams,
  type TInsightsSearch,
  ZInsightsSearch,
} from '../../../shared/insights.ts';
import type { TDatabase, TDb } from '../../db/client.ts';
import { insightsExports } from '../../db/schema/index.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { viewerOfMember } from '../accounts/viewer-of-member.ts';
import { queueEmail } from '../email/queue-email.ts';
import { encodeCsv } from '../history/export-csv.ts';
import { encodeXlsx } from '../history/export-xlsx.ts';
import type { TJobQueue } from '../jobs.ts';
import type { TLogger } from '../logger.ts';
import { insightsExportCriteria } from './insights-export-criteria.ts';
import { createInsightsExportTable, hitBytes } from './insights-export-table.ts';
import { INSIGHTS_MAX_PAGE_ROWS, loadHits } from './insights-hits.ts';
import { loadInsightsScope } from './insights-scope.ts';
import { listInsightsEntryIds } from './list-insights-entry-ids.ts';

/**
 * Designed: the most cell text (UTF-8 bytes) one file carries. Base64 makes a third more of it, so a
 * CSV of 7 MB mails as ~10 MB: under the 10-25 MB most mail providers accept (XLSX compresses well
 * below this). A file stops before the row that would pass it, and the email says so.
 */
export const INSIGHTS_EXPORT_MAX_BYTES = 7 * 1024 * 1024;

/** Designed: entries loaded per query while the file is built (the order is read once before). */
export const INSIGHTS_EXPORT_CHUNK_ROWS = INSIGHTS_MAX_PAGE_ROWS;

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** Designed: what the failure email says when the cause is ours, and what to do. */
export const EXPORT_FAILED_ON_OUR_SIDE =
  'Something went wrong on our side while building the file. Please start the export again from Insights in a few minutes; if it fails again, write to us from the Contact us page and we will look into it.';

export interface TBuildInsightsExportDeps {
  db: TDatabase;
  jobs: TJobQueue;
  log: TLogger;
  now: () => Date;
  publicUrl: () => string;
  /** Tests lower the caps to see an export cut short, and the chunk to see several. */
  limits?: { maxRows?: number; maxBytes?: number; chunkRows?: number };
}

export type TBuildInsightsExportOutcome = 'ready' | 'failed' | 'already-done' | 'gone';

type TExportRow = typeof insightsExports.$inferSelect;
type TExportSearch = Omit<TInsightsSearch, 'page'>;

/** The same search on the insights page, as a link for the emails. */
function insightsUrlOf(deps: TBuildInsightsExportDeps, search: TExportSearch): string {
  const query = insightsSearchParams(search).toString();
  return `${deps.publicUrl()}/team/insights/${query ? `?${query}` : ''}`;
}

export interface TBuildInsightsExportOptions {
  /** The job will not be retried after this try. */
  finalAttempt: boolean;
  /** The job engine's signal: aborted when it gave up on this try (expired) or is shutting down. */
  signal?: AbortSignal;
}

/**
 * Builds export `exportId` once. `finalAttempt`: the job will not be retried after this try, so an
 * unexpected error fails the export (and says so by email) instead of waiting for a retry. An
 * aborted `signal` stops the build between chunks.
 */
export async function buildInsightsExport(
  deps: TBuildInsightsExportDeps,
  exportId: string,
  options: TBuildInsightsExportOptions,
): Promise<TBuildInsightsExportOutcome> {
  const [row] = await deps.db.select().from(insightsExports).where(eq(insightsExports.id, exportId));
  // The account or the person was deleted (the row went with them): nothing to build or tell.
  if (!row) return 'gone';
  if (row.status !== 'queued') return 'already-done';
  const viewer = await viewerOfMember(deps.db, row.accountId, row.userId);
  if (!viewer) {
    // They left the account: their search may no longer read anything, and the email is not theirs to get.
    await markFailed(deps.db, row.id, 'The person is no longer a member of the account.');
    return 'failed';
  }
  const parsed = ZInsightsSearch.omit({ page: true }).safeParse(row.params);
  if (!parsed.success) {
    return failWithEmail(deps, row, viewer, null, EXPORT_FAILED_ON_OUR_SIDE, 'the saved search does not parse');
  }
  const search = parsed.data;
  try {
    return await buildFile(deps, row, viewer, search, options.signal);
  } catch (error) {
    // The person's search is refused now (plan changed, unreadable keywords): say why, no retry.
    if (isAppError(error)) return failWithEmail(deps, row, viewer, search, error.message, error.message);
    if (!options.finalAttempt) throw error;
    deps.log.error({ err: error, exportId: row.id }, 'insights export failed on its last attempt');
    const message = error instanceof Error ? error.message : String(error);
    return failWithEmail(deps, row, viewer, search, EXPORT_FAILED_ON_OUR_SIDE, message);
  }
}

async function buildFile(
  deps: TBuildInsightsExportDeps,
  row: TExportRow,
  viewer: TViewer,
  search: TExportSearch,
  signal: AbortSignal | undefined,
): Promise<TBuildInsightsExportOutcome> {
  const maxRows = deps.limits?.maxRows ?? INSIGHTS_LIMITS.maxExportRows;
  const maxBytes = deps.limits?.maxBytes ?? INSIGHTS_EXPORT_MAX_BYTES;
  const chunkRows = deps.limits?.chunkRows ?? INSIGHTS_EXPORT_CHUNK_ROWS;
  // One instant for the whole build, so the window cannot move under the export at midnight.
  const startedAt = deps.now();
  const insightsDeps = { db: deps.db, now: () => startedAt };
  // One more id than a file holds says whether there is more than the file carries.
  const { scope, ids } = await listInsightsEntryIds(insightsDeps, viewer, { ...search, page: 1 }, maxRows + 1);
  const table = createInsightsExportTable();
  const wanted = ids.slice(0, maxRows);
  let cutByBytes = false;
  chunks: for (let start = 0; start < wanted.length; start += chunkRows) {
    signal?.throwIfAborted();
    const chunk = wanted.slice(start, start + chunkRows);
    // The answers exactly as stored: the file is the record, not a preview.
    const hits = await loadHits(insightsDeps, scope, chunk, '', { fullValues: true });
    for (const hit of hits) {
      if (table.rowCount > 0 && table.bytes + hitBytes(hit) > maxBytes) {
        cutByBytes = true;
        break chunks;
      }
      table.add([hit]);
    }
  }
  signal?.throwIfAborted();
  const cutShort = cutByBytes || ids.length > maxRows ? cutShortMessage(table.rowCount, !cutByBytes) : null;
  const format = row.format === 'csv' ? 'csv' : 'xlsx';
  const encoded = format === 'csv' ? encodeCsv(table.table()) : await encodeXlsx(table.table(), 'Insights');
  const { window } = scope;
  const fileName = `rollcall-insights-${window.from}-to-${window.to}.${format}`;
  const criteria = await insightsExportCriteria(deps.db, viewer, search, scope.reports, window);
  return deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(insightsExports)
      .set({
        status: 'ready',
        file: encoded,
        fileName,
        contentType: CONTENT_TYPES[format],
        rowCount: table.rowCount,
        error: null,
        finishedAt: deps.now(),
      })
      .where(and(eq(insightsExports.id, row.id), eq(insightsExports.status, 'queued')))
      .returning({ id: insightsExports.id });
    // Another try finished first (a worker that was thought dead): its file and email stand.
    if (!updated) return 'already-done' as const;
    await queueEmail(deps, {
      to: viewer.user.email,
      template: 'insights-export',
      variables: {
        exportId: row.id,
        name: viewer.user.firstName || viewer.user.email,
        criteria,
        rowCount: table.rowCount,
        fileName,
        format,
        cutShort,
        insightsUrl: insightsUrlOf(deps, search),
      },
      idempotencyKey: `insights-export:${row.id}`,
      accountId: row.accountId,
      tx,
    });
    return 'ready' as const;
  });
}

/** Why the file stops short of every matching entry, and what to do. */
function cutShortMessage(rows: number, byRows: boolean): string {
  const first = `The file holds the first ${rows.toLocaleString('en-US')} entries`;
  const why = byRows ? 'the most one export carries' : 'their answers are as much text as one email can carry';
  return `${first}: ${why}. Narrow the search (fewer days, reports or members) to export the rest.`;
}

/** The search in words for a failure email: names from the person's scope as it is now, no dates. */
async function criteriaOf(deps: TBuildInsightsExportDeps, viewer: TViewer, search: TExportSearch) {
  const scope = await loadInsightsScope({ db: deps.db, now: deps.now }, viewer, search.range);
  return insightsExportCriteria(deps.db, viewer, search, scope.reports, null);
}

/** Records the failure; answers whether this call did (a concurrent try may have settled it). */
async function markFailed(db: TDb, exportId: string, error: string, finishedAt = new Date()): Promise<boolean> {
  const updated = await db
    .update(insightsExports)
    .set({ status: 'failed', error: error.slice(0, 2000), finishedAt })
    .where(and(eq(insightsExports.id, exportId), eq(insightsExports.status, 'queued')))
    .returning({ id: insightsExports.id });
  return updated.length > 0;
}

/** Fails the export and tells the person why and what to do (`reason`); `error` is kept on the row. */
async function failWithEmail(
  deps: TBuildInsightsExportDeps,
  row: TExportRow,
  viewer: TViewer,
  search: TExportSearch | null,
  reason: string,
  error: string,
): Promise<TBuildInsightsExportOutcome> {
  const criteria = search ? await criteriaOf(deps, viewer, search) : [];
  return deps.db.transaction(async (tx) => {
    if (!(await markFailed(tx, row.id, error, deps.now()))) return 'already-done' as const;
    await queueEmail(deps, {
      to: viewer.user.email,
      template: 'insights-export-failed',
      variables: {
        name: viewer.user.firstName || viewer.user.email,
        criteria,
        reason,
        insightsUrl: search ? insightsUrlOf(deps, search) : `${deps.publicUrl()}/team/insights/`,
      },
      idempotencyKey: `insights-export:${row.id}`,
      accountId: row.accountId,
      tx,
    });
    return 'failed' as const;
  });
}
