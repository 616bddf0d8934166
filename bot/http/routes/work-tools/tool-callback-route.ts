/**
 * GET /oauth/callback/{service}/: where a tool sends the person back after they allowed (or
 * refused) access, with code and state (Trello's page forwards its token as the code). The person
 * must be signed in (else sign in first and come back). Success goes where the connection started
 * (the check-in, a team page) or the services page; every refusal lands on the services page with
 * the reason as a message, never an error page.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  PERSONAL_TOOL_KEYS,
  PERSONAL_TOOLS,
  type TPersonalTool,
  WORK_TOOL_MESSAGES,
} from '../../../../shared/work-tools.ts';
import { completeToolAuth, type TToolAuthRefusal } from '../../../domain/work-tools/complete-tool-auth.ts';
import { MY_SERVICES_PAGE } from '../../../domain/work-tools/start-tool-auth.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { perPersonRateLimit } from '../../per-person-rate-limit.ts';
import { flash } from '../../plugins/flash-messages.ts';
import { workToolsDepsOf } from './work-tools-deps-of.ts';

const ZQueryText = z.string().max(4096).optional().catch(undefined);
const ZCallbackQuery = z.object({ code: ZQueryText, state: ZQueryText, error: ZQueryText });
const ZService = z.enum(PERSONAL_TOOL_KEYS);

/** Designed words of each refusal (the tool's label filled in). */
export const TOOL_AUTH_REFUSALS: Record<TToolAuthRefusal, (label: string) => string> = {
  not_configured: () => WORK_TOOL_MESSAGES.notConfigured,
  expired: (label) => `This ${label} connection request has expired or was already used. Connect ${label} again.`,
  foreign: (label) =>
    `This ${label} connection was started by someone else. Connect ${label} from your own services page.`,
  cancelled: (label) => `${label} was not connected: access was not allowed.`,
  refused: (label) => `${label} refused the connection. Try connecting again.`,
  unavailable: () => WORK_TOOL_MESSAGES.toolUnavailable,
};

/** Registers the callback. */
export async function toolCallbackRoute(app: FastifyInstance, deps: TAppDeps): Promise<void> {
  const tools = workToolsDepsOf(deps);
  const land = (
    request: FastifyRequest,
    reply: FastifyReply,
    page: string,
    level: 'error' | 'success',
    message: string,
  ) => {
    flash(request, reply, { level, message });
    reply.header('Cache-Control', 'no-store');
    return reply.redirect(page, 303);
  };

  app.get(
    '/oauth/callback/:service',
    { config: { policy: { access: 'signed-in' }, rateLimit: perPersonRateLimit('tool-callback', 30) } },
    async (request, reply) => {
      const service = ZService.safeParse((request.params as { service?: string }).service);
      if (!service.success) return land(request, reply, MY_SERVICES_PAGE, 'error', 'Unknown tool.');
      const label = PERSONAL_TOOLS[service.data as TPersonalTool].label;
      const callback = ZCallbackQuery.parse(request.query ?? {});
      const outcome = await completeToolAuth(tools, request.viewer!, service.data, callback);
      if (!outcome.ok) {
        request.log.info(
          { service: service.data, refusal: outcome.refusal, detail: outcome.detail },
          'tool connection refused',
        );
        return land(request, reply, MY_SERVICES_PAGE, 'error', TOOL_AUTH_REFUSALS[outcome.refusal](label));
      }
      return land(request, reply, outcome.returnTo ?? MY_SERVICES_PAGE, 'success', `${label} is connected.`);
    },
  );
}
