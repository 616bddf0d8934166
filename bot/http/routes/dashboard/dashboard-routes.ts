/**
 * Dashboards (spec part 3 §2.7, §7): the run, member and hashtag views, where /dashboard/ goes,
 * comments and reactions on entries, and the Remind and Resend summary links. Every answer is the
 * viewer's own account and teams; anything else is not found.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZCommentRequest, ZReactionRequest } from '../../../../shared/dashboard.ts';
import { notifyEntryComment } from '../../../core/engine/notify-entry-comment.ts';
import { resendSummary } from '../../../core/engine/resend-summary.ts';
import { sendMemberReminder } from '../../../core/engine/send-member-reminder.ts';
import { applyCommentRequest } from '../../../domain/dashboard/apply-comment-request.ts';
import { findLatestDashboard } from '../../../domain/dashboard/find-latest-dashboard.ts';
import { getHashtagDashboard } from '../../../domain/dashboard/get-hashtag-dashboard.ts';
import { getMemberDashboard } from '../../../domain/dashboard/get-member-dashboard.ts';
import { getRunDashboard } from '../../../domain/dashboard/get-run-dashboard.ts';
import { toggleReaction } from '../../../domain/dashboard/toggle-reaction.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { engineDepsOf } from '../../engine-deps-of.ts';
import { answerForm } from '../../forms.ts';

const signedIn = { policy: { access: 'signed-in' } } as const;
const ZName = z.string().min(1).max(200);
const ZRunParams = z.object({ teamSlug: ZName, reportId: ZName, key: z.string().min(1).max(20) });
const ZMemberParams = z.object({ teamSlug: ZName, reportId: ZName, memberId: ZName });
const ZHashtagParams = z.object({ teamSlug: ZName, tag: z.string().min(1).max(200) });
const ZPageQuery = z.object({ before: z.string().min(1).max(20).optional() });
const ZLinkHashParam = z.object({ linkHash: z.string().min(1).max(100) });
const ZResendParams = z.object({ reportId: ZName, key: z.string().min(1).max(20) });

/** Registers the dashboard routes. */
export async function dashboardRoutes(app: FastifyInstance, deps: TAppDeps): Promise<void> {
  const db = deps.database.db;
  const engine = engineDepsOf(deps);

  app.get('/api/v1/dashboard/latest/', { config: signedIn }, async (request) =>
    findLatestDashboard(db, request.viewer!),
  );

  app.get('/api/v1/dashboard/:teamSlug/report/:reportId/date/:key/', { config: signedIn }, async (request) =>
    getRunDashboard(db, request.viewer!, ZRunParams.parse(request.params), engine.now()),
  );

  app.get('/api/v1/dashboard/:teamSlug/report/:reportId/members/:memberId/', { config: signedIn }, async (request) =>
    getMemberDashboard(
      db,
      request.viewer!,
      { ...ZMemberParams.parse(request.params), ...ZPageQuery.parse(request.query) },
      engine.now(),
    ),
  );

  app.get('/api/v1/dashboard/:teamSlug/hashtag/:tag/', { config: signedIn }, async (request) =>
    getHashtagDashboard(
      db,
      request.viewer!,
      { ...ZHashtagParams.parse(request.params), ...ZPageQuery.parse(request.query) },
      engine.now(),
    ),
  );

  app.post('/api/v1/dashboard_comments/', { config: signedIn }, async (request) => {
    const { answer, addedCommentId } = await applyCommentRequest(
      db,
      request.viewer!,
      ZCommentRequest.parse(request.body),
    );
    if (addedCommentId) await notifyEntryComment(engine, addedCommentId);
    return answer;
  });

  app.post('/api/v1/dashboard_reactions/', { config: signedIn }, async (request) =>
    toggleReaction(db, request.viewer!, ZReactionRequest.parse(request.body)),
  );

  app.get(
    '/report/send_reminder/:linkHash/',
    { config: { ...signedIn, changesData: true } },
    async (request, reply) => {
      const { linkHash } = ZLinkHashParam.parse(request.params);
      const result = await sendMemberReminder(engine, request.viewer!, linkHash);
      return answerForm(request, reply, {
        redirect: result.dashboardPath,
        message: result.message,
        level: result.outcome === 'sent' ? 'success' : 'info',
      });
    },
  );

  app.get(
    '/report/resend_summary/:reportId/:key/',
    { config: { policy: { access: 'signed-in', roles: 'MANAGERS' }, changesData: true } },
    async (request, reply) => {
      const { reportId, key } = ZResendParams.parse(request.params);
      const result = await resendSummary(engine, request.viewer!, reportId, key);
      return answerForm(request, reply, {
        redirect: result.dashboardPath,
        message: result.message,
        level: result.outcome === 'sent' ? 'success' : 'info',
      });
    },
  );
}
