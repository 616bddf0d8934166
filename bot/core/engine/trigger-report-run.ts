/**
 * Send now (GET /report/trigger/{report_id}/, and Run in the wizard): opens today's run at once.
 * If today's run is already out, nothing is sent twice; the answer says so.
 */
import { localDateKey } from '../../../shared/zoned-time.ts';
import type { TReportRow } from '../../domain/reports/report-settings.ts';
import type { TEngineDeps } from './engine-deps.ts';
import { openReportRun, type TOpenRunResult } from './open-report-run.ts';

/** Opens the run of the report's local today. */
export async function triggerReportRun(deps: TEngineDeps, report: TReportRow): Promise<TOpenRunResult> {
  const now = deps.now();
  return openReportRun(deps, {
    report,
    key: localDateKey(now, report.timeZone),
    scheduledFor: now,
    openedBy: 'trigger',
  });
}
