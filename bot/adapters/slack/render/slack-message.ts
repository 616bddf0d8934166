/**
 * Every engine message as the Block Kit message the Slack sender posts (chat.postMessage) or puts in
 * place of an earlier one (chat.update): the prompt, its submitted state, reminders, the
 * confirmation, the channel broadcast and each submission in its thread, the summary, delivery
 * failures and notices. Each stays within Block Kit's limits (block-kit-limits.ts).
 */
import { LABELS } from '../../../core/render/wording.ts';
import type { TBroadcastMessage, TEngineMessage, TNoticeMessage } from '../../../domain/engine-messages.ts';
import {
  confirmationBlocks,
  deliveryFailureBlocks,
  promptBlocks,
  reminderBlocks,
  submissionPostBlocks,
  submittedBlocks,
  summaryBlocks,
} from './block-kit.ts';
import { BLOCK_KIT_LIMITS as L } from './block-kit-limits.ts';
import { actions, escapedWithin, linkButton, mrkdwnWithin, runContext, section } from './block-kit-parts.ts';
import type { TBlockKitMessage } from './block-kit-types.ts';

/** The root of a run's channel thread: the bot message's title and subtitle, and the dashboard. */
export function broadcastBlocks(message: TBroadcastMessage): TBlockKitMessage {
  const title = `*${escapedWithin(message.title, 1000)}*`;
  const subtitle = mrkdwnWithin(message.subtitle, L.sectionText - title.length - 1);
  return {
    text: escapedWithin(message.title, L.sectionText),
    blocks: [
      runContext(message.run),
      section(subtitle ? `${title}\n${subtitle}` : title),
      actions(linkButton(LABELS.openDashboard, 'open_dashboard', message.dashboardUrl)),
    ].filter((block) => block.type !== 'actions' || block.elements.length > 0),
  };
}

/** A plain note with link buttons (help, install notes). */
export function noticeBlocks(message: TNoticeMessage): TBlockKitMessage {
  const buttons = actions(
    ...message.links.map((link, index) => linkButton(link.title, `notice_link_${index}`, link.url)),
  );
  return {
    text: escapedWithin(message.text, L.sectionText),
    blocks: [section(mrkdwnWithin(message.text, L.sectionText)), ...(buttons.elements.length > 0 ? [buttons] : [])],
  };
}

/** The Block Kit message for an engine message. */
export function slackMessageOf(message: TEngineMessage): TBlockKitMessage {
  switch (message.kind) {
    case 'prompt':
      return message.submitted ? submittedBlocks(message, message.submitted) : promptBlocks(message);
    case 'reminder':
      return reminderBlocks(message);
    case 'confirmation':
      return confirmationBlocks(message);
    case 'summary':
      return summaryBlocks(message);
    case 'submission-post':
      return submissionPostBlocks(message);
    case 'delivery-failure':
      return deliveryFailureBlocks(message);
    case 'broadcast':
      return broadcastBlocks(message);
    case 'notice':
      return noticeBlocks(message);
  }
}
