/**
 * The five answer colours of the dashboards (spec part 3 §2.7 'Five answer colours cycle'): a
 * question keeps its colour on every card, given by its place in the run's questions.
 */
import { DASHBOARD_LIMITS, type TDashboardQuestion } from '../../../../shared/dashboard.ts';

/** The colour (0 to four) of the question at `index`; the colours repeat after the fifth. */
export function colourIndexFor(index: number): number {
  const count = DASHBOARD_LIMITS.answerColours;
  return ((Math.trunc(index) % count) + count) % count;
}

/**
 * The colour of an answer: its question's place in the run's questions, so every card agrees, or
 * its place in the entry (`fallbackIndex`) when the question is not among them (hashtag view).
 */
export function answerColourIndex(
  questionKey: string,
  questions: readonly TDashboardQuestion[],
  fallbackIndex: number,
): number {
  const index = questions.findIndex((question) => question.key === questionKey);
  return colourIndexFor(index === -1 ? fallbackIndex : index);
}
