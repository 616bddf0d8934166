/**
 * Engine messages as Teams activities. The shared renderer writes Adaptive Cards 1.3 with
 * Action.Submit (Webex reads those); Teams gets the same card at 1.4 with Action.Execute (the
 * Universal Action whose invoke answer replaces the card in place), verb = the submit's action.
 */
import {
  broadcastCard,
  confirmationCard,
  deliveryFailureCard,
  noticeCard,
  promptCard,
  reminderCard,
  submissionPostCard,
  submittedCard,
  type TAdaptiveCard,
  type TCheckinCardOptions,
} from '../../core/render/adaptive-card.ts';
import type { TEngineMessage, TPromptMessage } from '../../domain/engine-messages.ts';

export const ADAPTIVE_CARD_CONTENT_TYPE = 'application/vnd.microsoft.card.adaptive';

/** The verbs a Rollcall card's Action.Execute carries. */
export type TCardVerb = 'submit_checkin' | 'edit_checkin';

interface TCardActionLike {
  type: string;
  title?: string;
  data?: unknown;
  [key: string]: unknown;
}

/** Rewrites a 1.3 card for Teams: version 1.4, every Action.Submit as Action.Execute. */
export function toTeamsCard(card: TAdaptiveCard): Record<string, unknown> {
  const actions = ((card as { actions?: TCardActionLike[] }).actions ?? []).map((action) => {
    if (action.type !== 'Action.Submit') return action;
    const data = (action.data ?? {}) as { action?: string };
    return { type: 'Action.Execute', title: action.title, verb: data.action ?? 'submit', data };
  });
  return { ...card, version: '1.4', actions };
}

/** The Teams card of an engine message. */
export function teamsCardOf(message: TEngineMessage): Record<string, unknown> {
  switch (message.kind) {
    case 'prompt':
      return toTeamsCard(promptCard(message));
    case 'reminder':
      return toTeamsCard(reminderCard(message));
    case 'confirmation':
      return toTeamsCard(confirmationCard(message));
    case 'submission-post':
      return toTeamsCard(submissionPostCard(message));
    case 'broadcast':
      return toTeamsCard(broadcastCard(message));
    case 'notice':
      return toTeamsCard(noticeCard(message));
    case 'delivery-failure':
      return toTeamsCard(deliveryFailureCard(message));
    case 'summary':
      throw new Error('summaries go by email');
  }
}

/** The check-in form (to answer or edit) or its submitted state, for an Action.Execute answer. */
export function checkinCardOf(
  prompt: TPromptMessage,
  state: 'form' | 'submitted',
  options: TCheckinCardOptions,
): Record<string, unknown> {
  return toTeamsCard(state === 'form' ? promptCard(prompt, options) : submittedCard(prompt, options));
}

/** A text for notifications and clients that cannot show cards. */
export function summaryTextOf(message: TEngineMessage): string {
  switch (message.kind) {
    case 'prompt':
      return `${message.run.reportName}: time for your check-in`;
    case 'reminder':
      return `Reminder: ${message.run.reportName}`;
    case 'confirmation':
      return `${message.run.reportName}: check-in received`;
    case 'submission-post':
      return `${message.entry.name} checked in`;
    case 'broadcast':
      return message.title;
    case 'notice':
      return message.text.slice(0, 200);
    default:
      return 'Rollcall';
  }
}
