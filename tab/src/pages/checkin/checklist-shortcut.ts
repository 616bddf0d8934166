/**
 * The checklist shortcut (the issue): typing '[ ] ' or '[x] ' at the start of a line makes it a
 * GitHub task-list item ('- [ ] ' / '- [x] '), which is how people write to-dos in chat and what
 * the summaries render as a checkbox.
 */
import { lineStartAt, type TTextEdit, type TTextState } from './text-edit.ts';

/** '[ ] ' or '[x] ' after the line's indentation, and nothing else before the caret. */
const SHORTHAND = /^(\s*)\[([ xX])\] $/;

/**
 * The edit that completes the shortcut, or null. It only fires when the change was typing one
 * space (never on paste, delete or undo), so a line someone deliberately wrote stays as written.
 */
export function checklistShortcut(previous: string, next: TTextState): TTextEdit | null {
  const caret = next.selectionStart;
  if (caret !== next.selectionEnd || next.value.length !== previous.length + 1 || next.value[caret - 1] !== ' ') {
    return null;
  }
  if (previous !== next.value.slice(0, caret - 1) + next.value.slice(caret)) return null;
  const start = lineStartAt(next.value, caret);
  const match = SHORTHAND.exec(next.value.slice(start, caret));
  if (match === null) return null;
  const mark = match[2] === ' ' ? ' ' : 'x';
  const text = `${match[1]}- [${mark}] `;
  const after = start + text.length;
  return { start, end: caret, text, selectionStart: after, selectionEnd: after };
}
