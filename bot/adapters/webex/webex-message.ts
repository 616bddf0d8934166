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

/** The texts a check-in card shows, cut to these lengths (step by step when a card does not fit). */
interface TPromptCut {
  intro: number;
  question: number;
  note: number;
  /** Pre-filled answers kept (the form) or dropped, with a line saying where to see them. */
  keepAnswers: boolean;
  /** The answers of the submitted state (read-only) are cut to this. */
  submittedAnswer: number;
}

/**
 * What a check-in card is cut to, in order, until it fits WEBEX_CARD_BUDGET_BYTES: the renderer
 * then shortens the answers (fitCard); when 20 questions of escapes, CJK or emoji with pre-filled
 * answers still do not fit, the answers leave the form and the questions get shorter.
 */
const PROMPT_CUTS: readonly TPromptCut[] = [
  {
    intro: MAX_INTRO_CHARS,
    question: MAX_QUOTED_CHARS,
    note: MAX_QUOTED_CHARS,
    keepAnswers: true,
    submittedAnswer: Number.POSITIVE_INFINITY,
  },
  { intro: 300, question: 100, note: 100, keepAnswers: false, submittedAnswer: 100 },
  { intro: 100, question: 40, note: 40, keepAnswers: false, submittedAnswer: 30 },
];

/** Said on a form whose pre-filled answers did not fit Webex's card. */
export const WEBEX_ANSWERS_LEFT_OUT =
  'Your answers are too long to show here: open the check-in in your browser to see them.';
/** The last resort: a check-in too long for any Webex card. */
export const WEBEX_FORM_TOO_LONG = 'This check-in is too long for a Webex card: please answer it in your browser.';
export const WEBEX_SUBMITTED_TOO_LONG =
  'Your check-in is in. Thank you! It is too long to show in Webex: open it in your browser to see or edit it.';

/** The prompt with its texts cut to `cut` (the answers of a form left out when the cut says so). */
function cutPrompt(message: TPromptMessage, cut: TPromptCut): TPromptMessage {
  const dropAnswers = !cut.keepAnswers && !message.submitted && message.answers?.some((answer) => answer.trim());
  const intro = truncateText(message.intro, cut.intro);
  const { answers: _answers, ...withoutAnswers } = message;
  return {
    ...(dropAnswers ? withoutAnswers : message),
    intro: dropAnswers ? `**${WEBEX_ANSWERS_LEFT_OUT}**\n\n${intro}` : intro,
    questions: message.questions.map((question) => truncateText(question, cut.question)),
    ...(message.privateNote ? { privateNote: truncateText(message.privateNote, cut.note) } : {}),
    ...(message.submitted && message.answers
      ? { answers: message.answers.map((answer) => truncateText(answer, cut.submittedAnswer)) }
      : {}),
  };
}

const fits = (card: TAdaptiveCard): boolean => utf8Length(JSON.stringify(card)) <= WEBEX_CARD_BUDGET_BYTES;

/** The check-in card (the form, or its submitted state) that fits Webex, cut as little as it takes. */
function checkinCard(original: TPromptMessage): TAdaptiveCard {
  const budget = { budgetBytes: WEBEX_CARD_BUDGET_BYTES };
  for (const cut of PROMPT_CUTS) {
    const message = cutPrompt(original, cut);
    const card = message.submitted
      ? submittedCard(message, { ...budget, ...message.submitted })
      : promptCard(message, { ...budget, ...message.toggles });
    if (fits(card)) return card;
  }
  return noticeCard({
    kind: 'notice',
    text: `${runLine(original.run)}\n\n${original.submitted ? WEBEX_SUBMITTED_TOO_LONG : WEBEX_FORM_TOO_LONG}`,
    links: [{ title: LABELS.openInBrowser, url: original.checkinUrl }],
  });
}

function promptParts(original: TPromptMessage): { card: TAdaptiveCard; markdown: string } {
  const message = cutPrompt(original, PROMPT_CUTS[0]!);
  const open = link(LABELS.openInBrowser, message.checkinUrl);
  if (message.submitted) {
    return {
      card: checkinCard(original),
      markdown: fallbackWithin([runLine(message.run), `Your check-in is in. Thank you! ${open}`]),
    };
  }
  return {
    card: checkinCard(original),
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
