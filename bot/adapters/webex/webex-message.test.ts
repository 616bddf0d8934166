import { AdaptiveCard, SerializationContext, Versions } from 'adaptivecards';
import { describe, expect, it } from 'vitest';
import { WEBEX_CARD_BUDGET_BYTES } from '../../core/render/adaptive-card.ts';
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
} from '../../core/render/test-fixtures.ts';
import { utf8Length } from '../../core/render/truncate.ts';
import type { TEngineMessage } from '../../domain/engine-messages.ts';
import { WEBEX_TEXT_LIMIT_BYTES } from './webex-client.ts';
import { WEBEX_ANSWERS_LEFT_OUT, webexMessageOf } from './webex-message.ts';
import { WEBEX_CARD_CONTENT_TYPE } from './webex-types.ts';

/**
 * Every parse and validation problem the official object model finds in a card at version 1.3
 * (what Webex renders), plus every property it did not keep when written back.
 */
function cardProblems(json: Record<string, unknown>): string[] {
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

/** 5,000 characters of Markdown, raw HTML, links and emoji (surrogate pairs) in one answer. */
const HOSTILE_LONG =
  `${HOSTILE} 🎉👩🏽‍💻 # heading\n> quote\n\n| a | b |\n|---|---|\n| <img src=x onerror=alert(1)> | 😀 |\n`
    .repeat(60)
    .slice(0, 5_000);

const hostileEntry = {
  ...summaryEntries(1)[0]!,
  name: HOSTILE_LONG,
  answers: [HOSTILE_LONG, HOSTILE_LONG, HOSTILE_LONG],
};

const messages: Array<[string, TEngineMessage]> = [
  ['prompt', promptMessage()],
  ['prompt pre-filled with hostile answers', promptMessage({ answers: [HOSTILE_LONG, HOSTILE_LONG, HOSTILE_LONG] })],
  [
    'prompt with a hostile intro, questions and note',
    promptMessage({ intro: HOSTILE_LONG, questions: [HOSTILE_LONG], privateNote: HOSTILE_LONG }),
  ],
  [
    'prompt refused with toggles kept',
    promptMessage({ toggles: { goalCompleted: true, blocked: true }, answers: ['x', '', ''] }),
  ],
  [
    'submitted state',
    promptMessage({
      answers: [HOSTILE_LONG, longAnswer(9_000), '🎉'],
      submitted: { goalCompleted: true, blocked: true },
    }),
  ],
  ['reminder', reminderMessage()],
  ['final reminder with hostile text', reminderMessage({ stage: 'final', text: HOSTILE_LONG })],
  ['confirmation', confirmationMessage({ text: HOSTILE_LONG })],
  [
    'broadcast',
    {
      kind: 'broadcast',
      run: promptMessage().run,
      title: HOSTILE_LONG,
      subtitle: HOSTILE_LONG,
      dashboardUrl: 'https://rollcall.example/dashboard/',
    },
  ],
  ['submission post', submissionPostMessage()],
  ['hostile submission post', submissionPostMessage({ entry: hostileEntry })],
  ['summary of 100', summaryMessage({ entries: summaryEntries(100, 1_500) })],
  [
    'notice',
    { kind: 'notice', text: 'Hi **there**', links: [{ title: 'Dashboard', url: 'https://rollcall.example/d/' }] },
  ],
  ['hostile notice', { kind: 'notice', text: HOSTILE_LONG, links: [] }],
  ['delivery failure', deliveryFailureMessage({ memberName: HOSTILE_LONG })],
];

/** The worst text per byte of JSON: CJK (3 bytes), quotes (escaped), control characters (6 bytes), emoji. */
const DENSE = '漢字テスト"\u0001😀\\'.repeat(700).slice(0, 5_000);
const TWENTY_QUESTIONS = Array.from({ length: 20 }, (_, index) => `${index} ${DENSE}`.slice(0, 400));
const denseForms: Array<[string, TEngineMessage]> = [
  [
    '20 questions pre-filled (Edit)',
    promptMessage({ questions: TWENTY_QUESTIONS, answers: TWENTY_QUESTIONS.map(() => DENSE) }),
  ],
  [
    "20 questions sent back with 'All questions are required'",
    promptMessage({
      intro: `**All questions are required**\n\n${DENSE}`,
      questions: TWENTY_QUESTIONS,
      answers: TWENTY_QUESTIONS.map((_, index) => (index === 3 ? '' : DENSE)),
      toggles: { goalCompleted: true, blocked: true },
      privateNote: DENSE,
    }),
  ],
  [
    '20 questions submitted',
    promptMessage({
      questions: TWENTY_QUESTIONS,
      answers: TWENTY_QUESTIONS.map(() => DENSE),
      submitted: { goalCompleted: true, blocked: false },
    }),
  ],
  [
    '20 short questions with long answers',
    promptMessage({
      questions: TWENTY_QUESTIONS.map((_, index) => `Question ${index}?`),
      answers: TWENTY_QUESTIONS.map(() => DENSE),
    }),
  ],
];
messages.push(...denseForms);

describe('webexMessageOf', () => {
  it.each(messages)(
    '%s: one valid 1.3 card within the budget and a fallback within the text limit',
    (_name, message) => {
      const body = webexMessageOf(message);
      expect(body.attachments).toHaveLength(1);
      const [attachment] = body.attachments;
      expect(attachment.contentType).toBe(WEBEX_CARD_CONTENT_TYPE);
      expect(attachment.content.version).toBe('1.3');
      expect(cardProblems(attachment.content)).toEqual([]);
      expect(utf8Length(JSON.stringify(attachment.content))).toBeLessThanOrEqual(WEBEX_CARD_BUDGET_BYTES);
      expect(body.markdown.length).toBeGreaterThan(0);
      expect(utf8Length(body.markdown)).toBeLessThanOrEqual(WEBEX_TEXT_LIMIT_BYTES);
      // Input values are what the member typed, shown as plain text; everything else is rendered.
      const everything = JSON.stringify(body, (key, value) => (key === 'value' ? '' : value));
      // Raw HTML stays text: every '<' of member text arrives escaped.
      expect(everything).not.toMatch(/(?<!\\\\)<(script|img|b>)/);
      expect(everything).not.toMatch(/(?<!\\)\]\(javascript:/);
    },
  );

  it('keeps the form of 20 dense questions a form, or says to open it in the browser', () => {
    for (const [, message] of denseForms) {
      const card = webexMessageOf(message).attachments[0].content as { actions: Array<{ title: string }> };
      expect(card.actions.map((action) => action.title)).toContain('Open in browser');
    }
    const short = webexMessageOf(denseForms[3]![1]).attachments[0].content as { body: Array<{ type: string }> };
    expect(short.body.filter((element) => element.type === 'Input.Text')).toHaveLength(20);
    expect(JSON.stringify(short)).toContain(WEBEX_ANSWERS_LEFT_OUT.replace(/:/g, '\\:').slice(0, 10));
  });

  it('writes the prompt form with the submit data the action handler reads back', () => {
    const body = webexMessageOf(
      promptMessage({ answers: ['did **x**', '', ''], toggles: { goalCompleted: true, blocked: false } }),
    );
    const card = body.attachments[0].content as { body: Array<Record<string, unknown>>; actions: unknown[] };
    expect(card.body.filter((element) => element.type === 'Input.Text').map((input) => input.id)).toEqual([
      'q0',
      'q1',
      'q2',
    ]);
    expect(card.body.find((element) => element.id === 'q0')).toMatchObject({ isMultiline: true, value: 'did **x**' });
    expect(card.body.find((element) => element.id === 'goal_completed')).toMatchObject({ value: 'true' });
    expect(card.body.find((element) => element.id === 'blocked')).toMatchObject({ value: 'false' });
    expect(card.actions).toEqual([
      {
        type: 'Action.Submit',
        title: 'Submit',
        data: { action: 'submit_checkin', reportId: 'rep_123', runKey: '2026-11-23' },
      },
      { type: 'Action.OpenUrl', title: 'Open in browser', url: 'https://rollcall.example/checkin/abc123' },
    ]);
    expect(body.markdown).toContain('[Open in browser](https://rollcall.example/checkin/abc123)');
    expect(body.markdown).toContain('Daily Standup');
  });

  it('writes the submitted state read-only with Edit', () => {
    const body = webexMessageOf(
      promptMessage({ answers: ['did x', 'y', 'z'], submitted: { goalCompleted: false, blocked: true } }),
    );
    const card = body.attachments[0].content as {
      body: Array<{ type: string }>;
      actions: Array<{ title: string; data?: unknown }>;
    };
    expect(card.body.some((element) => element.type.startsWith('Input.'))).toBe(false);
    expect(card.actions[0]).toMatchObject({ title: 'Edit', data: { action: 'edit_checkin' } });
    expect(body.markdown).toContain('Your check-in is in.');
  });

  it('keeps member text out of the fallback beyond a short, escaped name', () => {
    const body = webexMessageOf(submissionPostMessage({ entry: hostileEntry }));
    expect(body.markdown.length).toBeLessThan(600);
    expect(body.markdown).not.toContain('<b>');
  });
});
