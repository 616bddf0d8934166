/**
 * Report history and export (spec part 3 §2.4, §2.5, §7 report_action): the report's history, one
 * member's participation, and the CSV/XLSX download. Routes stay thin: parse, call one use case,
 * present.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../../shared/errors.ts';
import { type TExportQuery, ZExportQuery } from '../../../../shared/history.ts';
import { exportReportHistory } from '../../../domain/history/export-report-history.ts';
import { getMemberHistory } from '../../../domain/history/get-member-history.ts';
import { getReportHistory } from '../../../domain/history/get-report-history.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { engineDepsOf } from '../../engine-deps-of.ts';

const ZReportParam = z.object({ reportId: z.string().min(1).max(200) });
const ZMemberParam = ZReportParam.extend({ memberId: z.string().min(1).max(200) });

/** Messages for export links that do not parse (input_type's comes from the contract). */
const EXPORT_FIELD_MESSAGES: Record<string, string> = {
  report_id: 'report_id must name a report (its id or slug).',
  format: 'format must be csv or xlsx.',
};

/** The export query, or INVALID_INPUT whose message says what to fix. */
function parseExportQuery(query: unknown): TExportQuery {
  const parsed = ZExportQuery.safeParse(query);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '__all__');
    const message = EXPORT_FIELD_MESSAGES[field] ?? issue.message;
    if (!fields[field]?.includes(message)) fields[field] = [...(fields[field] ?? []), message];
  }
  throw new AppError('INVALID_INPUT', Object.values(fields).flat().join(' '), { fields, cause: parsed.error });
}

/** Registers the history routes. */
export async function historyRoutes(app: FastifyInstance, deps: TAppDeps): Promise<void> {
  const engine = engineDepsOf(deps);

  app.get('/api/v1/report/history/:reportId', { config: { policy: { access: 'signed-in' } } }, async (request) => {
    const { reportId } = ZReportParam.parse(request.params);
    return getReportHistory(engine, request.viewer!, reportId);
  });

  app.get(
    '/api/v1/report/history/:reportId/member/:memberId',
    { config: { policy: { access: 'signed-in' } } },
    async (request) => {
      const { reportId, memberId } = ZMemberParam.parse(request.params);
      return getMemberHistory(engine, request.viewer!, reportId, memberId);
    },
  );

  app.get('/api/v1/report_action', { config: { policy: { access: 'signed-in' } } }, async (request, reply) => {
    const file = await exportReportHistory(engine, request.viewer!, parseExportQuery(request.query));
    return reply
      .header('Content-Type', file.contentType)
      .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
      .header('Cache-Control', 'no-store')
      .send(file.body);
  });
}
