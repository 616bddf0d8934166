/**
 * Paging of the public API's lists. Lists the web reads whole (reports, teams, a run's entries,
 * a team's members) are sliced by position: the cursor is the position of the next item. Runs
 * page by key instead (runs-page.ts), so a new run never shifts a page.
 */
import { AppError } from '../../../shared/errors.ts';
import { PUBLIC_API_MESSAGES, type TPageQuery } from '../../../shared/public-api.ts';

const POSITION = /^\d{1,9}$/;

/** The position a cursor names (0 without one); INVALID_INPUT for anything else. */
export function positionOf(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  if (!POSITION.test(cursor)) {
    throw new AppError('INVALID_INPUT', PUBLIC_API_MESSAGES.badCursor, {
      fields: { cursor: [PUBLIC_API_MESSAGES.badCursor] },
    });
  }
  return Number(cursor);
}

/** One page of a whole list. Why: every list of the API answers `{ data, next_cursor }` with one limit. */
export function pageSlice<T>(items: readonly T[], query: TPageQuery): { data: T[]; next_cursor: string | null } {
  const start = positionOf(query.cursor);
  const end = start + query.limit;
  return { data: items.slice(start, end), next_cursor: end < items.length ? String(end) : null };
}
