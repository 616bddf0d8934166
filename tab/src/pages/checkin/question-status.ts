/**
 * Which questions the sidebar marks (spec part 3 §4, §5): a question is marked complete when it
 * is left or saved with an answer, and after a refused submission the questions the server named
 * are marked 'required'. Also the order the 'Next question' button follows.
 */
import type { TCheckinQuestion } from '../../../../shared/checkins.ts';
import { hasVisibleText } from '../../../../shared/visible-text.ts';

/** Whether an answer counts as given: something that shows (not whitespace or zero-width characters). */
export function isAnswered(content: string): boolean {
  return hasVisibleText(content);
}

/** The questions already answered when the page opens. */
export function answeredKeys(
  questions: readonly TCheckinQuestion[],
  answers: Readonly<Record<string, string>>,
): Set<string> {
  return new Set(
    questions.filter((question) => isAnswered(answers[question.key] ?? '')).map((question) => question.key),
  );
}

/** The completion marks after a question was left or saved with `content`. */
export function withCompletion(completed: ReadonlySet<string>, key: string, content: string): Set<string> {
  const next = new Set(completed);
  if (isAnswered(content)) next.add(key);
  else next.delete(key);
  return next;
}

/**
 * The questions a refused submission is missing, in question order: the ones the server named in
 * its field errors, or, when it named none, the ones without an answer here.
 */
export function missingQuestionKeys(
  questions: readonly TCheckinQuestion[],
  answers: Readonly<Record<string, string>>,
  fieldErrors: Readonly<Record<string, readonly string[]>> | undefined,
): string[] {
  const named = questions.filter((question) => (fieldErrors?.[question.key]?.length ?? 0) > 0);
  if (named.length > 0) return named.map((question) => question.key);
  return questions.filter((question) => !isAnswered(answers[question.key] ?? '')).map((question) => question.key);
}

/** The question after `key`, or null on the last one. */
export function nextQuestionKey(questions: readonly TCheckinQuestion[], key: string): string | null {
  const index = questions.findIndex((question) => question.key === key);
  return index === -1 ? null : (questions[index + 1]?.key ?? null);
}

export interface TCheckinButtons {
  /** 'Next question': shown or not, and disabled on the last question of a submitted check-in. */
  next: 'shown' | 'disabled' | 'hidden';
  submit: 'complete' | 'update' | null;
}

/**
 * The editor's buttons (spec part 3 §2.6): a draft shows 'Next question' until the last question,
 * then 'Complete check-in'; a submitted check-in shows 'Next question' and 'Update check-in'.
 */
export function checkinButtons(isDraft: boolean, isLastQuestion: boolean): TCheckinButtons {
  if (isDraft) return isLastQuestion ? { next: 'hidden', submit: 'complete' } : { next: 'shown', submit: null };
  return { next: isLastQuestion ? 'disabled' : 'shown', submit: 'update' };
}
