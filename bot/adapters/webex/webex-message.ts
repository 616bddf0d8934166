/**
 * Every engine message as the body of a Webex POST /messages: one Adaptive Card 1.3 from the shared
 * renderer (bot/core/render/adaptive-card.ts) within WEBEX_CARD_BUDGET_BYTES, and a short `markdown`
 * fallback (notifications, clients that show no cards) within Webex's 7,439-byte text limit. The
 * check-in prompt, its submitted state (Edit), reminders, the confirmation, the space's broadcast
 * and each submission in its thread, the summary, notices and delivery failures. Member text goes
 * into the card only (bounded there); the fallback names the run and links to it.
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
  summaryCard,
  type TAdaptiveCard,
  WEBEX_CARD_BUDGET_BYTES,
} from '../../core/render/adaptive-card.ts';
import { escapeCardText, markdownToCardText } from '../../core/render/markdown.ts';
import { renderWithin, truncateText, utf8Length } from '../../core/render/truncate.ts';
import { LABELS } from '../../core/render/wording.ts';
import type { TEngineMessage, TPromptMessage, TRunRef } from '../../domain/engine-messages.ts';
import { WEBEX_TEXT_LIMIT_BYTES } from './webex-client.ts';
import { type TWebexAttachment, WEBEX_CARD_CONTENT_TYPE } from './webex-types.ts';

/** What the sender posts: the fallback text and the card (the address and parentId are the sender's). */
export interface TWebexMessageBody {
  markdown: string;
  attachments: [TWebexAttachment];
}

/** The longest fallback text, in UTF-16 units: three UTF-8 bytes each at most, so it fits Webex's bytes. */
const MAX_FALLBACK_UNITS = Math.floor(WEBEX_TEXT_LIMIT_BYTES / 3);
/** The longest piece of admin or member text quoted in a fallback (titles, names, notes). */
const MAX_QUOTED_CHARS = 300;

/** The longest intro shown on a check-in card. */
const MAX_INTRO_CHARS = 1_000;

/** A Markdown link whose URL cannot end the link early. */
function link(title: string, url: string): string {
  return `[${escapeCardText(title)}](${url.replace(/[()\s]/g, encodeURIComponent)})`;
}

/** Plain text shown as text (escaped, cut). */
function quoted(text: string): string {
  return escapeCardText(truncateText(text, MAX_QUOTED_CHARS));
}

function runLine(run: TRunRef): string {
  return `**${quoted(run.reportName)}** · ${quoted(run.teamName)} · ${quoted(run.runDate)}`;
}

/**
 * The fallback within Webex's text limit: Markdown from a source (notes, intros) is cut before it
 * is rendered, so no half link or half escape is left behind.
 */
export function fallbackWithin(lines: readonly string[], markdownSource = ''): string {
  const fixed = lines.filter(Boolean).join('\n\n');
  if (!markdownSource) return truncateText(fixed, MAX_FALLBACK_UNITS);
  const room = MAX_FALLBACK_UNITS - fixed.length - 2;
  if (room <= 0) return truncateText(fixed, MAX_FALLBACK_UNITS);
  const body = renderWithin(markdownSource, Math.min(room, 2_000), markdownToCardText);
  return [body, fixed].filter(Boolean).join('\n\n');
}

/** A card within the Webex budget: a card the renderer cannot cut (broadcast, notice) becomes its text. */
function withinBudget(card: TAdaptiveCard, text: string): TAdaptiveCard {
  if (utf8Length(JSON.stringify(card)) <= WEBEX_CARD_BUDGET_BYTES) return card;
  return noticeCard({ kind: 'notice', text: truncateText(text, 2_000), links: [] });
}

/**
 * The prompt with the texts the renderer shows whole (questions, the private note) and the intro
 * cut to what a 7 KB card can hold, so the answers keep the room they need.
 */
function boundedPrompt(message: TPromptMessage): TPromptMessage {
  return {
    ...message,
    intro: truncateText(message.intro, MAX_INTRO_CHARS),
    questions: message.questions.map((question) => truncateText(question, MAX_QUOTED_CHARS)),
    ...(message.privateNote ? { privateNote: truncateText(message.privateNote, MAX_QUOTED_CHARS) } : {}),
  };
}

function promptParts(original: TPromptMessage): { card: TAdaptiveCard; markdown: string } {
  const message = boundedPrompt(original);
  const budget = { budgetBytes: WEBEX_CARD_BUDGET_BYTES };
  const open = link(LABELS.openInBrowser, message.checkinUrl);
  if (message.submitted) {
    return {
      card: submittedCard(message, { ...budget, ...message.submitted }),
      markdown: fallbackWithin([runLine(message.run), `Your check-in is in. Thank you! ${open}`]),
    };
  }
  return {
    card: promptCard(message, { ...budget, ...message.toggles }),
    markdown: fallbackWithin([runLine(message.run), open], message.intro),
  };
}

/** The card and fallback text of an engine message. */
function partsOf(message: TEngineMessage): { card: TAdaptiveCard; markdown: string } {
  const budget = { budgetBytes: WEBEX_CARD_BUDGET_BYTES };
  switch (message.kind) {
    case 'prompt':
      return promptParts(message);
    case 'reminder':
      return {
        card: reminderCard(message, budget),
        markdown: fallbackWithin(
          [
            runLine(message.run),
            quoted(`Time left: ${message.timeLeft}`),
            link(LABELS.openCheckin, message.checkinUrl),
          ],
          message.text,
        ),
      };
    case 'confirmation':
      return {
        card: confirmationCard(message, budget),
        markdown: fallbackWithin(
          [
            runLine(message.run),
            `${link(LABELS.openInBrowser, message.checkinUrl)} · ${link(LABELS.openDashboard, message.dashboardUrl)}`,
          ],
          message.text,
        ),
      };
    case 'summary':
      return {
        card: summaryCard(message, budget),
        markdown: fallbackWithin([
          runLine(message.run),
          `**${quoted(message.title)}**`,
          `${message.stats.answered} of ${message.stats.total} answered · ${link(LABELS.openDashboard, message.dashboardUrl)}`,
        ]),
      };
    case 'submission-post':
      return {
        card: withinBudget(
          submissionPostCard(
            { ...message, entry: { ...message.entry, name: truncateText(message.entry.name, MAX_QUOTED_CHARS) } },
            budget,
          ),
          `**${quoted(message.entry.name)}** checked in.`,
        ),
        markdown: fallbackWithin([
          `**${quoted(message.entry.name)}** checked in · ${link(LABELS.openDashboard, message.dashboardUrl)}`,
        ]),
      };
    case 'broadcast': {
      const text = `**${quoted(message.title)}**\n\n${quoted(message.subtitle)}`;
      return {
        card: withinBudget(broadcastCard(message), text),
        markdown: fallbackWithin([text, link(LABELS.openDashboard, message.dashboardUrl)]),
      };
    }
    case 'notice': {
      const links = message.links.map((one) => link(one.title, one.url)).join(' · ');
      return {
        card: withinBudget(noticeCard(message), message.text),
        markdown: fallbackWithin([links], message.text),
      };
    }
    case 'delivery-failure':
      return {
        card: withinBudget(deliveryFailureCard(message), message.text),
        markdown: fallbackWithin([
          runLine(message.run),
          `**${quoted(message.text)}**`,
          `${quoted(message.memberName)} · ${quoted(message.code)}`,
        ]),
      };
  }
}

/** The POST /messages body (without its address) of an engine message. */
export function webexMessageOf(message: TEngineMessage): TWebexMessageBody {
  const { card, markdown } = partsOf(message);
  return {
    markdown: markdown || 'Rollcall',
    attachments: [{ contentType: WEBEX_CARD_CONTENT_TYPE, content: card as unknown as Record<string, unknown> }],
  };
}
