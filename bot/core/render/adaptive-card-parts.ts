/** Building blocks of Rollcall's Adaptive Cards: text, a member's entry, the byte budget. */
import type { TRunRef, TSummaryEntry } from '../../domain/engine-messages.ts';
import {
  CARD_SCHEMA,
  CARD_VERSION,
  type TAdaptiveCard,
  type TCardAction,
  type TCardElement,
  type TContainer,
  type TTextBlock,
} from './adaptive-card-types.ts';
import { escapeCardText, markdownToCardText } from './markdown.ts';
import { truncateText, utf8Length } from './truncate.ts';
import { entryMarkers, isBlankAnswer, LABELS, STATUS_LABEL } from './wording.ts';

/**
 * Teams refuses a message over ~28 KB; the card leaves 1 KB of that for the activity around it.
 * Every card renderer keeps its JSON (UTF-8) within this unless told a smaller budget.
 */
export const TEAMS_CARD_BUDGET_BYTES = 27_000;

/** Webex takes messages up to ~7 KB (ARCHITECTURE §6): its adapter passes this as the budget. */
export const WEBEX_CARD_BUDGET_BYTES = 7_000;

/** The longest an answer, intro or question is shown on a card before it is cut with '…'. */
export const MAX_CARD_ANSWER_CHARS = 2_000;

/** Cards never cut a text shorter than this to fit the budget; summaries drop members instead. */
export const MIN_CARD_ANSWER_CHARS = 100;

/** Options every card renderer takes. */
export interface TCardOptions {
  /** UTF-8 bytes the card's JSON may take; TEAMS_CARD_BUDGET_BYTES by default. */
  budgetBytes?: number;
}

/** The card envelope: always version 1.3 (Webex's newest). */
export function adaptiveCard(body: TCardElement[], actions: TCardAction[] = []): TAdaptiveCard {
  const card: TAdaptiveCard = { type: 'AdaptiveCard', $schema: CARD_SCHEMA, version: CARD_VERSION, body };
  if (actions.length > 0) card.actions = actions;
  return card;
}

/** A wrapping TextBlock; `text` must already be card Markdown (escaped). */
export function textBlock(text: string, style: Omit<TTextBlock, 'type' | 'text' | 'wrap'> = {}): TTextBlock {
  return { type: 'TextBlock', text, wrap: true, ...style };
}

/** Size of a card element or card as sent: UTF-8 bytes of its JSON. */
export function jsonBytes(value: unknown): number {
  return utf8Length(JSON.stringify(value));
}

/** '{report} · {team} · {date}': the subtle line that says which run a card is about. */
export function runLine(run: TRunRef): TTextBlock {
  return textBlock(escapeCardText(`${run.reportName} · ${run.teamName} · ${run.runDate}`), {
    isSubtle: true,
    size: 'Small',
  });
}

/** An answer as a TextBlock, cut to `maxChars` of Markdown; a blank answer says so. */
export function answerBlock(answer: string | undefined, maxChars: number): TTextBlock {
  if (isBlankAnswer(answer)) return textBlock(`_${LABELS.noAnswer}_`, { isSubtle: true, spacing: 'Small' });
  return textBlock(markdownToCardText(truncateText(answer ?? '', maxChars)), { spacing: 'Small' });
}

/** A question heading. */
export function questionBlock(question: string, maxChars: number): TTextBlock {
  return textBlock(escapeCardText(truncateText(question, maxChars)), { weight: 'Bolder', spacing: 'Medium' });
}

/** One member's entry: name, status or goal/blocker markers, and the answers when submitted. */
export function entryContainer(
  entry: TSummaryEntry,
  questions: string[],
  goalTrackingEnabled: boolean,
  maxChars: number,
): TContainer {
  const items: TCardElement[] = [textBlock(escapeCardText(entry.name), { weight: 'Bolder' })];
  const markers = entryMarkers(entry, goalTrackingEnabled);
  if (entry.status !== 'submitted')
    items.push(textBlock(STATUS_LABEL[entry.status], { isSubtle: true, spacing: 'None' }));
  else if (markers.length > 0) items.push(textBlock(markers.join(' · '), { spacing: 'None' }));
  if (entry.status === 'submitted') {
    questions.forEach((question, index) => {
      items.push(questionBlock(question, maxChars), answerBlock(entry.answers[index], maxChars));
    });
  }
  return { type: 'Container', items, separator: true, spacing: 'Medium' };
}

/**
 * Builds a card with the longest texts that fit the budget: halves the cut until the JSON fits or
 * the cut reaches MIN_CARD_ANSWER_CHARS.
 */
export function fitCard(build: (maxChars: number) => TAdaptiveCard, budgetBytes: number): TAdaptiveCard {
  let maxChars = MAX_CARD_ANSWER_CHARS;
  let card = build(maxChars);
  while (jsonBytes(card) > budgetBytes && maxChars > MIN_CARD_ANSWER_CHARS) {
    maxChars = Math.max(MIN_CARD_ANSWER_CHARS, Math.floor(maxChars / 2));
    card = build(maxChars);
  }
  return card;
}
