/**
 * What the Slack domain needs from Slack's Web API to read a workspace (issue 18): its name, every
 * person (every users.list page) and its public channels (every conversations.list page). The
 * Slack adapter implements it with the install's bot token under the shared rate limiter.
 */
import type { TSlackWorkspace } from './slack-roster.ts';

/** The install fields a workspace read needs. */
export interface TSlackDirectoryInstall {
  slackTeamId: string;
  botTokenSealed: string | null;
}

export interface TSlackDirectory {
  /** Reads the workspace; throws when Slack does not answer or the token is gone. */
  readWorkspace(install: TSlackDirectoryInstall): Promise<TSlackWorkspace>;
}
