/**
 * A bound on how long the statements of one insights search may run. A search is meant to answer
 * in a fraction of a second (README: the insights bench), but keywords and filters are the
 * searcher's to choose; one that would read for minutes must not hold a connection and a core that
 * long. The bound is set with SET LOCAL semantics inside a transaction around the search, so it
 * covers only its statements, and a search stopped by it answers a clear 503, never a 500.
 * The embedded database (PGlite) has no statement timer: there the bound is a no-op.
 */
import { sql } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.ts';
import type { TDatabase, TDb } from '../../db/client.ts';

/** Designed: the most time one statement of a search may take. */
export const INSIGHTS_STATEMENT_TIMEOUT_MS = 10_000;

/** Designed: what a searcher reads when their search was stopped for taking too long. */
export const INSIGHTS_SEARCH_TOO_SLOW_MESSAGE =
  'This search took too long and was stopped. Try fewer days, fewer reports or members, or more specific words, then search again.';

/** SQLSTATE 57014: the statement was cancelled (here: by statement_timeout). */
const QUERY_CANCELED = '57014';

/** Whether the statement timer stopped a statement (anywhere in the cause chain). */
export function stoppedByStatementTimeout(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if ((current as Error & { code?: unknown }).code === QUERY_CANCELED) return true;
    current = current.cause;
  }
  return false;
}

/**
 * Why: runs `work` in a transaction whose statements may take at most `timeoutMs` each; a
 * statement stopped by the timer becomes UNAVAILABLE (503) with INSIGHTS_SEARCH_TOO_SLOW_MESSAGE.
 */
export async function withInsightsStatementTimeout<T>(
  db: TDatabase,
  work: (tx: TDb) => Promise<T>,
  timeoutMs = INSIGHTS_STATEMENT_TIMEOUT_MS,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('statement_timeout', ${`${Math.max(1, Math.floor(timeoutMs))}ms`}, true)`);
      return work(tx);
    });
  } catch (error) {
    if (stoppedByStatementTimeout(error)) {
      throw new AppError('UNAVAILABLE', INSIGHTS_SEARCH_TOO_SLOW_MESSAGE, { cause: error });
    }
    throw error;
  }
}
