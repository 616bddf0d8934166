/**
 * Sends recorded chat messages to Slack with the Web API (slack-facts): a member's DM by posting to
 * their user id (Slack opens the DM; its D id is kept for updates and next messages), a channel
 * post, a reply in the run's thread (thread_ts) or chat.update of an earlier message. The bot token
 * of the workspace is opened from the install store; every call goes through the shared limiter
 * with Slack's rules, which waits out 429 Retry-After and tries again. A refusal Slack will repeat
 * (channel_not_found, account_inactive, token_revoked ...) is final, with Slack's error code; a 5xx
 * or a network failure is left for the delivery job to try again later.
 */
import { ErrorCode, type WebClient } from '@slack/web-api';
import type { TDb } from '../../db/client.ts';
import {
  ChatRefusedError,
  type TChatSender,
  type TChatSent,
  type TOutboundChatMessage,
} from '../../domain/chat/chat-sender.ts';
import type { TLogger } from '../../domain/logger.ts';
import { SLACK_CHANNEL, ZSlackAddress, ZSlackReference } from '../../domain/platforms/slack/slack-address.ts';
import { findSlackBotAuthorization } from '../../domain/platforms/slack/slack-install-store.ts';
import type { TSecretBox } from '../../domain/secrets/secret-box.ts';
import type { TSlackRateLimiter } from './delivery/slack-rate-limiter.ts';
import { slackMessageOf } from './render/slack-message.ts';
import { slackWebClient } from './slack-web-client.ts';

/** What chat.postMessage / chat.update answer. */
const SLACK_OK = 200;
/** The status recorded for a refusal Slack sent as `ok: false` (Slack itself answers HTTP 200). */
const REFUSED = 400;
/** Platform errors that are Slack's own trouble: sending again later may work. */
const TRANSIENT_ERRORS = new Set([
  'internal_error',
  'fatal_error',
  'service_unavailable',
  'request_timeout',
  'ratelimited',
]);
/** How long an opened token is reused before the install store is read again. */
const TOKEN_TTL_MS = 60_000;

export interface TSlackSenderDeps {
  db: TDb;
  box: TSecretBox;
  log: TLogger;
  /** SLACK_URL: Slack itself, or the local fake in tests. */
  slackUrl: string;
  limiter: TSlackRateLimiter;
}

type TRecord = Record<string, unknown>;

/** Slack's error code of a WebClient platform error (`ok: false`), or null for any other failure. */
export function slackErrorCodeOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, data } = error as TRecord;
  if (code !== ErrorCode.PlatformError || typeof data !== 'object' || data === null) return null;
  const slackError = (data as TRecord).error;
  return typeof slackError === 'string' ? slackError : null;
}

/** Turns a Slack failure into a final refusal, or passes it on to be tried again later. */
function classify(error: unknown): never {
  const code = slackErrorCodeOf(error);
  if (code !== null && !TRANSIENT_ERRORS.has(code)) {
    throw new ChatRefusedError(REFUSED, code, `Slack refused the message: ${code}`);
  }
  throw error;
}

/** The Slack sender of the delivery job. */
export function createSlackSender(deps: TSlackSenderDeps): TChatSender {
  const clients = new Map<string, { client: WebClient; until: number }>();
  /** The workspace's client with its bot token; null when no install holds a usable token. */
  const clientOf = async (slackTeamId: string): Promise<WebClient | null> => {
    const cached = clients.get(slackTeamId);
    if (cached && cached.until > Date.now()) return cached.client;
    const found = await findSlackBotAuthorization(deps.db, deps.box, {
      teamId: slackTeamId,
      isEnterpriseInstall: false,
    });
    if (!found) {
      clients.delete(slackTeamId);
      return null;
    }
    const client = slackWebClient(deps.slackUrl, deps.log, found.botToken);
    clients.set(slackTeamId, { client, until: Date.now() + TOKEN_TTL_MS });
    return client;
  };

  return {
    platform: SLACK_CHANNEL,
    async send(message: TOutboundChatMessage): Promise<TChatSent> {
      const address = ZSlackAddress.safeParse(message.address);
      if (!address.success) throw new ChatRefusedError(REFUSED, 'bad_address', 'not a Slack address');
      const { slackTeamId, user } = address.data;
      const client = await clientOf(slackTeamId);
      if (!client) throw new ChatRefusedError(REFUSED, 'token_revoked', 'no Slack install with a usable token');
      const { text, blocks } = slackMessageOf(message.message);
      const replaces = message.replaces ? ZSlackReference.safeParse(message.replaces) : null;
      const root = message.threadRoot ? ZSlackReference.safeParse(message.threadRoot) : null;
      try {
        if (replaces?.success) {
          const { channel, ts } = replaces.data;
          await deps.limiter.run({ teamId: slackTeamId, method: 'chat.update', channel: user ?? channel }, () =>
            client.chat.update({ channel, ts, text, blocks: blocks as never }),
          );
          return { statusCode: SLACK_OK, reference: { channel, ts } };
        }
        const channel = root?.success ? root.data.channel : address.data.channel;
        const threadTs = root?.success ? root.data.ts : undefined;
        const posted = await deps.limiter.run(
          { teamId: slackTeamId, method: 'chat.postMessage', channel: user ?? channel },
          () =>
            client.chat.postMessage({
              channel,
              text,
              blocks: blocks as never,
              unfurl_links: false,
              unfurl_media: false,
              ...(threadTs ? { thread_ts: threadTs } : {}),
            }),
        );
        const postedChannel = typeof posted.channel === 'string' ? posted.channel : channel;
        const sent: TChatSent = {
          statusCode: SLACK_OK,
          reference: typeof posted.ts === 'string' ? { channel: postedChannel, ts: posted.ts } : null,
        };
        // Posting to a user id opened their DM: keep its D id for updates and the next messages.
        if (user && channel === user && postedChannel.startsWith('D')) {
          sent.openedConversation = { platformUserId: user, conversationId: postedChannel };
        }
        return sent;
      } catch (error) {
        return classify(error);
      }
    },
  };
}
