/**
 * The work-tools contract (issue 23; spec part 2 §2.4 and "Task-tool service connections", part 3
 * §2.6, §2.10, §7, §8, §9): which tools a person connects, which senders post webhooks to a team,
 * the service_connection calls of the services page and the check-in editor's tool panels, and the
 * spec's words. The server, the services pages and the editor read these same shapes.
 */
import { z } from 'zod';

/** Tools a person connects on /my/settings/services (part 2 §2.4, plus GitLab from the issue). */
export const PERSONAL_TOOLS = {
  jira: { label: 'JIRA', kind: 'oauth' },
  'azure-devops': { label: 'Azure Devops', kind: 'oauth' },
  asana: { label: 'Asana', kind: 'oauth' },
  trello: { label: 'Trello', kind: 'trello-token' },
  github: { label: 'Github', kind: 'oauth' },
  gitlab: { label: 'Gitlab', kind: 'oauth' },
  planner: { label: 'Microsoft Planner', kind: 'oauth' },
  clubhouse: { label: 'Clubhouse', kind: 'api-key' },
} as const;
export type TPersonalTool = keyof typeof PERSONAL_TOOLS;
export const PERSONAL_TOOL_KEYS = Object.keys(PERSONAL_TOOLS) as [TPersonalTool, ...TPersonalTool[]];

/** The check-in context's is_*_connected flag of each tool that has an editor panel (part 3 §2.6). */
export const TOOL_CONNECTED_FLAGS = {
  asana: 'is_asana_connected',
  clubhouse: 'is_clubhouse_connected',
  'azure-devops': 'is_azuredevops_connected',
  jira: 'is_jira_connected',
  trello: 'is_trello_connected',
  github: 'is_github_connected',
  planner: 'is_planner_connected',
} as const satisfies Partial<Record<TPersonalTool, string>>;

/** Senders of a team's inbound webhooks, by the URL slug (part 3 §2.10), with their panel titles. */
export const WEBHOOK_SERVICES = {
  zapier: { label: 'Zapier' },
  'atlassian-jira': { label: 'JIRA' },
  github: { label: 'Github' },
  'azure-devops': { label: 'Azure Devops' },
  gitlab: { label: 'Gitlab' },
  bitbucket: { label: 'BitBucket' },
  clubhouse: { label: 'Clubhouse' },
} as const;
export type TWebhookSlug = keyof typeof WEBHOOK_SERVICES;
export const WEBHOOK_SLUGS = Object.keys(WEBHOOK_SERVICES) as [TWebhookSlug, ...TWebhookSlug[]];

/** Where a team's webhook of one sender is posted (part 3 §2.10: built from the slug and the team uuid). */
export function webhookPath(slug: TWebhookSlug, teamUuid: string): string {
  return `/webhooks/${slug}/${teamUuid}/`;
}

/** The absolute webhook URL the services page shows read-only. */
export function webhookUrl(publicUrl: string, slug: TWebhookSlug, teamUuid: string): string {
  return new URL(webhookPath(slug, teamUuid), publicUrl).toString();
}

/** Team-level tool settings (part 3 §2.10). */
export const TEAM_TOOLS = ['asana', 'trello', 'clubhouse'] as const;
export type TTeamTool = (typeof TEAM_TOOLS)[number];

export const WORK_TOOL_LIMITS = {
  /** The editor's tool search waits this long after the last key (part 3 §9). */
  searchDebounceMs: 600,
  /** The two data fetches per tool poll this often (part 3 §7, §9). */
  pollMs: 3000,
  /** The Trello callback page waits this long before it redirects (part 3 §9). */
  trelloRedirectMs: 1000,
  /** A Jira comment is cut to this many characters in the feed (part 3 §9). */
  jiraCommentPreview: 50,
  /** Designed: the longest tool search query accepted. */
  maxQueryLength: 200,
  /** Designed: at most this many results a search answers. */
  maxResults: 20,
  /** Designed: a tool authorisation must come back within this many minutes. */
  authStateMinutes: 10,
} as const;

/** The spec's words (part 2 §8, part 3 §2.10, §8) and the designed ones beside them. */
export const WORK_TOOL_MESSAGES = {
  clubhouseKeyInvalid: 'Clubhouse API Key is invalid - please try again',
  trelloFailedTitle: 'Trello Authentication Failed',
  trelloFailed:
    'Trello Authentication Failed - Something went wrong with the Trello authentication process. Try again or reach out to us for support',
  trelloConnecting: 'Connecting to Trello',
  trelloWait: 'Please wait while we finish connecting your Trello account...',
  panelCrashTitle: 'Oh no! Something went wrong',
  panelCrash:
    'It looks like something caused this functionality to crash. Save your drafts and reload the page to try again.',
  connectYourTool: 'Connect your tool',
  servicesLocked: 'Integrations with your work tools are not part of your plan.',
  zapierLocked: 'Zapier is not part of your plan.',
  /** Designed: a tool that is not set up on this server (no client id in its environment). */
  notConfigured: 'This tool is not set up on this Rollcall server. Ask the person who runs it to add its client id.',
  /** Designed: the tool answered with an error or could not be reached. */
  toolUnavailable: 'The tool did not answer. Try again in a moment.',
  /** Designed: the connection's token was refused by the tool (revoked or expired). */
  reconnect: 'Your connection to this tool has expired. Connect it again.',
} as const;

// --- POST /api/v1/service_connection/* (part 2 §7, part 3 §7) ---

/** start_auth: the tool, the check-in to return to, and the Clubhouse key. */
export const ZStartAuth = z.object({
  service: z.enum(PERSONAL_TOOL_KEYS, { error: 'Unknown tool.' }),
  'checkin-hash': z.string().max(100).optional(),
  'api-key': z.string().trim().max(500).optional(),
  /** Designed: a same-origin path to return to after connecting (checked with safe-next-path). */
  return_to: z.string().max(300).optional(),
});
export type TStartAuth = z.infer<typeof ZStartAuth>;

/** disconnect_service. */
export const ZDisconnectService = z.object({ service: z.enum(PERSONAL_TOOL_KEYS, { error: 'Unknown tool.' }) });

/** start_auth and disconnect_service answer: navigate to redirect_url on ok (Clubhouse reloads). */
export const ZServiceAuthAnswer = z.object({
  ok: z.boolean(),
  redirect_url: z.string().optional(),
  error: z.string().optional(),
});
export type TServiceAuthAnswer = z.infer<typeof ZServiceAuthAnswer>;

/** One task, issue, card, story or pull request a search found: picking it links it into the answer. */
export const ZToolTask = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  /** Project, repo, board or state, shown under the title. */
  detail: z.string().optional(),
});
export type TToolTask = z.infer<typeof ZToolTask>;

/** Every search answers a task list (an error in `error`, with ok false). */
export const ZToolSearchAnswer = z.object({
  ok: z.boolean(),
  tasks: z.array(ZToolTask),
  error: z.string().optional(),
});
export type TToolSearchAnswer = z.infer<typeof ZToolSearchAnswer>;

const ZQuery = z.string().trim().max(WORK_TOOL_LIMITS.maxQueryLength, 'Search for at most 200 characters.');
const ZChoiceId = z.string().trim().min(1, 'Choose where to search.').max(200);

/** A named place to search in (workspace, board, repo, organisation, workflow). */
export const ZToolChoice = z.object({ id: z.string(), name: z.string(), url: z.string().optional() });
export type TToolChoice = z.infer<typeof ZToolChoice>;

/** get_*_data answers: ok, and the places of the tool (polled every 3 s while the panel is open). */
export const ZToolDataAnswer = z.object({
  ok: z.boolean(),
  connected: z.boolean(),
  data: z.object({
    /** Asana, Jira, Trello: data.workspaces (Jira with url). */
    workspaces: z.array(ZToolChoice).optional(),
    /** Clubhouse: data.workflows. */
    workflows: z.array(ZToolChoice).optional(),
    /** GitHub (and GitLab): data.repos. */
    repos: z.array(ZToolChoice).optional(),
    /** Azure DevOps: data.accounts. */
    accounts: z.array(ZToolChoice).optional(),
  }),
  error: z.string().optional(),
});
export type TToolDataAnswer = z.infer<typeof ZToolDataAnswer>;

/** The search bodies, by call (part 3 §7). */
export const ZSearchAsanaTasks = z.object({ query: ZQuery, workspace_gid: ZChoiceId });
export const ZSearchClubhouseTasks = z.object({ query: ZQuery, workflow_id: ZChoiceId.optional() });
export const ZSearchGithub = z.object({
  query: ZQuery,
  type: z.enum(['pr', 'issue']).default('issue'),
  repo: ZChoiceId,
});
export const ZSearchGitlab = z.object({ query: ZQuery, repo: ZChoiceId });
export const ZSearchAzureTasks = z.object({ query: ZQuery, org: ZChoiceId });
export const ZSearchJiraIssues = z.object({ query: ZQuery, workspace_gid: ZChoiceId });
export const ZSearchTrelloData = z.object({ query: ZQuery, workspace_gid: ZChoiceId });
export const ZSearchPlannerTasks = z.object({ query: ZQuery, request_type: z.enum(['assigned']).default('assigned') });

/** The tool-data and search calls of each editor panel, by tool (all under /api/v1/service_connection/). */
export const TOOL_PANEL_CALLS = {
  asana: { data: 'get_asana_data', search: 'search_asana_tasks' },
  clubhouse: { data: 'get_clubhouse_data', search: 'search_clubhouse_tasks' },
  github: { data: 'get_github_data', search: 'search_github' },
  gitlab: { data: 'get_gitlab_data', search: 'search_gitlab' },
  'azure-devops': { data: 'get_azure_data', search: 'search_azure_tasks' },
  jira: { data: 'get_jira_data', search: 'search_jira_issues' },
  trello: { data: 'get_trello_data', search: 'search_trello_data' },
  planner: { data: null, search: 'search_planner_tasks' },
} as const satisfies Record<TPersonalTool, { data: string | null; search: string }>;

/** /my/settings/services: one card per tool. */
export const ZMyServicesContext = z.object({
  locked: z.boolean(),
  tools: z.array(
    z.object({
      service: z.enum(PERSONAL_TOOL_KEYS),
      label: z.string(),
      /** The server has this tool's client id (or needs none). */
      available: z.boolean(),
      connected: z.boolean(),
      /** Who the connection is in the tool (login or account name). */
      account: z.string().nullable(),
      connected_at: z.string().nullable(),
      /** The tool refused the stored token (revoked, refresh refused): connect again. */
      needs_reconnect: z.boolean(),
    }),
  ),
});
export type TMyServicesContext = z.infer<typeof ZMyServicesContext>;

/** /team/settings/services: the webhook panels and the team tool settings. */
export const ZTeamServicesContext = z.object({
  team_uuid: z.string(),
  team_name: z.string(),
  /** The viewer may change the team's tool settings and see webhook secrets. */
  can_manage: z.boolean(),
  locked: z.boolean(),
  zapier_locked: z.boolean(),
  webhooks: z.array(
    z.object({
      slug: z.enum(WEBHOOK_SLUGS),
      label: z.string(),
      url: z.string(),
      /** The secret the sender signs with (null unless can_manage). */
      secret: z.string().nullable(),
    }),
  ),
  asana: z.object({
    connected: z.boolean(),
    workspace_gid: z.string().nullable(),
    project_gid: z.string().nullable(),
    workspaces: z.array(ZToolChoice),
  }),
  trello: z.object({ connected: z.boolean(), boards: z.array(ZToolChoice) }),
  clubhouse: z.object({
    connected: z.boolean(),
    workspace: z.string().nullable(),
    connect_url: z.string(),
    disconnect_url: z.string(),
  }),
});
export type TTeamServicesContext = z.infer<typeof ZTeamServicesContext>;

/** POST /team/settings/services/configure-asana. */
export const ZConfigureAsana = z.object({
  workspace_gid: z.string().trim().min(1, 'Choose a workspace.').max(100),
  project_gid: z.string().trim().max(100).optional(),
});
/** POST /team/settings/services/configure-trello: board_items as id|name. */
export const ZConfigureTrello = z.object({
  board_items: z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .pipe(z.array(z.string().regex(/^[^|]{1,100}\|.{1,200}$/, 'Choose boards from the list.')).max(50)),
});
/** POST /team/settings/services/connect-clubhouse. */
export const ZConnectClubhouse = z.object({
  clubhouse_token: z.string().trim().min(1, WORK_TOOL_MESSAGES.clubhouseKeyInvalid).max(500),
});
