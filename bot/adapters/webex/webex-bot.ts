/**
 * The Webex bot of a web process (issue 21), built only when WEBEX_BOT_TOKEN and
 * WEBEX_WEBHOOK_SECRET are set: the REST client behind the process's Webex limiter, the bot's own
 * person (read once, read again after a failure), the handlers of its webhook resources, and the
 * background task that keeps its webhooks pointed at PUBLIC_URL.
 */
import type { TEngineDeps } from '../../core/engine/engine-deps.ts';
import type { TWebexClient } from './webex-client.ts';
import { webexHandlersOf } from './webex-handlers.ts';
import type { TWebexBot } from './webex-runtime.ts';
import type { TWebexPerson } from './webex-types.ts';
import { keepWebexWebhooks } from './webex-webhooks.ts';

export interface TWebexBotOptions {
  engine: TEngineDeps;
  client: TWebexClient;
  webhookSecret: string;
  /** SESSION_SECRET: signs welcome links. */
  secret: string;
}

/** The bot's own person, read on first use and kept; a failed read is tried again next time. */
function botPersonOf(client: TWebexClient): () => Promise<TWebexPerson> {
  let reading: Promise<TWebexPerson> | undefined;
  return () => {
    reading ??= client.me().catch((error: unknown) => {
      reading = undefined;
      throw error;
    });
    return reading;
  };
}

/** Builds the bot (no network call until first needed). */
export function createWebexBot(options: TWebexBotOptions): TWebexBot & { keepWebhooks(): { stop(): void } } {
  const botPerson = botPersonOf(options.client);
  const handlers = webexHandlersOf({
    engine: options.engine,
    client: options.client,
    botPerson,
    secret: options.secret,
  });
  return {
    client: options.client,
    webhookSecret: options.webhookSecret,
    botPerson,
    handlers,
    keepWebhooks: () =>
      keepWebexWebhooks(
        options.client,
        { publicUrl: options.engine.publicUrl, secret: options.webhookSecret },
        options.engine.log,
      ),
  };
}
