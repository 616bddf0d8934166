/**
 * The Slack shapes of the chat outbox's opaque payloads (bot/domain/chat): where a message goes
 * and the reference chat.postMessage answered. Only the Slack target resolver writes them and only
 * the Slack sender reads them.
 */
import { z } from 'zod';
import type { TChatTarget } from '../../chat/queue-chat-messages.ts';

/** A Slack conversation of one workspace: a member's DM (their user id or its D id) or a channel. */
export const ZSlackAddress = z.object({
  /** The Slack team id (T...) whose bot token posts. */
  slackTeamId: z.string().min(1),
  /** Where to post: a channel id (C.../G...), the member's DM (D...) or their user id (U..., opens the DM). */
  channel: z.string().min(1),
  /** For a member's DM: their Slack user id (the limiter's channel key, the cached D id's owner). */
  user: z.string().min(1).nullable(),
});
export type TSlackAddress = z.infer<typeof ZSlackAddress>;

/** A posted message: thread replies go to its channel with thread_ts = ts; updates use both. */
export const ZSlackReference = z.object({ channel: z.string().min(1), ts: z.string().min(1) });
export type TSlackReference = z.infer<typeof ZSlackReference>;

/** The chat channel name of Slack (checkins.channels, chat_messages.platform). */
export const SLACK_CHANNEL = 'slack';

/** A Slack address as a chat outbox target. */
export function slackTarget(address: TSlackAddress): TChatTarget {
  return { platform: SLACK_CHANNEL, address };
}
