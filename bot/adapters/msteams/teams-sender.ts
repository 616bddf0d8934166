/**
 * Sends recorded chat messages to Microsoft Teams through the SDK's Bot Connector client: opens a
 * member's 1:1 when it is not known yet, posts the card (or replies in the run's channel thread),
 * and passes every call through the per-conversation and per-tenant limiter, which honours 429
 * Retry-After and retries 412/502/504. A refusal Teams will repeat (400/403/404...) is final.
 */
import { Activity } from '@microsoft/agents-activity';
import {
  ChatRefusedError,
  type TChatSender,
  type TChatSent,
  type TOutboundChatMessage,
} from '../../domain/chat/chat-sender.ts';
import { MSTEAMS_CHANNEL, ZTeamsAddress, ZTeamsReference } from '../../domain/platforms/msteams/teams-address.ts';
import { httpFailureOf } from './delivery/http-failure.ts';
import type { TeamsRateLimiter } from './delivery/rate-limiter.ts';
import { ADAPTIVE_CARD_CONTENT_TYPE, summaryTextOf, teamsCardOf } from './teams-card.ts';
import type { RollcallCloudAdapter } from './teams-cloud-adapter.ts';

/** The Bot Connector answers 201 Created when it takes an activity. */
const CREATED = 201;
/** Refusals that sending again would only repeat. */
const FINAL_STATUSES = new Set([400, 401, 403, 404, 405, 409, 413]);

export interface TTeamsSenderDeps {
  adapter: RollcallCloudAdapter;
  limiter: TeamsRateLimiter;
  /** The bot's Teams id ('28:<app id>'). */
  botAccountId: string;
}

/** A message activity holding the card. */
export function cardActivity(message: TOutboundChatMessage['message']): Activity {
  return Activity.fromObject({
    type: 'message',
    summary: summaryTextOf(message),
    attachments: [{ contentType: ADAPTIVE_CARD_CONTENT_TYPE, content: teamsCardOf(message) }],
  });
}

/** Turns an SDK failure into a final refusal, or passes it on to be retried later. */
function classify(error: unknown): never {
  const failure = httpFailureOf(error);
  if (failure && FINAL_STATUSES.has(failure.status)) {
    throw new ChatRefusedError(failure.status, failure.code, failure.message);
  }
  throw error;
}

/** The Teams sender of the delivery job. */
export function createTeamsSender(deps: TTeamsSenderDeps): TChatSender {
  return {
    platform: MSTEAMS_CHANNEL,
    // Teams keeps sending a new card for an update (`replaces` is not used): the card a member
    // submitted refreshes itself through Action.Execute.
    async send(message): Promise<TChatSent> {
      const address = ZTeamsAddress.safeParse(message.address);
      if (!address.success) throw new ChatRefusedError(400, 'BadAddress', 'not a Teams address');
      const { tenantId, serviceUrl, recipientId } = address.data;
      const root = message.threadRoot ? ZTeamsReference.safeParse(message.threadRoot) : null;
      const client = await deps.adapter.connectorFor(serviceUrl);
      let conversationId = root?.success ? root.data.conversationId : address.data.conversationId;
      let openedConversationId: string | undefined;
      try {
        if (!conversationId) {
          if (!recipientId) throw new ChatRefusedError(400, 'NoRecipient', 'no conversation and no recipient');
          const created = await deps.limiter.run({ tenantId, conversationId: `1:1:${recipientId}` }, () =>
            client.createConversation({
              isGroup: false,
              // The SDK's name is `agent`; the Bot Connector's wire name is `bot`: send both.
              agent: { id: deps.botAccountId },
              bot: { id: deps.botAccountId },
              members: [{ id: recipientId }],
              tenantId,
              channelData: { tenant: { id: tenantId } },
            } as unknown as Parameters<typeof client.createConversation>[0]),
          );
          conversationId = created.id;
          openedConversationId = created.id;
        }
        const target = conversationId;
        const activity = cardActivity(message.message);
        const replyTo = root?.success ? root.data.activityId : null;
        const posted = await deps.limiter.run({ tenantId, conversationId: target }, () =>
          replyTo ? client.replyToActivity(target, replyTo, activity) : client.sendToConversation(target, activity),
        );
        return {
          statusCode: CREATED,
          reference: posted?.id ? { activityId: posted.id, conversationId: target } : null,
          ...(openedConversationId && recipientId
            ? { openedConversation: { platformUserId: recipientId, conversationId: openedConversationId } }
            : {}),
        };
      } catch (error) {
        if (error instanceof ChatRefusedError) throw error;
        return classify(error);
      }
    },
  };
}
