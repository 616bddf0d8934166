/**
 * The question view's grouping (spec part 3 §2.7 'answers grouped by question'): one group per
 * question with every member's answer, and the members without answers listed apart.
 */
import type { TDashboardEntry, TDashboardQuestion } from '../../../../shared/dashboard.ts';
import { colourIndexFor } from './answer-colours.ts';

export interface TQuestionAnswer {
  entry: TDashboardEntry;
  /** The answer, as Markdown. */
  value: string;
}

export interface TQuestionGroup {
  question: TDashboardQuestion;
  colourIndex: number;
  answers: TQuestionAnswer[];
}

export interface TQuestionView {
  groups: TQuestionGroup[];
  /** Members who checked in on a private report whose answers the viewer may not see. */
  hidden: TDashboardEntry[];
  vacation: TDashboardEntry[];
  /** Members who have not answered yet. */
  waiting: TDashboardEntry[];
}

/** 'what-did-you-do_today' -> 'What did you do today': a heading for an answer whose question is gone. */
export function humanizeSlug(slug: string): string {
  const words = slug.replace(/[-_]+/g, ' ').trim();
  if (words === '') return 'Question';
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The question's text for an answer, or its slug in words when the run's questions lack it. */
export function questionTextFor(
  field: { key: string; slug: string; question?: string },
  questions: readonly TDashboardQuestion[],
): string {
  const question = questions.find((candidate) => candidate.key === field.key);
  // The question as it was asked in the entry's run first: a key outlives edits of its wording.
  return field.question ?? question?.text ?? humanizeSlug(field.slug === '' ? field.key : field.slug);
}

/** Whether an answer has anything to show (blank answers are left out of the question view). */
export function hasAnswer(value: string): boolean {
  return value.trim() !== '';
}

/**
 * Groups the run's entries by question, in question order; answers to questions no longer in the
 * run follow in the order met. Each group gets the colour of its place.
 */
export function groupByQuestion(
  questions: readonly TDashboardQuestion[],
  entries: readonly TDashboardEntry[],
): TQuestionView {
  const byKey = new Map<string, TQuestionGroup>();
  const groups: TQuestionGroup[] = [];
  const addGroup = (question: TDashboardQuestion): TQuestionGroup => {
    const group: TQuestionGroup = { question, colourIndex: colourIndexFor(groups.length), answers: [] };
    groups.push(group);
    byKey.set(question.key, group);
    return group;
  };
  for (const question of questions) if (!byKey.has(question.key)) addGroup(question);

  const view: TQuestionView = { groups, hidden: [], vacation: [], waiting: [] };
  for (const entry of entries) {
    if (!entry.completed) {
      (entry.vacation ? view.vacation : view.waiting).push(entry);
      continue;
    }
    if (entry.answers_hidden) {
      view.hidden.push(entry);
      continue;
    }
    for (const field of entry.data.data_fields) {
      if (!hasAnswer(field.value)) continue;
      const group =
        byKey.get(field.key) ?? addGroup({ key: field.key, slug: field.slug, text: questionTextFor(field, questions) });
      group.answers.push({ entry, value: field.value });
    }
  }
  return view;
}
