/**
 * The team tool settings contract beyond shared/work-tools.ts (issue 23; spec part 3 §2.10): what
 * the /team/settings/services page and its configure pages read besides ZTeamServicesContext (the
 * configured names, whether the viewer has the personal connection a configuration reads through),
 * the two proxy lists, the secret replacement form, and the designed words of these pages.
 */
import { z } from 'zod';
import { WEBHOOK_SLUGS, ZTeamServicesContext, ZToolChoice } from './work-tools.ts';

/** GET /api/v1/team/services: the lead's context plus what the configure pages need. */
export const ZTeamServicesView = ZTeamServicesContext.extend({
  asana: ZTeamServicesContext.shape.asana.extend({
    workspace_name: z.string().nullable(),
    project_name: z.string().nullable(),
    /** The viewer has a personal Asana connection (the configuration reads Asana through it). */
    personal_connected: z.boolean(),
    /** Why the workspaces could not be read (Asana down, token refused), null when they were. */
    error: z.string().nullable(),
  }),
  trello: ZTeamServicesContext.shape.trello.extend({ personal_connected: z.boolean() }),
  clubhouse: ZTeamServicesContext.shape.clubhouse.extend({ member_count: z.number().int() }),
});
export type TTeamServicesView = z.infer<typeof ZTeamServicesView>;

/** GET /api/v1/team/services/asana-projects and /trello-boards. */
export const ZToolChoicesAnswer = z.object({
  ok: z.boolean(),
  choices: z.array(ZToolChoice),
  error: z.string().optional(),
});
export type TToolChoicesAnswer = z.infer<typeof ZToolChoicesAnswer>;

export const ZAsanaProjectsQuery = z.object({ workspace_gid: z.string().trim().min(1).max(100) });

/** POST /team/settings/services/replace-secret (designed): the sender whose secret is replaced. */
export const ZReplaceSecret = z.object({ slug: z.enum(WEBHOOK_SLUGS, { error: 'Unknown service.' }) });

/** Where a team admin makes a Clubhouse API token. */
export const CLUBHOUSE_TOKEN_HELP_URL = 'https://app.shortcut.com/settings/account/api-tokens';

/** Designed words of the team services pages. */
export const TEAM_TOOLS_MESSAGES = {
  notAllowed: 'Only team admins and account admins can change this team’s integrations.',
  asanaSaved: 'Asana is configured for this team.',
  asanaDisabled: 'Asana is disabled for this team.',
  asanaNeedsConnection: 'Connect your own Asana account first: the team’s Asana settings are read through it.',
  asanaUnknownWorkspace: 'Choose a workspace from the list.',
  asanaUnknownProject: 'Choose a project from the list.',
  trelloSaved: 'Trello is configured for this team.',
  trelloDisabled: 'Trello is disabled for this team.',
  trelloNeedsConnection: 'Authorize Trello first: the team’s boards are read through your Trello account.',
  trelloUnknownBoard: 'Choose boards from the list.',
  clubhouseConnected: 'Clubhouse is connected to this team.',
  clubhouseDisabled: 'Clubhouse is disabled for this team.',
  secretReplaced: 'A new secret was made. Update it in the sender’s webhook settings: the old one no longer works.',
} as const;
