/**
 * An edit of the answer textarea as data: which range to replace with what, and where the
 * selection goes afterwards. The Markdown helpers (toolbar, paste, checklist) compute edits without
 * touching the DOM, so they are tested as plain functions; the editor applies them.
 */

export interface TTextEdit {
  /** The replaced range [start, end) of the old value. */
  start: number;
  end: number;
  text: string;
  /** The selection after the edit, in the new value. */
  selectionStart: number;
  selectionEnd: number;
}

/** The text and selection of the textarea an edit is computed from. */
export interface TTextState {
  value: string;
  selectionStart: number;
  selectionEnd: number;
}

/** Applies an edit to a value: what the textarea holds after it (the tests and the fallback path use it). */
export function applyTextEdit(value: string, edit: TTextEdit): TTextState {
  return {
    value: value.slice(0, edit.start) + edit.text + value.slice(edit.end),
    selectionStart: edit.selectionStart,
    selectionEnd: edit.selectionEnd,
  };
}

/** Where the line holding `position` starts, so line-based helpers (lists, checklists) find their prefix. */
export function lineStartAt(value: string, position: number): number {
  return value.lastIndexOf('\n', position - 1) + 1;
}

/** Where the line holding `position` ends (before its newline). */
export function lineEndAt(value: string, position: number): number {
  const newline = value.indexOf('\n', position);
  return newline === -1 ? value.length : newline;
}
