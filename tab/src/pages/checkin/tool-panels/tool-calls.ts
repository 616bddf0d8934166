/**
 * The check-in editor's tool calls (spec part 3 §7): each connected tool's places to search in
 * (get_*_data, polled every 3 s while its panel is open) and its task search, all POSTs under
 * /api/v1/service_connection/ with the bodies of shared/work-tools.ts.
 */
import type { z } from 'zod';
import {
  TOOL_CONNECTED_FLAGS,
  TOOL_PANEL_CALLS,
  type TToolDataAnswer,
  type TToolSearchAnswer,
  WORK_TOOL_LIMITS,
  ZSearchAsanaTasks,
  ZSearchAzureTasks,
  ZSearchClubhouseTasks,
  ZSearchGithub,
  ZSearchJiraIssues,
  ZSearchPlannerTasks,
  ZSearchTrelloData,
  ZToolDataAnswer,
  ZToolSearchAnswer,
} from '../../../../../shared/work-tools.ts';
import { apiPost } from '../../../api/client.ts';

/** The tools with an editor panel: those the check-in context has an is_*_connected flag for. */
export type TPanelTool = keyof typeof TOOL_CONNECTED_FLAGS;

/** Which list of get_*_data holds the places to search in. */
type TChoiceList = keyof TToolDataAnswer['data'];

export type TGithubKind = 'issue' | 'pr';

interface TPanelToolSpec {
  /** The tool's name in headings and messages. */
  name: string;
  /** The list of places get_*_data answers (null: the tool has no data call, Planner). */
  choices: TChoiceList | null;
  /** The label of the place select. */
  choiceLabel: string;
  /** The places in a sentence ('Loading your repositories...'). */
  placesName: string;
  /** A place is optional (Clubhouse searches every workflow without one). */
  choiceOptional: boolean;
  /** What the search looks for, in the search box's label. */
  searchLabel: string;
  /** The search call's body for a query in a place; checked with the call's zod schema. */
  body(query: string, choice: string, kind: TGithubKind): z.ZodSafeParseResult<unknown>;
}

/** Each panel's place list, labels and search body (part 3 §7). */
export const PANEL_TOOLS: Record<TPanelTool, TPanelToolSpec> = {
  github: {
    name: 'GitHub',
    choices: 'repos',
    choiceLabel: 'Repository',
    placesName: 'repositories',
    choiceOptional: false,
    searchLabel: 'Search issues and pull requests',
    body: (query, repo, type) => ZSearchGithub.safeParse({ query, type, repo }),
  },
  jira: {
    name: 'Jira',
    choices: 'workspaces',
    choiceLabel: 'Site',
    placesName: 'sites',
    choiceOptional: false,
    searchLabel: 'Search issues',
    body: (query, workspace_gid) => ZSearchJiraIssues.safeParse({ query, workspace_gid }),
  },
  asana: {
    name: 'Asana',
    choices: 'workspaces',
    choiceLabel: 'Workspace',
    placesName: 'workspaces',
    choiceOptional: false,
    searchLabel: 'Search tasks',
    body: (query, workspace_gid) => ZSearchAsanaTasks.safeParse({ query, workspace_gid }),
  },
  trello: {
    name: 'Trello',
    choices: 'workspaces',
    choiceLabel: 'Workspace',
    placesName: 'workspaces',
    choiceOptional: false,
    searchLabel: 'Search cards',
    body: (query, workspace_gid) => ZSearchTrelloData.safeParse({ query, workspace_gid }),
  },
  'azure-devops': {
    name: 'Azure DevOps',
    choices: 'accounts',
    choiceLabel: 'Organisation',
    placesName: 'organisations',
    choiceOptional: false,
    searchLabel: 'Search work items',
    body: (query, org) => ZSearchAzureTasks.safeParse({ query, org }),
  },
  clubhouse: {
    name: 'Clubhouse',
    choices: 'workflows',
    choiceLabel: 'Workflow',
    placesName: 'workflows',
    choiceOptional: true,
    searchLabel: 'Search stories',
    body: (query, workflow) =>
      ZSearchClubhouseTasks.safeParse(workflow === '' ? { query } : { query, workflow_id: workflow }),
  },
  planner: {
    name: 'Planner',
    choices: null,
    choiceLabel: '',
    placesName: 'plans',
    choiceOptional: true,
    searchLabel: 'Search your assigned tasks',
    body: (query) => ZSearchPlannerTasks.safeParse({ query, request_type: 'assigned' }),
  },
};

/** The tools of the context's is_*_connected flags that are true, in the panel order. */
export function connectedPanelTools(flags: Readonly<Record<(typeof TOOL_CONNECTED_FLAGS)[TPanelTool], boolean>>) {
  return (Object.keys(PANEL_TOOLS) as TPanelTool[]).filter((tool) => flags[TOOL_CONNECTED_FLAGS[tool]]);
}

const callPath = (call: string) => `/api/v1/service_connection/${call}/`;

/** get_*_data of a tool: whether it is still connected and its places to search in. */
export function fetchToolData(tool: TPanelTool, signal?: AbortSignal): Promise<TToolDataAnswer> {
  const call = TOOL_PANEL_CALLS[tool].data;
  if (call === null) return Promise.resolve({ ok: true, connected: true, data: {} });
  return apiPost(callPath(call), {}, ZToolDataAnswer, { signal });
}

/** The search call of a tool with a body its schema accepted. */
export function searchToolTasks(tool: TPanelTool, body: unknown, signal?: AbortSignal): Promise<TToolSearchAnswer> {
  return apiPost(callPath(TOOL_PANEL_CALLS[tool].search), body, ZToolSearchAnswer, { signal });
}

/** The query key of a tool's places, shared by the panel and the tests. */
export function toolDataQueryKey(tool: TPanelTool): readonly string[] {
  return ['service-connection', 'data', tool];
}

/**
 * The query of a tool's places: fetched while its panel is open and polled every 3 s then (the
 * member may be adding a repo in another tab); a hidden panel asks nothing.
 */
export function toolDataQueryOptions(tool: TPanelTool, open: boolean) {
  return {
    queryKey: toolDataQueryKey(tool),
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchToolData(tool, signal),
    enabled: open && TOOL_PANEL_CALLS[tool].data !== null,
    refetchInterval: open ? WORK_TOOL_LIMITS.pollMs : (false as const),
    refetchIntervalInBackground: false,
  };
}
