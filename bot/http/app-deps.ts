/** What the HTTP layer is built from; main.ts and the test helpers assemble it. */
import type { TTeamsBot } from '../adapters/msteams/teams-bot.ts';
import type { TSlackBot } from '../adapters/slack/slack-bot.ts';
import type { TWebexBot } from '../adapters/webex/webex-runtime.ts';
import type { TDatabaseHandle } from '../db/client.ts';
import type { TJobQueue } from '../domain/jobs.ts';
import type { TLogger } from '../domain/logger.ts';
import type { TEnv } from '../env.ts';

export interface TAppDeps {
  env: TEnv;
  database: TDatabaseHandle;
  jobs: TJobQueue & { ping(): Promise<void> };
  log: TLogger;
  /** The current instant (the engine's clock; tests drive it). Defaults to the system clock. */
  now?: () => Date;
  /** The Microsoft Teams bot; absent when Teams is not configured (production without BOT_ID). */
  teams?: TTeamsBot;
  /** The Slack app; absent when the three SLACK_* settings are not set. */
  slack?: TSlackBot;
  /** The Webex bot; absent when WEBEX_BOT_TOKEN and WEBEX_WEBHOOK_SECRET are not set. */
  webex?: TWebexBot;
  /** Folder of the built web app (index.html + assets). */
  webAppDir: string;
}
