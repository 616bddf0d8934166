/**
 * GET /api/v1/insights/search/ (spec part 2 §2.5): the insights search for anyone signed in, within
 * what they may read. The query string is the page's URL query (shared/insights.ts), so a shared
 * search link means the same search here. Parse, call the use case, answer. A person may search
 * SEARCHES_PER_MINUTE times a minute (the page debounces typing, so that is far past a person's
 * pace), and each statement of a search is bounded in time (insights-statement-timeout.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../../shared/errors.ts';
import { insightsSearchFromParams, type TInsightsSearch, ZInsightsSearch } from '../../../../shared/insights.ts';
import { withInsightsStatementTimeout } from '../../../domain/insights/insights-statement-timeout.ts';
import { searchInsights } from '../../../domain/insights/search-insights.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { perPersonRateLimit } from '../../per-person-rate-limit.ts';

/** Designed: searches one person may run a minute (typing is debounced by 600 ms on the page). */
export const SEARCHES_PER_MINUTE = 120;

/** Designed: field names of the query string, for the messages of a search that does not parse. */
const QUERY_FIELDS: Record<string, string> = { reports: 'report', members: 'member' };

/** The search of a request's query string, or INVALID_INPUT (400) with the schema's message. */
export function parseInsightsQuery(request: FastifyRequest): TInsightsSearch {
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
  const parsed = ZInsightsSearch.safeParse(insightsSearchFromParams(new URLSearchParams(query)));
  if (parsed.success) return parsed.data;
  const fields: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const root = String(issue.path[0] ?? '__all__');
    const field = QUERY_FIELDS[root] ?? root;
    if (!fields[field]?.includes(issue.message)) fields[field] = [...(fields[field] ?? []), issue.message];
  }
  throw new AppError('INVALID_INPUT', Object.values(fields).flat().join(' '), { fields, cause: parsed.error });
}

/** Registers the insights search. */
export async function insightsSearchRoute(app: FastifyInstance, deps: TAppDeps): Promise<void> {
  const now = deps.now ?? (() => new Date());
  app.get(
    '/api/v1/insights/search',
    {
      config: {
        policy: { access: 'signed-in' },
        rateLimit: perPersonRateLimit('insights-search', SEARCHES_PER_MINUTE),
      },
    },
    async (request) => {
      const search = parseInsightsQuery(request);
      // On a server a long window's counts run in two halves, the second on another connection.
      const parallelDb = deps.database.kind === 'postgres' ? deps.database.db : undefined;
      return withInsightsStatementTimeout(deps.database.db, (db) =>
        searchInsights({ db, now, parallelDb }, request.viewer!, search),
      );
    },
  );
}
