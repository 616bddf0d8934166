/**
 * The public REST API under /api/public/v1/ (issue 23 §5): reports, runs, entries, teams and
 * members to read, the owner's own check-ins to read and answer, and the OpenAPI document. Every
 * route is a bearer-token route (policy `api-token`: the token's owner is the viewer, the token's
 * scopes narrow it) and calls the same use case the web does, so the same authorization holds.
 * Each route here is also an operation of the document (openapi-document.ts); a test walks both.
 */
import type { FastifyInstance } from 'fastify';
import {
  PUBLIC_API,
  ZAnswerCheckinRequest,
  ZCheckinIdParams,
  ZPageQuery,
  ZReportIdParams,
  ZRunParams,
  ZTeamIdParams,
} from '../../../../shared/public-api.ts';
import { answerOwnCheckin } from '../../../core/engine/answer-own-checkin.ts';
import { getApiMe } from '../../../domain/public-api/get-api-me.ts';
import { getApiReport } from '../../../domain/public-api/get-api-report.ts';
import { getApiRunEntries } from '../../../domain/public-api/get-api-run-entries.ts';
import { getOwnCheckin } from '../../../domain/public-api/get-own-checkin.ts';
import { listApiReports } from '../../../domain/public-api/list-api-reports.ts';
import { listApiRuns } from '../../../domain/public-api/list-api-runs.ts';
import { listApiTeamMembers } from '../../../domain/public-api/list-api-team-members.ts';
import { listApiTeams } from '../../../domain/public-api/list-api-teams.ts';
import { listOwnCheckins } from '../../../domain/public-api/list-own-checkins.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { engineDepsOf } from '../../engine-deps-of.ts';
import { publicApiDocument } from './openapi-document.ts';

const READ = { policy: { access: 'api-token', scopes: ['read'] } } as const;
/** The owner's own check-ins: an answer-only token must read the questions it answers. */
const OWN_CHECKINS = { policy: { access: 'api-token', scopes: ['read', 'answer'] } } as const;
const ANSWER = { policy: { access: 'api-token', scopes: ['answer'] } } as const;

/** Registers the public API. */
export async function publicApiRoutes(app: FastifyInstance, deps: TAppDeps): Promise<void> {
  const db = deps.database.db;
  const engine = engineDepsOf(deps);
  const base = PUBLIC_API.basePath;
  let document: object | undefined;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(PUBLIC_API.openApiPath, { config: { policy: { access: 'public' } } }, async (_request, reply) => {
    document ??= publicApiDocument(deps.env.PUBLIC_URL);
    reply.header('access-control-allow-origin', '*');
    return document;
  });

  app.get(`${base}/me`, { config: READ }, async (request) => getApiMe(request.apiCaller!));

  app.get(`${base}/reports`, { config: READ }, async (request) =>
    listApiReports(db, request.viewer!, ZPageQuery.parse(request.query), engine.now()),
  );

  app.get(`${base}/reports/:reportId`, { config: READ }, async (request) => {
    const { reportId } = ZReportIdParams.parse(request.params);
    return getApiReport(db, request.viewer!, reportId);
  });

  app.get(`${base}/reports/:reportId/runs`, { config: READ }, async (request) => {
    const { reportId } = ZReportIdParams.parse(request.params);
    return listApiRuns(db, request.viewer!, reportId, ZPageQuery.parse(request.query), engine.now());
  });

  app.get(`${base}/reports/:reportId/runs/:key/entries`, { config: READ }, async (request) =>
    getApiRunEntries(
      db,
      request.viewer!,
      ZRunParams.parse(request.params),
      ZPageQuery.parse(request.query),
      engine.now(),
    ),
  );

  app.get(`${base}/teams`, { config: READ }, async (request) =>
    listApiTeams(request.viewer!, ZPageQuery.parse(request.query)),
  );

  app.get(`${base}/teams/:teamId/members`, { config: READ }, async (request) => {
    const { teamId } = ZTeamIdParams.parse(request.params);
    return listApiTeamMembers(db, request.viewer!, teamId, ZPageQuery.parse(request.query));
  });

  app.get(`${base}/checkins/mine`, { config: OWN_CHECKINS }, async (request) =>
    listOwnCheckins(db, request.viewer!, ZPageQuery.parse(request.query), engine.now()),
  );

  app.get(`${base}/checkins/:checkinId`, { config: OWN_CHECKINS }, async (request) => {
    const { checkinId } = ZCheckinIdParams.parse(request.params);
    return getOwnCheckin(db, request.viewer!, checkinId);
  });

  app.put(`${base}/checkins/:checkinId`, { config: ANSWER }, async (request) => {
    const { checkinId } = ZCheckinIdParams.parse(request.params);
    return answerOwnCheckin(engine, request.viewer!, checkinId, ZAnswerCheckinRequest.parse(request.body ?? {}));
  });
}
