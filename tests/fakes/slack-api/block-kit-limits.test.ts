/** The Block Kit limits the fake enforces, one by one (product tests can call these checks too). */
import { describe, expect, it } from 'vitest';
import { blockProblems, viewProblems } from './block-kit-limits.ts';

const plain = (text: string) => ({ type: 'plain_text', text });
const input = (label: string, element: Record<string, unknown>, blockId = 'q1') => ({
  type: 'input',
  block_id: blockId,
  label: plain(label),
  element,
});
const modal = (blocks: unknown[], extra: Record<string, unknown> = {}) => ({
  type: 'modal',
  title: plain('Standup'),
  submit: plain('Submit'),
  blocks,
  ...extra,
});

describe('Block Kit limits', () => {
  it('accepts a message and a modal at the limits', () => {
    const blocks = [
      { type: 'section', text: { type: 'mrkdwn', text: 'a'.repeat(3_000) } },
      ...Array.from({ length: 48 }, () => ({ type: 'divider' })),
      { type: 'actions', elements: [{ type: 'button', action_id: 'x'.repeat(255), text: plain('Answer') }] },
    ];
    expect(blockProblems(blocks, 'message')).toEqual([]);
    const inputs = Array.from({ length: 100 }, (_, index) =>
      input('l'.repeat(2_000), { type: 'plain_text_input', action_id: `a${index}`, max_length: 3_000 }, `q${index}`),
    );
    expect(viewProblems(modal(inputs), 'modal')).toEqual([]);
  });

  it('names each limit a payload breaks', () => {
    expect(
      blockProblems(
        Array.from({ length: 51 }, () => ({ type: 'divider' })),
        'message',
      ),
    ).toEqual(['more than 50 blocks (51)']);
    expect(blockProblems([{ type: 'section', text: { type: 'mrkdwn', text: 'a'.repeat(3_001) } }], 'message')).toEqual([
      'blocks[0].text is longer than 3000',
    ]);
    expect(
      viewProblems(modal([input('l'.repeat(2_001), { type: 'plain_text_input', action_id: 'a' })]), 'modal'),
    ).toEqual(['blocks[0].label is longer than 2000']);
    expect(
      viewProblems(modal([input('Q', { type: 'plain_text_input', action_id: 'a', max_length: 3_001 })]), 'modal'),
    ).toEqual(['blocks[0].element.max_length is more than 3000']);
    expect(
      viewProblems(modal([input('Q', { type: 'plain_text_input', action_id: 'a'.repeat(256) })]), 'modal'),
    ).toEqual(['blocks[0].element.action_id is longer than 255']);
    expect(viewProblems(modal([], { title: plain('t'.repeat(25)) }), 'modal')).toEqual([
      'view.title is longer than 24',
    ]);
    expect(viewProblems(modal(Array.from({ length: 101 }, () => ({ type: 'divider' }))), 'modal')).toEqual([
      'more than 100 blocks (101)',
    ]);
    expect(
      viewProblems(modal([input('Q', { type: 'plain_text_input', action_id: 'a' })], { submit: undefined }), 'modal'),
    ).toEqual(['view.submit is required when the view has input blocks']);
    expect(blockProblems([input('Q', { type: 'plain_text_input', action_id: 'a' })], 'message')).toEqual([
      'blocks[0]: input blocks belong in modals',
    ]);
    expect(
      blockProblems(
        [
          { type: 'divider', block_id: 'same' },
          { type: 'divider', block_id: 'same' },
        ],
        'message',
      ),
    ).toEqual(['blocks[1].block_id is repeated: same']);
  });
});
