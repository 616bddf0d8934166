import { describe, expect, it } from 'vitest';
import type { TCheckinQuestion } from '../../../../shared/checkins.ts';
import { answerTexts } from './answer-text.ts';
import {
  answeredKeys,
  checkinButtons,
  missingQuestionKeys,
  nextQuestionKey,
  withCompletion,
} from './question-status.ts';

const question = (key: string): TCheckinQuestion => ({ key, slug: key, type: 'text', text: `Question ${key}` });
const QUESTIONS = [question('q1'), question('q2'), question('q3')];

describe('completion marks', () => {
  it('marks the questions answered on load, ignoring whitespace-only answers', () => {
    expect([...answeredKeys(QUESTIONS, { q1: 'Done', q2: '  \n', q9: 'x' })]).toEqual(['q1']);
  });

  it('marks a question left or saved with an answer, and unmarks one emptied', () => {
    const marked = withCompletion(new Set(['q1']), 'q2', 'Shipped');
    expect([...marked].sort()).toEqual(['q1', 'q2']);
    expect([...withCompletion(marked, 'q1', '')]).toEqual(['q2']);
  });
});

describe('a refused submission', () => {
  it('marks the questions the server named, in question order', () => {
    expect(missingQuestionKeys(QUESTIONS, {}, { q3: ['required'], q1: ['required'], other: ['x'] })).toEqual([
      'q1',
      'q3',
    ]);
  });

  it('falls back to the questions without an answer when the server named none', () => {
    expect(missingQuestionKeys(QUESTIONS, { q1: 'a', q2: ' ' }, undefined)).toEqual(['q2', 'q3']);
  });
});

describe('moving through the questions', () => {
  it('goes to the next question and stops at the last', () => {
    expect(nextQuestionKey(QUESTIONS, 'q1')).toBe('q2');
    expect(nextQuestionKey(QUESTIONS, 'q3')).toBeNull();
    expect(nextQuestionKey(QUESTIONS, 'unknown')).toBeNull();
  });

  it('shows Next question, then Complete check-in on a draft, and Update check-in once submitted', () => {
    expect(checkinButtons(true, false)).toEqual({ next: 'shown', submit: null });
    expect(checkinButtons(true, true)).toEqual({ next: 'hidden', submit: 'complete' });
    expect(checkinButtons(false, false)).toEqual({ next: 'shown', submit: 'update' });
    expect(checkinButtons(false, true)).toEqual({ next: 'disabled', submit: 'update' });
  });
});

describe('answers the editor opens', () => {
  it('opens an empty editor for an answer that is not a string', () => {
    expect(answerTexts({ q1: 'text', q2: { blocks: [] }, q3: null, q4: 7 })).toEqual({
      q1: 'text',
      q2: '',
      q3: '',
      q4: '',
    });
  });
});
