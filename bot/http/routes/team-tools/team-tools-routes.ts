/**
 * The team's integrations (spec part 3 §2.10): GET /api/v1/team/services (the services page's
 * data), the configure/disable/connect form posts of Asana, Trello and Clubhouse, the designed
 * replace-secret post, and the two lists the configure pages read through the admin's own
 * connection. Changes are for managers of the current team on a plan without LIMIT_SERVICES.
 */
import type { FastifyInstance } from 'fastify';
import {
  TEAM_TOOLS_MESSAGES,
  type TToolChoicesAnswer,
  ZAsanaProjectsQuery,
  ZReplaceSecret,
} from '../../../../shared/team-tools.ts';
import {
  WEBHOOK_SERVICES,
  ZConfigureAsana,
  ZConfigureTrello,
  ZConnectClubhouse,
} from '../../../../shared/work-tools.ts';
import { createSecretBox } from '../../../domain/secrets/secret-box.ts';
import { configureAsana } from '../../../domain/team-tools/configure-asana.ts';
import { configureTrello } from '../../../domain/team-tools/configure-trello.ts';
import { connectClubhouse } from '../../../domain/team-tools/connect-clubhouse.ts';
import { disableTeamTool } from '../../../domain/team-tools/disable-team-tool.ts';
import { getTeamServices } from '../../../domain/team-tools/get-team-services.ts';
import { listAsanaProjects, listTrelloBoards } from '../../../domain/team-tools/list-team-tool-choices.ts';
import { replaceTeamWebhookSecret } from '../../../domain/team-tools/replace-team-webhook-secret.ts';
import type { TTeamToolsDeps } from '../../../domain/team-tools/team-tools-deps.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { answerForm, parseForm } from '../../forms.ts';
import type { TRoutePolicy } from '../../policy.ts';

const SERVICES_PAGE = '/team/settings/services/';

/** Who may change the team's integrations (the domain checks again). */
const MANAGE: TRoutePolicy = {
  access: 'signed-in',
  roles: 'MANAGERS',
  lockedBy: 'LIMIT_SERVICES',
  refusal: TEAM_TOOLS_MESSAGES.notAllowed,
};

/** Registers the team tools routes. */
export async function teamToolsRoutes(app: FastifyInstance, deps: TAppDeps): Promise<void> {
  const tools: TTeamToolsDeps = {
    db: deps.database.db,
    box: createSecretBox(deps.env.SESSION_SECRET),
    env: deps.env,
    ...(deps.now ? { now: deps.now } : {}),
  };
  const form = { config: { policy: MANAGE, form: true } } as const;

  app.get('/api/v1/team/services', { config: { policy: { access: 'signed-in' } } }, async (request) =>
    getTeamServices(tools, request.viewer!),
  );

  app.get(
    '/api/v1/team/services/asana-projects',
    { config: { policy: MANAGE } },
    async (request): Promise<TToolChoicesAnswer> => {
      const { workspace_gid } = ZAsanaProjectsQuery.parse(request.query);
      return { ok: true, choices: await listAsanaProjects(tools, request.viewer!, workspace_gid) };
    },
  );

  app.get(
    '/api/v1/team/services/trello-boards',
    { config: { policy: MANAGE } },
    async (request): Promise<TToolChoicesAnswer> => ({
      ok: true,
      choices: await listTrelloBoards(tools, request.viewer!),
    }),
  );

  app.post('/team/settings/services/configure-asana', form, async (request, reply) => {
    const fields = parseForm(ZConfigureAsana, request);
    await configureAsana(tools, request.viewer!, { ...fields, project_gid: fields.project_gid || undefined });
    return answerForm(request, reply, { redirect: SERVICES_PAGE, message: TEAM_TOOLS_MESSAGES.asanaSaved });
  });

  app.post('/team/settings/services/disable-asana', form, async (request, reply) => {
    await disableTeamTool(tools, request.viewer!, 'asana');
    return answerForm(request, reply, {
      redirect: SERVICES_PAGE,
      message: TEAM_TOOLS_MESSAGES.asanaDisabled,
      level: 'info',
    });
  });

  app.post('/team/settings/services/configure-trello', form, async (request, reply) => {
    await configureTrello(tools, request.viewer!, parseForm(ZConfigureTrello, request));
    return answerForm(request, reply, { redirect: SERVICES_PAGE, message: TEAM_TOOLS_MESSAGES.trelloSaved });
  });

  app.post('/team/settings/services/disable-trello', form, async (request, reply) => {
    await disableTeamTool(tools, request.viewer!, 'trello');
    return answerForm(request, reply, {
      redirect: SERVICES_PAGE,
      message: TEAM_TOOLS_MESSAGES.trelloDisabled,
      level: 'info',
    });
  });

  app.post('/team/settings/services/connect-clubhouse', form, async (request, reply) => {
    const workspace = await connectClubhouse(tools, request.viewer!, parseForm(ZConnectClubhouse, request));
    const message = workspace
      ? `Clubhouse is connected to the ${workspace} workspace.`
      : TEAM_TOOLS_MESSAGES.clubhouseConnected;
    return answerForm(request, reply, { redirect: SERVICES_PAGE, message });
  });

  app.post('/team/settings/services/disable-clubhouse', form, async (request, reply) => {
    await disableTeamTool(tools, request.viewer!, 'clubhouse');
    return answerForm(request, reply, {
      redirect: SERVICES_PAGE,
      message: TEAM_TOOLS_MESSAGES.clubhouseDisabled,
      level: 'info',
    });
  });

  app.post(
    '/team/settings/services/replace-secret',
    // Replacing a Zapier secret is not a LIMIT_SERVICES matter: the domain checks LIMIT_ZAPIER.
    {
      config: {
        policy: { access: 'signed-in', roles: 'MANAGERS', refusal: TEAM_TOOLS_MESSAGES.notAllowed },
        form: true,
      },
    },
    async (request, reply) => {
      const { slug } = parseForm(ZReplaceSecret, request);
      await replaceTeamWebhookSecret(tools, request.viewer!, slug);
      return answerForm(request, reply, {
        redirect: SERVICES_PAGE,
        message: `${WEBHOOK_SERVICES[slug].label}: ${TEAM_TOOLS_MESSAGES.secretReplaced}`,
      });
    },
  );
}
