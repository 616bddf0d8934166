/**
 * The tool registry: each personal tool's provider, by its key. A tool missing here is shown as
 * not set up on this server; adding a tool is one import and one line.
 */
import type { TPersonalTool } from '../../../../shared/work-tools.ts';
import type { TToolProvider } from '../tool-provider.ts';
import { azureDevopsProvider } from './azure-devops.ts';
import { githubProvider } from './github.ts';
import { gitlabProvider } from './gitlab.ts';
import { jiraProvider } from './jira.ts';
import { plannerProvider } from './planner.ts';
import { TEAM_TOOL_PROVIDERS } from './team-tool-providers.ts';

export type TToolProviders = Partial<Record<TPersonalTool, TToolProvider>>;

export const TOOL_PROVIDERS: TToolProviders = {
  github: githubProvider,
  gitlab: gitlabProvider,
  jira: jiraProvider,
  'azure-devops': azureDevopsProvider,
  planner: plannerProvider,
  ...TEAM_TOOL_PROVIDERS,
};
