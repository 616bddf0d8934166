import { describe, expect, it } from 'vitest';
import { checklistShortcut } from './checklist-shortcut.ts';
import { applyTextEdit } from './text-edit.ts';

/** Types one character at the end of `before` and answers the text after the shortcut, or null. */
function typeAtEnd(before: string, character = ' '): string | null {
  const value = before + character;
  const edit = checklistShortcut(before, { value, selectionStart: value.length, selectionEnd: value.length });
  return edit === null ? null : applyTextEdit(value, edit).value;
}

describe('typing [ ] or [x] at the start of a line', () => {
  it('turns the line into a checklist item', () => {
    expect(typeAtEnd('[ ]')).toBe('- [ ] ');
    expect(typeAtEnd('[x]')).toBe('- [x] ');
    expect(typeAtEnd('[X]')).toBe('- [x] ');
    expect(typeAtEnd('Plan:\n[ ]')).toBe('Plan:\n- [ ] ');
    expect(typeAtEnd('  [ ]')).toBe('  - [ ] ');
  });

  it('puts the caret after the marker', () => {
    const value = 'a\n[x] \nb';
    const edit = checklistShortcut('a\n[x]\nb', { value, selectionStart: 6, selectionEnd: 6 })!;
    const after = applyTextEdit(value, edit);
    expect(after.value).toBe('a\n- [x] \nb');
    expect(after.selectionStart).toBe(8);
  });

  it('leaves everything else alone', () => {
    expect(typeAtEnd('see [ ]')).toBeNull();
    expect(typeAtEnd('- [ ]')).toBeNull();
    expect(typeAtEnd('[ ]', 'a')).toBeNull();
    expect(typeAtEnd('[y]')).toBeNull();
  });

  it('fires only on typing a space, not on a paste or a deletion', () => {
    const pasted = '[ ] ';
    expect(checklistShortcut('', { value: pasted, selectionStart: 4, selectionEnd: 4 })).toBeNull();
    expect(checklistShortcut('[ ]  x', { value: '[ ] x', selectionStart: 4, selectionEnd: 4 })).toBeNull();
  });
});
