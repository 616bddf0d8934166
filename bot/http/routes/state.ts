/** GET /api/v1/state: the initial page state every page of the web app loads first. */
import type { FastifyInstance } from 'fastify';
import type { TInitialState } from '../../../shared/state.ts';
import { microsoftSettingsOf } from '../../adapters/microsoft/microsoft-settings.ts';
import { teamCountOf } from '../../domain/billing/plan-limits/plan-limits-of.ts';
import { listOpenCheckins } from '../../domain/reports/list-open-checkins.ts';
import type { TAppDeps } from '../app-deps.ts';
import { takeFlash } from '../plugins/flash-messages.ts';
import { frameCookieOptionsFor } from '../plugins/session.ts';
import { presentStateTeam, presentStateUser } from '../presenters/present-state.ts';

/** Registers the state route. */
export async function stateRoutes(app: FastifyInstance, deps: TAppDeps): Promise<void> {
  const senderAddress = deps.env.MAIL_FROM.match(/<([^>]+)>/)?.[1] ?? deps.env.MAIL_FROM;
  const config = {
    help_desk_url: deps.env.HELP_DESK_URL ?? '/help/',
    feedback_url: deps.env.FEEDBACK_URL ?? `mailto:${senderAddress}?subject=Rollcall%20feedback`,
    // Sign in with Slack needs the Slack app (all three SLACK_* settings); Microsoft needs MICROSOFT_CLIENT_ID/SECRET.
    sign_in: { microsoft: microsoftSettingsOf(deps.env) !== undefined, slack: deps.slack !== undefined },
    platforms: { slack: deps.slack !== undefined },
  };
  const now = deps.now ?? (() => new Date());
  app.get('/api/v1/state', { config: { policy: { access: 'public' } } }, async (request, reply) => {
    const viewer = request.viewer;
    const state: TInitialState = {
      user: viewer
        ? presentStateUser(
            viewer,
            await listOpenCheckins(deps.database.db, viewer.user.id, viewer.account.id, now()),
            await teamCountOf(deps.database.db, viewer.account.id),
          )
        : null,
      team: viewer ? presentStateTeam(viewer) : null,
      // Inside the Teams frame the CSRF cookie must be a frame cookie too, or no POST would pass.
      csrftoken: reply.generateCsrf(frameCookieOptionsFor(request)),
      messages: takeFlash(request, reply),
      config,
      context: {},
      reports: [],
      completed_users: [],
    };
    reply.header('Cache-Control', 'no-store');
    return state;
  });
}
