/**
 * Reports (spec part 3 §2.1-§2.3, §7): the list, the wizard context, create and update, and the
 * Pause/Resume, Delete and Send now links. Routes stay thin: parse, call one use case, present.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { REPORT_MESSAGES, type TReportSaveAnswer, ZReportForm } from '../../../../shared/reports.ts';
import { triggerReportRun } from '../../../core/engine/trigger-report-run.ts';
import type { TViewer } from '../../../domain/accounts/viewer.ts';
import { assertAccountRuns } from '../../../domain/billing/plan-limits/account-runs.ts';
import { createReport } from '../../../domain/reports/create-report.ts';
import { deleteReport } from '../../../domain/reports/delete-report.ts';
import { getWizardContext } from '../../../domain/reports/get-wizard-context.ts';
import { dashboardPath, listReports } from '../../../domain/reports/list-reports.ts';
import { findManagedReport } from '../../../domain/reports/report-access.ts';
import type { TReportRow } from '../../../domain/reports/report-settings.ts';
import { toggleReport } from '../../../domain/reports/toggle-report.ts';
import { updateReport } from '../../../domain/reports/update-report.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { engineDepsOf } from '../../engine-deps-of.ts';
import { answerForm } from '../../forms.ts';

const ZSlugParam = z.object({ slug: z.string().min(1).max(200) });
const ZReportIdParam = z.object({ reportId: z.string().min(1).max(200) });
const ZWizardQuery = z.union([
  z.object({ report: z.string().min(1).max(200) }),
  z.object({ template: z.string().min(1).max(60) }),
]);

/** Registers the report routes. */
export async function reportRoutes(app: FastifyInstance, deps: TAppDeps): Promise<void> {
  const db = deps.database.db;
  const engine = engineDepsOf(deps);
  const teamSlugOf = (viewer: TViewer, report: TReportRow) =>
    viewer.teams.find((team) => team.id === report.teamId)?.slug ?? '';
  const saveAnswer = async (
    report: TReportRow,
    teamSlug: string,
    firstReport: boolean,
    run: boolean,
  ): Promise<TReportSaveAnswer> => {
    const triggered = run ? (await triggerReportRun(engine, report)).opened : false;
    return {
      ok: true,
      report_id: report.id,
      slug: report.slug,
      dashboard_url: dashboardPath(teamSlug, report.slug, 'latest'),
      first_report: firstReport,
      triggered,
    };
  };

  app.get('/api/v1/reports', { config: { policy: { access: 'signed-in' } } }, async (request) =>
    listReports(db, request.viewer!, engine.now()),
  );

  app.get(
    '/api/v1/report/wizard',
    { config: { policy: { access: 'signed-in', roles: 'MANAGERS' } } },
    async (request) =>
      getWizardContext(db, request.viewer!, ZWizardQuery.parse(request.query), {
        development: deps.env.NODE_ENV === 'development',
      }),
  );

  app.post(
    '/api/v1/report/create_new',
    { config: { policy: { access: 'signed-in', roles: 'MANAGERS' } } },
    async (request) => {
      const form = ZReportForm.parse(request.body);
      const { report, firstReport } = await createReport(engine, request.viewer!, form);
      return saveAnswer(report, teamSlugOf(request.viewer!, report), firstReport, form.action === 'RUN');
    },
  );

  app.post(
    '/api/v1/report/update_existing',
    { config: { policy: { access: 'signed-in', roles: 'MANAGERS' } } },
    async (request) => {
      const form = ZReportForm.parse(request.body);
      const report = await updateReport(engine, request.viewer!, form);
      return saveAnswer(report, teamSlugOf(request.viewer!, report), false, form.action === 'RUN');
    },
  );

  app.get(
    '/report/enable/:slug',
    { config: { policy: { access: 'signed-in', roles: 'MANAGERS' }, changesData: true } },
    async (request, reply) => {
      const { slug } = ZSlugParam.parse(request.params);
      const report = await toggleReport(engine, request.viewer!, slug);
      return answerForm(request, reply, {
        redirect: '/reports/',
        message: `${report.name}: ${report.enabled ? REPORT_MESSAGES.resumed : REPORT_MESSAGES.paused}`,
        level: 'info',
      });
    },
  );

  app.get(
    '/report/delete/:slug',
    { config: { policy: { access: 'signed-in', roles: 'MANAGERS' }, changesData: true } },
    async (request, reply) => {
      const { slug } = ZSlugParam.parse(request.params);
      const name = await deleteReport(engine, request.viewer!, slug);
      return answerForm(request, reply, {
        redirect: '/reports/',
        message: `${name}: ${REPORT_MESSAGES.deleted}`,
        level: 'info',
      });
    },
  );

  app.get(
    '/report/trigger/:reportId',
    { config: { policy: { access: 'signed-in', roles: 'MANAGERS' }, changesData: true } },
    async (request, reply) => {
      const { reportId } = ZReportIdParam.parse(request.params);
      const report = await findManagedReport(db, request.viewer!, reportId);
      assertAccountRuns(request.viewer!.account, engine.now());
      const outcome = await triggerReportRun(engine, report);
      return answerForm(request, reply, {
        redirect: '/reports/',
        message: outcome.opened
          ? REPORT_MESSAGES.triggered
          : "Today's check-ins are already out; members who have not answered get the reminders.",
        level: outcome.opened ? 'success' : 'info',
      });
    },
  );
}
