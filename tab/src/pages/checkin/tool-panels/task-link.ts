/**
 * The Markdown a picked task adds to an answer (spec part 3 §2.6): `[title](url)` with the title
 * escaped so a tool's text cannot break out of the link or format the answer, and only web
 * addresses accepted (a tool's `javascript:` or `data:` link never reaches an answer).
 */
import type { TToolTask } from '../../../../../shared/work-tools.ts';
import type { TTextEdit, TTextState } from '../text-edit.ts';

/** Longest title kept in the link text; a tool's title is cut with an ellipsis beyond it. */
const MAX_TITLE_CHARS = 200;
/** Longest address accepted; a longer one is refused rather than cut (a cut address is a wrong one). */
const MAX_URL_CHARS = 2000;

/** Characters that would end the link text or format it, escaped with a backslash. */
const TITLE_SPECIALS = /[\\[\]*_`<>~]/g;

/** The address of a task as it may appear in an answer, or null for anything but http(s). */
export function safeTaskUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  if (parsed.username !== '' || parsed.password !== '') return null;
  // Parentheses end a Markdown link destination; their percent-encodings name the same address.
  const href = parsed.href.replace(/\(/g, '%28').replace(/\)/g, '%29');
  return href.length > MAX_URL_CHARS ? null : href;
}

/** The link text of a task: one line, bounded, with Markdown's special characters escaped. */
export function escapeLinkText(title: string): string {
  const oneLine = title.replace(/\s+/g, ' ').trim();
  const chars = Array.from(oneLine);
  const bounded = chars.length > MAX_TITLE_CHARS ? `${chars.slice(0, MAX_TITLE_CHARS - 1).join('')}…` : oneLine;
  return bounded.replace(TITLE_SPECIALS, '\\$&');
}

/** `[title](url)` for a task, or null when its address is not a web address. */
export function taskMarkdownLink(task: Pick<TToolTask, 'title' | 'url'>): string | null {
  const url = safeTaskUrl(task.url);
  if (url === null) return null;
  const text = escapeLinkText(task.title);
  return `[${text === '' ? escapeLinkText(url) : text}](${url})`;
}

const isSpace = (char: string | undefined) => char === undefined || /\s/.test(char);

/**
 * Where the link goes: at the caret the member left in the answer (after a selection, so no
 * selected text is replaced), spaced from the words around it; with no caret, on a line of its own
 * at the end. The caret ends up just after the link.
 */
export function linkInsertEdit(state: TTextState, link: string, atCaret: boolean): TTextEdit {
  const { value } = state;
  if (atCaret) {
    const at = Math.min(Math.max(state.selectionEnd, 0), value.length);
    const before = isSpace(value[at - 1]) ? '' : ' ';
    const after = isSpace(value[at]) ? '' : ' ';
    const text = `${before}${link}${after}`;
    const caret = at + before.length + link.length;
    return { start: at, end: at, text, selectionStart: caret, selectionEnd: caret };
  }
  const at = value.length;
  const text = value === '' || value.endsWith('\n') ? link : `\n${link}`;
  return { start: at, end: at, text, selectionStart: at + text.length, selectionEnd: at + text.length };
}
