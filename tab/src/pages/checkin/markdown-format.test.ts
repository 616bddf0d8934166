import { describe, expect, it } from 'vitest';
import { formatEdit, type TMarkdownFormat } from './markdown-format.ts';
import { applyTextEdit, type TTextState } from './text-edit.ts';

/** Writes a state as text with [ and ] around the selection (| for a caret) to read results at a glance. */
function show(state: TTextState): string {
  const { value, selectionStart: start, selectionEnd: end } = state;
  if (start === end) return `${value.slice(0, start)}|${value.slice(start)}`;
  return `${value.slice(0, start)}⟦${value.slice(start, end)}⟧${value.slice(end)}`;
}

function format(value: string, start: number, end: number, kind: TMarkdownFormat): string {
  const state = { value, selectionStart: start, selectionEnd: end };
  return show(applyTextEdit(value, formatEdit(state, kind)));
}

describe('bold and italic', () => {
  it('wraps the selection and keeps it selected', () => {
    expect(format('ship it today', 5, 7, 'bold')).toBe('ship **⟦it⟧** today');
    expect(format('ship it today', 5, 7, 'italic')).toBe('ship _⟦it⟧_ today');
  });

  it('keeps spaces a double-click selected outside the markers', () => {
    expect(format('ship it today', 4, 8, 'bold')).toBe('ship **⟦it⟧** today');
  });

  it('inserts a selected placeholder when nothing is selected', () => {
    expect(format('Done ', 5, 5, 'bold')).toBe('Done **⟦bold text⟧**');
    expect(format('', 0, 0, 'italic')).toBe('_⟦italic text⟧_');
  });
});

describe('lists', () => {
  it('starts the caret line with a bullet and keeps the caret in its text', () => {
    expect(format('one\ntwo', 5, 5, 'bulletList')).toBe('one\n- t|wo');
  });

  it('prefixes every selected line', () => {
    expect(format('a\nb\nc', 0, 3, 'checklist')).toBe('⟦- [ ] a\n- [ ] b⟧\nc');
    expect(format('a\nb\n', 0, 4, 'bulletList')).toBe('⟦- a\n- b⟧\n');
  });

  it('replaces a list marker instead of doubling it, keeping the indentation', () => {
    expect(format('- task', 6, 6, 'checklist')).toBe('- [ ] task|');
    expect(format('  - [x] done', 12, 12, 'bulletList')).toBe('  - done|');
  });
});

describe('links', () => {
  it('links a selected address to itself', () => {
    expect(format('see www.example.com/x', 4, 21, 'link')).toBe('see [www.example.com/x](https://www.example.com/x)|');
  });

  it('selects https:// after selected words, ready to paste or type the address', () => {
    expect(format('the docs', 4, 8, 'link')).toBe('the [docs](⟦https://⟧)');
  });

  it('inserts a placeholder label when nothing is selected', () => {
    expect(format('', 0, 0, 'link')).toBe('[⟦link text⟧](https://)');
  });
});
