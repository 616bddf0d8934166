/**
 * What the Webex adapter of a process is made of, as the HTTP layer and the event handlers see it:
 * the REST client (behind the shared limiter), the webhook secret deliveries are verified with,
 * the bot's own person (its id tells the bot's own messages and memberships apart) and the
 * handlers of each webhook resource. Built once per process by webex-bot.ts when WEBEX_BOT_TOKEN
 * and WEBEX_WEBHOOK_SECRET are set.
 */
import type { TEngineDeps } from '../../core/engine/engine-deps.ts';
import type { TWebexClient } from './webex-client.ts';
import type { TWebexEventHandlers, TWebexPerson } from './webex-types.ts';

/** What every Webex event handler is built from. */
export interface TWebexHandlerDeps {
  engine: TEngineDeps;
  client: TWebexClient;
  /** The bot's own person, read once (GET /people/me) and kept. */
  botPerson(): Promise<TWebexPerson>;
  /** SESSION_SECRET: signs the welcome links' slugs. */
  secret: string;
}

export interface TWebexBot {
  client: TWebexClient;
  /** WEBEX_WEBHOOK_SECRET: X-Spark-Signature is the hex HMAC-SHA1 of the raw body with it. */
  webhookSecret: string;
  botPerson(): Promise<TWebexPerson>;
  handlers: TWebexEventHandlers;
}
