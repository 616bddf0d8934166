import { describe, expect, it } from 'vitest';
import {
  confirmationMessage,
  deliveryFailureMessage,
  HOSTILE,
  longAnswer,
  promptMessage,
  QUESTIONS,
  reminderMessage,
  submissionPostMessage,
  summaryEntries,
  summaryMessage,
} from '../../../core/render/test-fixtures.ts';
import {
  confirmationBlocks,
  deliveryFailureBlocks,
  promptBlocks,
  promptModal,
  reminderBlocks,
  submissionPostBlocks,
  submittedBlocks,
  summaryBlocks,
  type TBlockKitMessage,
  validateBlockKit,
  validateModal,
} from './block-kit.ts';
import { BLOCK_KIT_LIMITS } from './block-kit-limits.ts';
import type { TBlock } from './block-kit-types.ts';

const allText = (message: TBlockKitMessage) => JSON.stringify(message.blocks);

describe('validateBlockKit', () => {
  it('passes a small message and reports every broken limit of a bad one', () => {
    expect(
      validateBlockKit({ text: 'hi', blocks: [{ type: 'section', text: { type: 'mrkdwn', text: 'hi' } }] }),
    ).toEqual([]);
    const button = (text: string, url: string, actionId: string) => ({
      type: 'button' as const,
      text: { type: 'plain_text' as const, text },
      url,
      action_id: actionId,
    });
    const blocks: TBlock[] = [
      { type: 'header', text: { type: 'plain_text', text: 'h'.repeat(151) } },
      { type: 'section', text: { type: 'mrkdwn', text: 's'.repeat(3001) } },
      { type: 'section', text: { type: 'mrkdwn', text: '' } },
      { type: 'context', elements: Array.from({ length: 11 }, () => ({ type: 'mrkdwn' as const, text: 'c' })) },
      { type: 'actions', elements: [button('b'.repeat(76), `https://e.com/${'u'.repeat(3000)}`, 'a'.repeat(256))] },
      {
        type: 'input',
        block_id: 'q0',
        label: { type: 'plain_text', text: 'l'.repeat(2001) },
        element: { type: 'plain_text_input', action_id: 'q0', max_length: 3001 },
      },
      ...Array.from({ length: 45 }, (): TBlock => ({ type: 'divider' })),
    ];
    const problems = validateBlockKit({ text: 'x', blocks });
    expect(problems).toEqual([
      '51 blocks (at most 50)',
      'blocks[0].text.text: 151 characters (at most 150)',
      'blocks[1].text.text: 3001 characters (at most 3000)',
      'blocks[2].text.text: empty (at least 1 character)',
      'blocks[3].elements: 11 elements (1 to 10)',
      'blocks[4].elements[0].text.text: 76 characters (at most 75)',
      'blocks[4].elements[0].action_id: 256 characters (at most 255)',
      'blocks[4].elements[0].url: 3014 characters (at most 3000)',
      'blocks[5].label.text: 2001 characters (at most 2000)',
      'blocks[5].element.max_length: 3001 (at most 3000)',
    ]);
  });
});

describe('small messages', () => {
  const messages: [string, TBlockKitMessage][] = [
    ['prompt', promptBlocks(promptMessage({ privateNote: 'Only your manager sees this.' }))],
    ['submitted', submittedBlocks(promptMessage({ answers: ['a', '', HOSTILE] }), { goalCompleted: true })],
    ['reminder', reminderBlocks(reminderMessage())],
    ['final reminder', reminderBlocks(reminderMessage({ stage: 'final', text: HOSTILE }))],
    ['confirmation', confirmationBlocks(confirmationMessage())],
    ['summary by member', summaryBlocks(summaryMessage())],
    ['summary by question', summaryBlocks(summaryMessage({ format: 'questions' }))],
    ['empty summary', summaryBlocks(summaryMessage({ entries: [], title: '' }))],
    ['submission post', submissionPostBlocks(submissionPostMessage())],
    ['delivery failure', deliveryFailureBlocks(deliveryFailureMessage({ memberName: HOSTILE }))],
  ];
  it.each(messages)('%s keeps to the limits and escapes text', (_name, message) => {
    expect(validateBlockKit(message)).toEqual([]);
    expect(message.text.length).toBeGreaterThan(0);
    expect(allText(message)).not.toContain('<script>');
    expect(allText(message)).not.toMatch(/<javascript:/);
  });

  it('prompt lists numbered questions with Answer here and Open in browser', () => {
    const message = promptBlocks(promptMessage());
    expect(message.text).toBe('Daily Standup check-in for Monday, November 23, 2026');
    expect(allText(message)).toContain('*1.* What did you do yesterday?\\n*2.* What will you do today?');
    const buttons = message.blocks.at(-1);
    expect(buttons).toMatchObject({
      type: 'actions',
      elements: [
        { action_id: 'open_checkin', value: '{"reportId":"rep_123","runKey":"2026-11-23"}' },
        { action_id: 'open_in_browser', url: 'https://rollcall.example/checkin/abc123' },
      ],
    });
  });

  it('summary shows statuses, markers and the stats line', () => {
    const message = summaryBlocks(summaryMessage());
    expect(message.text).toBe('Daily Standup summary: 3 of 5 answered (60%) · 2 goals completed, 1 blocked');
    expect(allText(message)).toContain('*Member 4* · No answer yet');
    expect(allText(message)).toContain('*Member 5* · On vacation');
    expect(allText(message)).toContain('*Member 1* · ✅ Goal completed · ⛔ Blocked');
  });
});

describe('promptModal', () => {
  it('has an input per question, pre-filled answers and the goal checkboxes', () => {
    const view = promptModal(promptMessage({ answers: ['did **x**', '', ''] }), { blocked: true });
    expect(validateModal(view)).toEqual([]);
    const inputs = view.blocks.filter((block) => block.type === 'input');
    expect(inputs.map((input) => input.block_id)).toEqual(['q0', 'q1', 'q2', 'goal_flags']);
    expect(inputs[0]).toMatchObject({
      label: { text: QUESTIONS[0] },
      element: { initial_value: 'did **x**', multiline: true },
    });
    expect(inputs[3]).toMatchObject({ element: { initial_options: [{ value: 'blocked' }] } });
    expect(JSON.parse(view.private_metadata)).toEqual({ reportId: 'rep_123', runKey: '2026-11-23' });
  });

  it('cuts over-long questions, titles and answers to the limits', () => {
    const view = promptModal(
      promptMessage({
        run: { ...promptMessage().run, reportName: 'A very long report name that does not fit' },
        questions: Array.from({ length: 120 }, () => 'q'.repeat(2500)),
        answers: Array.from({ length: 120 }, () => longAnswer(5000)),
      }),
    );
    expect(validateModal(view)).toEqual([]);
    expect(JSON.stringify(view.blocks)).toContain('Some answers were shortened');
  });
});

describe('huge messages', () => {
  const cases = [
    ['members', 100],
    ['questions', 100],
    ['questions', 1000],
  ] as const;
  for (const [format, members] of cases) {
    it(`a ${members}-member summary by ${format} stays within 50 blocks, cutting answers or members`, () => {
      const message = summaryBlocks(summaryMessage({ format, entries: summaryEntries(members, 4000) }));
      expect(validateBlockKit(message)).toEqual([]);
      expect(message.blocks.length).toBeLessThanOrEqual(BLOCK_KIT_LIMITS.messageBlocks);
      expect(allText(message)).toContain('…');
      if (format === 'members' || members === 1000)
        expect(allText(message)).toMatch(/and \d+ more — see the dashboard/);
      expect(message.blocks.at(-1)).toMatchObject({ type: 'actions', elements: [{ action_id: 'open_dashboard' }] });
    });
  }

  it('a 100-member summary with short answers shows everyone', () => {
    const message = summaryBlocks(summaryMessage({ entries: summaryEntries(100, 40) }));
    expect(validateBlockKit(message)).toEqual([]);
    expect(allText(message)).toContain('*Member 100*');
    expect(allText(message)).not.toContain('more — see the dashboard');
  });

  it('long names, titles and answers everywhere still pass', () => {
    const name = `${'&<>'.repeat(400)} Name`;
    const run = { ...promptMessage().run, reportName: 'R&D '.repeat(500), teamName: '<T>'.repeat(500) };
    const many = Array.from({ length: 60 }, (_, i) => `Question ${i} ${'&'.repeat(400)}`);
    const messages = [
      promptBlocks(promptMessage({ run, intro: longAnswer(10_000), questions: many, privateNote: '&'.repeat(5000) })),
      submittedBlocks(promptMessage({ run, questions: many, answers: many.map(() => longAnswer(4000)) }), {
        goalCompleted: true,
      }),
      reminderBlocks(reminderMessage({ run, text: longAnswer(10_000), timeLeft: '&'.repeat(4000) })),
      confirmationBlocks(confirmationMessage({ run, text: '<&>'.repeat(5000) })),
      summaryBlocks(
        summaryMessage({
          run,
          title: 'T'.repeat(500),
          subtitle: '&'.repeat(5000),
          questions: many,
          entries: summaryEntries(120, 3000).map((entry) => ({
            ...entry,
            name,
            answers: many.map(() => longAnswer(3000)),
          })),
        }),
      ),
      submissionPostBlocks(
        submissionPostMessage({
          run,
          questions: many,
          entry: { ...summaryEntries(1)[0]!, name, answers: many.map(() => longAnswer(4000)) },
        }),
      ),
      deliveryFailureBlocks(
        deliveryFailureMessage({ run, memberName: name, text: '<&>'.repeat(3000), code: 'x'.repeat(5000) }),
      ),
    ];
    for (const message of messages) {
      expect(validateBlockKit(message)).toEqual([]);
      expect(message.text.length).toBeLessThanOrEqual(3000);
    }
  });
});
