/**
 * Every Block Kit payload the Slack adapter sends — each engine message as posted or updated, the
 * check-in modal (with the hash as its metadata) and the notice modal — kept within Slack's
 * documented limits with hostile content: huge answers, deeply nested Markdown, many questions,
 * long names. Checked twice: by the product's validator and by the fake Slack's own checker
 * (written separately from Slack's documentation), so one mistake cannot pass by agreeing with itself.
 */
import { describe, expect, it } from 'vitest';
import { blockProblems, viewProblems } from '../../../../tests/fakes/slack-api/block-kit-limits.ts';
import {
  confirmationMessage,
  deliveryFailureMessage,
  HOSTILE,
  longAnswer,
  promptMessage,
  RUN,
  reminderMessage,
  submissionPostMessage,
  summaryEntries,
  summaryMessage,
} from '../../../core/render/test-fixtures.ts';
import type { TEngineMessage } from '../../../domain/engine-messages.ts';
import { noticeModal } from '../slack-checkin-actions.ts';
import { promptModal, validateBlockKit, validateModal } from './block-kit.ts';
import { BLOCK_KIT_LIMITS as L } from './block-kit-limits.ts';
import { slackMessageOf } from './slack-message.ts';

/** Markdown nested far deeper than any renderer should recurse into. */
const NESTED = `${'> '.repeat(400)}${'- '.repeat(300)}${'*'.repeat(500)}deep${'_'.repeat(500)} ${'['.repeat(200)}x${']'.repeat(200)}`;
const HUGE = longAnswer(20_000);
const MANY_QUESTIONS = Array.from(
  { length: 150 },
  (_, index) => `Question ${index + 1}: ${HOSTILE} ${'q'.repeat(2500)}`,
);
const LONG_NAME = `${HOSTILE} ${'n'.repeat(5000)}`;
const LONG_RUN = { ...RUN, reportName: LONG_NAME, teamName: LONG_NAME };

function hostileMessages(): Array<[string, TEngineMessage]> {
  const answers = MANY_QUESTIONS.map((_, index) => (index % 2 === 0 ? HUGE : NESTED));
  const prompt = promptMessage({
    run: LONG_RUN,
    intro: `${HUGE}${NESTED}`,
    questions: MANY_QUESTIONS,
    answers,
    goalTrackingEnabled: true,
    privateNote: LONG_NAME,
  });
  return [
    ['prompt', prompt],
    ['prompt, submitted (the DM update)', { ...prompt, submitted: { goalCompleted: true, blocked: true } }],
    ['reminder', reminderMessage({ run: LONG_RUN, text: `${HUGE}${NESTED}`, timeLeft: LONG_NAME })],
    ['confirmation', confirmationMessage({ run: LONG_RUN, text: `${NESTED}${HUGE}` })],
    [
      'summary',
      summaryMessage({
        run: LONG_RUN,
        title: LONG_NAME,
        subtitle: HUGE,
        questions: MANY_QUESTIONS,
        entries: summaryEntries(400, 5000),
      }),
    ],
    [
      'submission in the thread',
      submissionPostMessage({
        run: LONG_RUN,
        questions: MANY_QUESTIONS,
        entry: { name: LONG_NAME, status: 'submitted', goalCompleted: true, blocked: true, answers },
      }),
    ],
    ['delivery failure', deliveryFailureMessage({ run: LONG_RUN, memberName: LONG_NAME, code: LONG_NAME, text: HUGE })],
    [
      'broadcast',
      {
        kind: 'broadcast',
        run: LONG_RUN,
        title: LONG_NAME,
        subtitle: `${HUGE}${NESTED}`,
        dashboardUrl: 'https://x.test/d',
      },
    ],
    [
      'notice',
      {
        kind: 'notice',
        text: `${HUGE}${NESTED}`,
        links: Array.from({ length: 5 }, (_, index) => ({ title: LONG_NAME, url: `https://x.test/${index}` })),
      },
    ],
  ];
}

describe('Slack payloads within Block Kit limits', () => {
  it.each(hostileMessages())('%s', (_label, message) => {
    const rendered = slackMessageOf(message);
    expect(validateBlockKit(rendered)).toEqual([]);
    expect(blockProblems(rendered.blocks, 'message')).toEqual([]);
    expect(rendered.blocks.length).toBeLessThanOrEqual(L.messageBlocks);
    expect(rendered.text.length).toBeGreaterThan(0);
  });

  it('keeps the check-in modal within the limits, with the hash alone as metadata', () => {
    const [, prompt] = hostileMessages()[0]!;
    const view = {
      ...promptModal(prompt as Extract<TEngineMessage, { kind: 'prompt' }>, { goalCompleted: true, blocked: false }),
      private_metadata: 'h'.repeat(32),
    };
    expect(validateModal(view)).toEqual([]);
    expect(viewProblems(view, 'modal')).toEqual([]);
    expect(view.blocks.length).toBeLessThanOrEqual(L.modalBlocks);
    const inputs = view.blocks.filter((block) => block.type === 'input');
    for (const input of inputs) {
      if (input.element.type !== 'plain_text_input') continue;
      expect(input.element.multiline).toBe(true);
      expect((input.element.initial_value ?? '').length).toBeLessThanOrEqual(L.plainTextInputMaxLength);
      expect(input.label.text.length).toBeLessThanOrEqual(L.inputLabel);
    }
    expect(view.title.text.length).toBeLessThanOrEqual(L.modalTitle);
  });

  it('keeps the notice modal within the limits', () => {
    const view = noticeModal(`${HUGE}${NESTED}`);
    expect(viewProblems(view, 'modal')).toEqual([]);
    expect(validateBlockKit({ blocks: view.blocks }, 'modal')).toEqual([]);
  });
});
