/**
 * The service_connection calls (part 2 §7, part 3 §7), all POST JSON under
 * /api/v1/service_connection/ for a signed-in person with the CSRF token: start_auth and
 * disconnect_service, and each editor panel's get_*_data and search_* (TOOL_PANEL_CALLS), generic
 * over the tool registry. LIMIT_SERVICES refuses all but disconnecting (403 with the plan's
 * words). Searches and polls are rate limited per person. GET /api/v1/my/services is the services
 * page's data.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../../../shared/errors.ts';
import {
  PERSONAL_TOOL_KEYS,
  TOOL_PANEL_CALLS,
  type TPersonalTool,
  WORK_TOOL_MESSAGES,
  ZDisconnectService,
  ZSearchAsanaTasks,
  ZSearchAzureTasks,
  ZSearchClubhouseTasks,
  ZSearchGithub,
  ZSearchGitlab,
  ZSearchJiraIssues,
  ZSearchPlannerTasks,
  ZSearchTrelloData,
  ZStartAuth,
} from '../../../../shared/work-tools.ts';
import { viewerHasFlag } from '../../../domain/accounts/feature-flags.ts';
import { disconnectTool } from '../../../domain/work-tools/disconnect-tool.ts';
import { myServices } from '../../../domain/work-tools/my-services.ts';
import { searchTool } from '../../../domain/work-tools/search-tool.ts';
import { startToolAuth } from '../../../domain/work-tools/start-tool-auth.ts';
import { toolData } from '../../../domain/work-tools/tool-data.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { perPersonRateLimit } from '../../per-person-rate-limit.ts';
import { workToolsDepsOf } from './work-tools-deps-of.ts';

const BASE = '/api/v1/service_connection';
/** Designed: searches one person may run a minute (the editor debounces typing by 600 ms). */
export const TOOL_SEARCHES_PER_MINUTE = 120;
/** Designed: data polls a minute (every 3 s per open panel, several panels, several tabs). */
export const TOOL_POLLS_PER_MINUTE = 240;
/** Designed: connection starts and disconnects a minute. */
const CONNECTS_PER_MINUTE = 30;

/** Each tool's search body (part 3 §7). */
const SEARCH_BODIES: Record<TPersonalTool, z.ZodType<Record<string, unknown>>> = {
  asana: ZSearchAsanaTasks,
  clubhouse: ZSearchClubhouseTasks,
  github: ZSearchGithub,
  gitlab: ZSearchGitlab,
  'azure-devops': ZSearchAzureTasks,
  jira: ZSearchJiraIssues,
  trello: ZSearchTrelloData,
  planner: ZSearchPlannerTasks,
};

/** LIMIT_SERVICES: the tools are not part of the plan. */
function refuseLockedPlan(request: FastifyRequest): void {
  if (viewerHasFlag(request.viewer!, 'LIMIT_SERVICES')) {
    throw new AppError('FEATURE_LOCKED', WORK_TOOL_MESSAGES.servicesLocked);
  }
}

/** Registers the service_connection calls and the services page's data. */
export async function serviceConnectionRoutes(app: FastifyInstance, deps: TAppDeps): Promise<void> {
  const tools = workToolsDepsOf(deps);
  const signedIn = { access: 'signed-in' } as const;

  app.get('/api/v1/my/services', { config: { policy: signedIn } }, async (request) =>
    myServices(tools, request.viewer!),
  );

  app.post(
    `${BASE}/start_auth`,
    { config: { policy: signedIn, rateLimit: perPersonRateLimit('tool-connect', CONNECTS_PER_MINUTE) } },
    async (request) => {
      refuseLockedPlan(request);
      return startToolAuth(tools, request.viewer!, ZStartAuth.parse(request.body ?? {}));
    },
  );

  app.post(
    `${BASE}/disconnect_service`,
    { config: { policy: signedIn, rateLimit: perPersonRateLimit('tool-connect', CONNECTS_PER_MINUTE) } },
    async (request) => {
      const { service } = ZDisconnectService.parse(request.body ?? {});
      return disconnectTool({ ...tools, log: deps.log }, request.viewer!, service);
    },
  );

  for (const service of PERSONAL_TOOL_KEYS) {
    const calls = TOOL_PANEL_CALLS[service];
    if (calls.data) {
      app.post(
        `${BASE}/${calls.data}`,
        { config: { policy: signedIn, rateLimit: perPersonRateLimit('tool-data', TOOL_POLLS_PER_MINUTE) } },
        async (request) => {
          refuseLockedPlan(request);
          return toolData(tools, request.viewer!, service);
        },
      );
    }
    app.post(
      `${BASE}/${calls.search}`,
      { config: { policy: signedIn, rateLimit: perPersonRateLimit('tool-search', TOOL_SEARCHES_PER_MINUTE) } },
      async (request) => {
        refuseLockedPlan(request);
        const body = SEARCH_BODIES[service].parse(request.body ?? {});
        return searchTool(tools, request.viewer!, service, body);
      },
    );
  }
}
