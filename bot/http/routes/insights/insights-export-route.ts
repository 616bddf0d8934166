/**
 * POST /api/v1/insights/refined_export/ (spec part 2 §7): { params: the search, format } starts a
 * job that emails the entries as a CSV or XLSX file; the answer is the spec's confirmation
 * (part 2 §8). Anyone signed in may export what they may search; the plan lock and the limit of
 * exports per person are the use case's.
 */
import type { FastifyInstance } from 'fastify';
import { ZInsightsExportRequest } from '../../../../shared/insights.ts';
import { requestInsightsExport } from '../../../domain/insights/request-insights-export.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { perPersonRateLimit } from '../../per-person-rate-limit.ts';

/** Designed: a burst guard in front of the use case's 5 exports per 10 minutes (which holds across processes). */
const EXPORT_BURST_LIMIT = perPersonRateLimit('insights-export', 10);

/** Registers the refined export. */
export async function insightsExportRoute(app: FastifyInstance, deps: TAppDeps): Promise<void> {
  const now = deps.now ?? (() => new Date());
  app.post(
    '/api/v1/insights/refined_export',
    { config: { policy: { access: 'signed-in' }, rateLimit: EXPORT_BURST_LIMIT } },
    async (request) => {
      const body = ZInsightsExportRequest.parse(request.body ?? {});
      const { ok, message } = await requestInsightsExport(
        { db: deps.database.db, jobs: deps.jobs, now },
        request.viewer!,
        body,
      );
      return { ok, message };
    },
  );
}
