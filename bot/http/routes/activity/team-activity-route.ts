/**
 * GET /api/v1/team/activity (spec part 3 §2.11, §3 activity stream context): the team activity
 * page's data for anyone signed in, about their current team. The query string is the page's URL
 * query (shared/activity-url.ts), so a shared link means the same feed here. Parse, call the use
 * case, answer; LIMIT_TEAM_ACTIVITY answers locked with no items rather than a refusal, so the
 * page can explain itself.
 */
import type { FastifyInstance } from 'fastify';
import { type TActivityQuery, ZActivityQuery } from '../../../../shared/activity.ts';
import { AppError } from '../../../../shared/errors.ts';
import { listTeamActivity } from '../../../domain/activity/list-team-activity.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { perPersonRateLimit } from '../../per-person-rate-limit.ts';

/** Designed: feed pages one person may load a minute (far past a person paging and filtering). */
export const ACTIVITY_PAGES_PER_MINUTE = 120;

/** The query, or INVALID_INPUT naming the fields to fix (a repeated or over-long parameter). */
export function parseActivityQuery(query: unknown): TActivityQuery {
  const parsed = ZActivityQuery.safeParse(query ?? {});
  if (parsed.success) return parsed.data;
  const fields: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '__all__');
    const message = `${field} is not a valid filter value.`;
    if (!fields[field]?.includes(message)) fields[field] = [...(fields[field] ?? []), message];
  }
  throw new AppError('INVALID_INPUT', Object.values(fields).flat().join(' '), { fields, cause: parsed.error });
}

/** Registers the team activity feed. */
export async function teamActivityRoutes(app: FastifyInstance, deps: TAppDeps): Promise<void> {
  const now = deps.now ?? (() => new Date());
  app.get(
    '/api/v1/team/activity',
    {
      config: {
        policy: { access: 'signed-in' },
        rateLimit: perPersonRateLimit('team-activity', ACTIVITY_PAGES_PER_MINUTE),
      },
    },
    async (request) =>
      listTeamActivity({ db: deps.database.db, now }, request.viewer!, parseActivityQuery(request.query)),
  );
}
