import { AdaptiveCard, SerializationContext, Versions } from 'adaptivecards';
import { describe, expect, it } from 'vitest';
import {
  confirmationCard,
  deliveryFailureCard,
  promptCard,
  reminderCard,
  submissionPostCard,
  submittedCard,
  summaryCard,
  type TAdaptiveCard,
  TEAMS_CARD_BUDGET_BYTES,
  WEBEX_CARD_BUDGET_BYTES,
} from './adaptive-card.ts';
import {
  confirmationMessage,
  deliveryFailureMessage,
  HOSTILE,
  longAnswer,
  promptMessage,
  reminderMessage,
  submissionPostMessage,
  summaryEntries,
  summaryMessage,
} from './test-fixtures.ts';
import { utf8Length } from './truncate.ts';

/**
 * Parses a card with the official renderer's object model at version 1.3 and returns every
 * parse and validation problem (unknown types, properties newer than 1.3, duplicate ids, ...),
 * plus every property the model did not keep when written back (misspelt or unknown ones).
 */
function cardProblems(json: TAdaptiveCard): string[] {
  const card = new AdaptiveCard();
  const context = new SerializationContext(Versions.v1_3);
  card.parse(json, context);
  const problems: string[] = [];
  for (let i = 0; i < context.eventCount; i++) problems.push(context.getEventAt(i).message);
  for (const event of card.validateProperties().validationEvents) problems.push(event.message);
  lostProperties(json, card.toJSON(), '', problems);
  return problems;
}

function lostProperties(ours: unknown, kept: unknown, path: string, problems: string[]): void {
  if (!ours || typeof ours !== 'object') return;
  for (const [key, value] of Object.entries(ours)) {
    const back = kept && typeof kept === 'object' ? (kept as Record<string, unknown>)[key] : undefined;
    if (back === undefined) problems.push(`unknown property ${path}.${key}`);
    else lostProperties(value, back, `${path}.${key}`, problems);
  }
}

function bytes(card: TAdaptiveCard): number {
  return utf8Length(JSON.stringify(card));
}

function texts(card: TAdaptiveCard): string {
  return JSON.stringify(card.body);
}

describe('the card checker', () => {
  it('catches what Webex (1.3) would refuse', () => {
    const bad = {
      type: 'AdaptiveCard',
      version: '1.3',
      body: [
        { type: 'Table', rows: [] },
        { type: 'TextBlock', text: 'x', style: 'heading' },
        { type: 'Input.Text', id: 'a' },
        { type: 'Input.Text', id: 'a' },
      ],
      actions: [{ type: 'Action.Execute', title: 'go' }],
    } as unknown as TAdaptiveCard;
    expect(cardProblems(bad)).toEqual(
      expect.arrayContaining([
        'Property "style" is supported in version 1.5, but you are using version 1.3.',
        'Unknown element type "Table". Fallback will be used if present.',
        'Unknown action type "Action.Execute". Fallback will be used if present.',
        'Duplicate Id "a".',
      ]),
    );
    const misspelt = { type: 'AdaptiveCard', version: '1.3', body: [{ type: 'Input.Text', id: 'a', multiline: true }] };
    expect(cardProblems(misspelt as unknown as TAdaptiveCard)).toEqual(['unknown property .body.0.multiline']);
  });
});

describe('promptCard', () => {
  it('is a valid 1.3 card with the question inputs, toggles and actions', () => {
    const card = promptCard(promptMessage({ answers: ['did **x**', '', 'none'] }), { goalCompleted: true });
    expect(card.version).toBe('1.3');
    expect(cardProblems(card)).toEqual([]);
    const inputs = card.body.filter((element) => element.type === 'Input.Text');
    expect(inputs.map((input) => [input.id, input.isMultiline, input.value])).toEqual([
      ['q0', true, 'did **x**'],
      ['q1', true, undefined],
      ['q2', true, 'none'],
    ]);
    const toggles = card.body.filter((element) => element.type === 'Input.Toggle');
    expect(toggles.map((toggle) => [toggle.id, toggle.value])).toEqual([
      ['goal_completed', 'true'],
      ['blocked', 'false'],
    ]);
    expect(card.actions).toEqual([
      {
        type: 'Action.Submit',
        title: 'Submit',
        data: { action: 'submit_checkin', reportId: 'rep_123', runKey: '2026-11-23' },
      },
      { type: 'Action.OpenUrl', title: 'Open in browser', url: 'https://rollcall.example/checkin/abc123' },
    ]);
  });

  it('has no toggles without goal tracking and shows the private note', () => {
    const card = promptCard(promptMessage({ goalTrackingEnabled: false, privateNote: 'Only your manager sees this.' }));
    expect(card.body.some((element) => element.type === 'Input.Toggle')).toBe(false);
    expect(texts(card)).toContain('Only your manager sees this.');
    expect(cardProblems(card)).toEqual([]);
  });

  it('escapes hostile questions and intros', () => {
    const card = promptCard(promptMessage({ intro: HOSTILE, questions: [HOSTILE] }));
    expect(cardProblems(card)).toEqual([]);
    expect(texts(card)).not.toContain('<script>');
    // The link shows as escaped text, never as a live [label](url).
    expect(texts(card)).not.toMatch(/(?<!\\)\]\(javascript:/);
    const answer = submittedCard(promptMessage({ answers: ['[x](javascript:alert(1)) <b>', '', ''] }));
    expect(texts(answer)).not.toContain('javascript:');
  });

  it('keeps long pre-filled answers whole when they fit, and cuts them (saying so) when not', () => {
    const fits = promptCard(promptMessage({ answers: [longAnswer(5000), '', ''] }));
    expect(fits.body.find((element) => element.type === 'Input.Text')).toMatchObject({ value: longAnswer(5000) });
    const huge = promptCard(promptMessage({ answers: [longAnswer(30_000), longAnswer(30_000), longAnswer(30_000)] }));
    expect(bytes(huge)).toBeLessThanOrEqual(TEAMS_CARD_BUDGET_BYTES);
    expect(texts(huge)).toContain('…');
    expect(texts(huge)).toContain('Some answers were shortened');
    expect(cardProblems(huge)).toEqual([]);
  });
});

describe('the other cards', () => {
  const cards: [string, TAdaptiveCard][] = [
    [
      'submitted',
      submittedCard(promptMessage({ answers: ['a', '', HOSTILE] }), { goalCompleted: true, blocked: true }),
    ],
    ['reminder', reminderCard(reminderMessage())],
    ['final reminder', reminderCard(reminderMessage({ stage: 'final', text: HOSTILE }))],
    ['confirmation', confirmationCard(confirmationMessage())],
    ['summary by member', summaryCard(summaryMessage())],
    ['summary by question', summaryCard(summaryMessage({ format: 'questions' }))],
    ['summary without goal tracking', summaryCard(summaryMessage({ goalTrackingEnabled: false }))],
    ['empty summary', summaryCard(summaryMessage({ entries: [] }))],
    ['submission post', submissionPostCard(submissionPostMessage())],
    ['delivery failure', deliveryFailureCard(deliveryFailureMessage({ memberName: HOSTILE }))],
  ];
  it.each(cards)('%s is a valid 1.3 card within the budget', (_name, card) => {
    expect(cardProblems(card)).toEqual([]);
    expect(bytes(card)).toBeLessThanOrEqual(TEAMS_CARD_BUDGET_BYTES);
    expect(texts(card)).not.toContain('<script>');
  });

  it('submitted card shows answers read-only with Edit and Open in browser', () => {
    const card = submittedCard(promptMessage({ answers: ['did **x**', '', ''] }));
    expect(card.body.some((element) => element.type.startsWith('Input.'))).toBe(false);
    expect(texts(card)).toContain('did **x**');
    expect(card.actions?.map((action) => action.title)).toEqual(['Edit', 'Open in browser']);
    expect(card.actions?.[0]).toMatchObject({ data: { action: 'edit_checkin' } });
  });

  it('summary by member shows statuses, markers and the stats line', () => {
    const text = texts(summaryCard(summaryMessage()));
    expect(text).toContain('3 of 5 answered (60%)');
    expect(text).toContain('No answer yet');
    expect(text).toContain('On vacation');
    expect(text).toContain('✅ Goal completed');
    expect(text).toContain('⛔ Blocked');
  });

  it('summary by question lists each question, then who has not answered', () => {
    const text = texts(summaryCard(summaryMessage({ format: 'questions' })));
    expect(text.indexOf('What did you do yesterday?')).toBeLessThan(text.indexOf('What will you do today?'));
    expect(text).toContain('No answer yet: Member 4');
    expect(text).toContain('On vacation: Member 5');
  });
});

describe('large summaries', () => {
  for (const format of ['members', 'questions'] as const) {
    it(`cuts a 100-member digest by ${format} to the Teams and Webex budgets, saying how many more`, () => {
      const message = summaryMessage({ format, entries: summaryEntries(100, 1500) });
      for (const budgetBytes of [TEAMS_CARD_BUDGET_BYTES, WEBEX_CARD_BUDGET_BYTES]) {
        const card = summaryCard(message, { budgetBytes });
        expect(bytes(card)).toBeLessThanOrEqual(budgetBytes);
        expect(cardProblems(card)).toEqual([]);
        expect(texts(card)).toMatch(/and \d+ more — see the dashboard/);
      }
    });
  }

  it('keeps a submission post with huge answers within the Webex budget', () => {
    const entry = { ...summaryEntries(1)[0]!, answers: [longAnswer(20_000), longAnswer(20_000), longAnswer(20_000)] };
    const card = submissionPostCard(submissionPostMessage({ entry }), { budgetBytes: WEBEX_CARD_BUDGET_BYTES });
    expect(bytes(card)).toBeLessThanOrEqual(WEBEX_CARD_BUDGET_BYTES);
    expect(cardProblems(card)).toEqual([]);
  });
});
