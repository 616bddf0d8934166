/**
 * The editor toolbar's Markdown (bold, italic, bulleted list, checklist, link) as edits of the
 * textarea's text, so answers stay plain GitHub-flavoured Markdown that every platform renders.
 */
import { markdownLink, pastedLink } from './editor-paste.ts';
import { lineEndAt, lineStartAt, type TTextEdit, type TTextState } from './text-edit.ts';

export type TMarkdownFormat = 'bold' | 'italic' | 'bulletList' | 'checklist' | 'link';

const WRAPPERS = { bold: '**', italic: '_' } as const;
const PLACEHOLDERS = { bold: 'bold text', italic: 'italic text', link: 'link text' } as const;
const LINE_PREFIXES = { bulletList: '- ', checklist: '- [ ] ' } as const;
/** A list marker already at the start of a line ('- ', '* ', '- [ ] ', '- [x] '), replaced rather than doubled. */
const LIST_MARKER = /^(\s*)(?:[-*+] (?:\[[ xX]\] )?)?/;
const LINK_PLACEHOLDER_URL = 'https://';

/** The edit one toolbar button (or shortcut) makes to the text and selection. */
export function formatEdit(state: TTextState, format: TMarkdownFormat): TTextEdit {
  switch (format) {
    case 'bold':
    case 'italic':
      return wrapSelection(state, WRAPPERS[format], PLACEHOLDERS[format]);
    case 'bulletList':
    case 'checklist':
      return prefixLines(state, LINE_PREFIXES[format]);
    case 'link':
      return linkSelection(state);
  }
}

/** Wraps the selection in a marker, or inserts a selected placeholder to type over. */
function wrapSelection(state: TTextState, marker: string, placeholder: string): TTextEdit {
  const { value, selectionStart: start, selectionEnd: end } = state;
  const selected = value.slice(start, end);
  // Keep the spaces a double-click selects outside the markers: '** word**' would not be bold.
  const inner = selected.trim();
  if (inner === '') {
    const text = `${marker}${placeholder}${marker}`;
    const from = start + marker.length;
    return {
      start,
      end,
      text: `${selected}${text}`,
      selectionStart: from + selected.length,
      selectionEnd: from + selected.length + placeholder.length,
    };
  }
  const leading = selected.slice(0, selected.indexOf(inner));
  const trailing = selected.slice(leading.length + inner.length);
  const text = `${leading}${marker}${inner}${marker}${trailing}`;
  const from = start + leading.length + marker.length;
  return { start, end, text, selectionStart: from, selectionEnd: from + inner.length };
}

/** Starts every selected line with a list marker (replacing another list marker it already has). */
function prefixLines(state: TTextState, prefix: string): TTextEdit {
  const { value, selectionStart, selectionEnd } = state;
  const start = lineStartAt(value, selectionStart);
  const lastPosition =
    selectionEnd > selectionStart && value[selectionEnd - 1] === '\n' ? selectionEnd - 1 : selectionEnd;
  const end = lineEndAt(value, lastPosition);
  const lines = value.slice(start, end).split('\n');
  const text = lines
    .map((line) => line.replace(LIST_MARKER, (_marker, indent: string) => `${indent}${prefix}`))
    .join('\n');
  if (lines.length === 1) {
    const caret = Math.max(start, selectionEnd + text.length - (end - start));
    return { start, end, text, selectionStart: caret, selectionEnd: caret };
  }
  return { start, end, text, selectionStart: start, selectionEnd: start + text.length };
}

/**
 * Makes the selection a link: a selected address links to itself, selected words get 'https://'
 * selected to type the address over, and nothing selected inserts a placeholder label.
 */
function linkSelection(state: TTextState): TTextEdit {
  const { value, selectionStart: start, selectionEnd: end } = state;
  const selected = value.slice(start, end);
  const address = pastedLink(selected);
  if (address !== null) {
    const text = markdownLink(address.label, address.href);
    return { start, end, text, selectionStart: start + text.length, selectionEnd: start + text.length };
  }
  const label =
    selected.trim() === '' ? PLACEHOLDERS.link : selected.replace(/[\\[\]]/g, (character) => `\\${character}`);
  const text = `[${label}](${LINK_PLACEHOLDER_URL})`;
  if (selected.trim() === '')
    return { start, end, text, selectionStart: start + 1, selectionEnd: start + 1 + label.length };
  const urlStart = start + label.length + 3;
  return { start, end, text, selectionStart: urlStart, selectionEnd: urlStart + LINK_PLACEHOLDER_URL.length };
}
