/**
 * The run's digest as an Adaptive Card, grouped by member or by question. It fills the card up
 * to the byte budget and ends with 'and N more — see the dashboard' when members (or answers)
 * did not fit.
 */
import type { TSummaryMessage } from '../../domain/engine-messages.ts';
import {
  adaptiveCard,
  answerBlock,
  entryContainer,
  jsonBytes,
  MAX_CARD_ANSWER_CHARS,
  MIN_CARD_ANSWER_CHARS,
  questionBlock,
  runLine,
  type TCardOptions,
  TEAMS_CARD_BUDGET_BYTES,
  textBlock,
} from './adaptive-card-parts.ts';
import type { TAdaptiveCard, TCardElement } from './adaptive-card-types.ts';
import { escapeCardText } from './markdown.ts';
import { goalStatsLine, isBlankAnswer, LABELS, moreLine, STATUS_LABEL, statsLine } from './wording.ts';

/** Share of the budget the answers may use; the rest is headings, names and JSON. */
const ANSWER_SHARE = 0.6;

/**
 * One piece of the digest, made only if there is room; `counts` says how many members or
 * answers it stands for in 'and N more'.
 */
interface TPiece {
  element: () => TCardElement;
  counts: number;
}

/** The run's digest for a chat (summary_format members or questions). */
export function summaryCard(message: TSummaryMessage, options: TCardOptions = {}): TAdaptiveCard {
  const budget = options.budgetBytes ?? TEAMS_CARD_BUDGET_BYTES;
  const maxChars = answerChars(message, budget);
  const head: TCardElement[] = [
    runLine(message.run),
    textBlock(escapeCardText(message.title), { weight: 'Bolder', size: 'Medium' }),
  ];
  if (message.subtitle) head.push(textBlock(escapeCardText(message.subtitle), { isSubtle: true, spacing: 'None' }));
  const stats = message.goalTrackingEnabled
    ? `${statsLine(message.stats)} · ${goalStatsLine(message.stats)}`
    : statsLine(message.stats);
  head.push(textBlock(stats, { spacing: 'Small' }));
  const actions = [{ type: 'Action.OpenUrl' as const, title: LABELS.openDashboard, url: message.dashboardUrl }];
  const pieces = message.format === 'members' ? memberPieces(message, maxChars) : questionPieces(message, maxChars);

  const body = [...head];
  const reserve = jsonBytes(textBlock(moreLine(999_999), { isSubtle: true })) + 1;
  let used = jsonBytes(adaptiveCard(body, actions)) + reserve;
  let index = 0;
  for (; index < pieces.length; index++) {
    const element = pieces[index]!.element();
    const size = jsonBytes(element) + 1;
    if (used + size > budget) break;
    body.push(element);
    used += size;
  }
  const left = pieces.slice(index).reduce((sum, piece) => sum + piece.counts, 0);
  if (left > 0) body.push(textBlock(moreLine(left), { isSubtle: true }));
  return adaptiveCard(body, actions);
}

/** How long each answer may be so that most of the digest fits the budget. */
function answerChars(message: TSummaryMessage, budget: number): number {
  let answers = 0;
  for (const entry of message.entries) {
    if (entry.status === 'submitted') answers += entry.answers.filter((answer) => !isBlankAnswer(answer)).length;
  }
  const share = Math.floor((budget * ANSWER_SHARE) / Math.max(answers, 1));
  return Math.max(MIN_CARD_ANSWER_CHARS, Math.min(MAX_CARD_ANSWER_CHARS, share));
}

function memberPieces(message: TSummaryMessage, maxChars: number): TPiece[] {
  return message.entries.map((entry) => ({
    element: () => entryContainer(entry, message.questions, message.goalTrackingEnabled, maxChars),
    counts: 1,
  }));
}

/** Each question with the members' answers under it; who has not answered closes the card. */
function questionPieces(message: TSummaryMessage, maxChars: number): TPiece[] {
  const pieces: TPiece[] = [];
  const submitted = message.entries.filter((entry) => entry.status === 'submitted');
  message.questions.forEach((question, index) => {
    pieces.push({
      element: () => ({
        type: 'Container',
        items: [questionBlock(question, maxChars)],
        separator: true,
        spacing: 'Medium',
      }),
      counts: 0,
    });
    for (const entry of submitted) {
      const answer = entry.answers[index];
      if (isBlankAnswer(answer)) continue;
      pieces.push({
        element: () => ({
          type: 'Container',
          items: [
            textBlock(escapeCardText(entry.name), { weight: 'Bolder', size: 'Small' }),
            answerBlock(answer, maxChars),
          ],
          spacing: 'Small',
        }),
        counts: 1,
      });
    }
  });
  for (const status of ['missing', 'vacation'] as const) {
    const names = message.entries.filter((entry) => entry.status === status).map((entry) => entry.name);
    if (names.length === 0) continue;
    pieces.push({
      element: () =>
        textBlock(escapeCardText(`${STATUS_LABEL[status]}: ${names.join(', ')}`), { isSubtle: true, separator: true }),
      counts: names.length,
    });
  }
  return pieces;
}
