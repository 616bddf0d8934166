/**
 * The Microsoft Teams bot, assembled once per process: the SDK adapter, the rate limiter of every
 * outbound call (its budgets shared with every process through the database), the sender
 * (delivery job), the directory (roster reads) and the HTTP handler of POST /api/messages.
 * main/server.ts builds it; nothing outside bot/adapters/msteams/ imports the SDK.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TEngineDeps } from '../../core/engine/engine-deps.ts';
import type { TChatSender } from '../../domain/chat/chat-sender.ts';
import type { TSharedBudgets } from '../../domain/delivery/rate-limit/shared-budgets.ts';
import type { TMsTeamsDirectory } from '../../domain/platforms/msteams/msteams-directory.ts';
import { TeamsRateLimiter, type TLimiterEvents, teamsRateLimits } from './delivery/rate-limiter.ts';
import { createCloudAdapter, type TTeamsCredentials } from './teams-cloud-adapter.ts';
import { createTeamsDirectory } from './teams-directory.ts';
import { handleTeamsRequest } from './teams-http.ts';
import { createTeamsSender } from './teams-sender.ts';
import { teamsTurn } from './teams-turn.ts';

export interface TTeamsBotOptions extends TTeamsCredentials {
  engine: TEngineDeps;
  secret: string;
  tenantRatePerSecond: number;
  /** The budgets every process shares (PostgreSQL); without them the caps hold in this process only. */
  sharedBudgets?: TSharedBudgets;
}

export interface TTeamsBot {
  sender: TChatSender;
  directory: TMsTeamsDirectory;
  limiter: TeamsRateLimiter;
  handle(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/** Builds the bot; in production it needs the bot id and secret (the caller checks first). */
export function createTeamsBot(options: TTeamsBotOptions): TTeamsBot {
  const { adapter, auth } = createCloudAdapter(options);
  const log = options.engine.log;
  adapter.onTurnError = async (_context, error) => {
    log.error({ err: error }, 'Teams turn failed');
    throw error;
  };
  const events: TLimiterEvents = {
    onThrottled: (info) => log.warn(info, 'Teams call throttled; trying again'),
    onSharedBudgetError: (error) => log.error({ err: error }, 'Teams rate budgets unreadable; waiting'),
  };
  const limiter = new TeamsRateLimiter(
    teamsRateLimits(options.tenantRatePerSecond),
    undefined,
    events,
    options.sharedBudgets,
  );
  const botAppId = options.botId ?? '';
  const botAccountId = `28:${options.botId ?? 'rollcall'}`;
  const turn = teamsTurn({ engine: options.engine, secret: options.secret });
  return {
    sender: createTeamsSender({ adapter, limiter, botAccountId }),
    directory: createTeamsDirectory({ adapter, limiter, botAppId, botAccountId }),
    limiter,
    handle: (request, reply) =>
      handleTeamsRequest(auth, request, reply, (shim, response) => adapter.process(shim as never, response, turn)),
  };
}
