/**
 * The providers of the three tools a team also configures (Asana, Trello, Clubhouse), for the
 * registry (providers/index.ts) to spread into its map of every personal tool.
 */
import type { TToolProvider } from '../tool-provider.ts';
import { asanaProvider } from './asana.ts';
import { clubhouseProvider } from './clubhouse.ts';
import { trelloProvider } from './trello.ts';

export const TEAM_TOOL_PROVIDERS = {
  asana: asanaProvider,
  trello: trelloProvider,
  clubhouse: clubhouseProvider,
} as const satisfies Record<'asana' | 'trello' | 'clubhouse', TToolProvider>;
