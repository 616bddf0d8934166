/**
 * Pasting into an answer (the issue): an address pasted on its own becomes a Markdown link, so it
 * is clickable in every summary. http, https and ftp addresses and scheme-less ones such as
 * www.example.com/x count; whitespace inside (an address wrapped over lines in an email) is
 * removed. Relative addresses (/foo, ../x) and ordinary text paste as they are.
 */
import type { TTextEdit, TTextState } from './text-edit.ts';

const SCHEME = /^(?:https?|ftp):\/\//i;
/** A host name: labels of letters, digits and hyphens, a top-level domain of letters, an optional port. */
const HOST = String.raw`(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(?::\d{1,5})?`;
/** www.example.com, www.example.com/x: 'www.' says it is an address even without a path. */
const WWW_ADDRESS = new RegExp(String.raw`^www\.${HOST}(?:[/?#]\S*)?$`, 'i');
/** example.com/x: without 'www.' a path is needed, so 'notes.md' or 'e.g.' stay text. */
const HOST_WITH_PATH = new RegExp(String.raw`^${HOST}[/?#]\S*$`, 'i');
/** Text that is one address, maybe wrapped over lines: no spaces inside a line. */
const ONE_TOKEN_PER_LINE = /^\S+(?:[ \t]*[\r\n]+[ \t]*\S+)*$/;

export interface TPastedLink {
  /** What the link reads as. */
  label: string;
  /** Where it goes: always with a scheme, so the summary renderers keep it. */
  href: string;
}

/**
 * The link a pasted text stands for, or null when it should paste as plain text (prose, a
 * relative address, a scheme we do not link such as javascript:).
 */
export function pastedLink(text: string): TPastedLink | null {
  const trimmed = text.trim();
  if (trimmed === '' || !ONE_TOKEN_PER_LINE.test(trimmed)) return null;
  const address = trimmed.replace(/\s+/g, '');
  if (SCHEME.test(address)) return parsesAsUrl(address) ? { label: address, href: address } : null;
  if (WWW_ADDRESS.test(address) || HOST_WITH_PATH.test(address)) {
    const href = `https://${address}`;
    return parsesAsUrl(href) ? { label: address, href } : null;
  }
  return null;
}

function parsesAsUrl(address: string): boolean {
  try {
    const url = new URL(address);
    return url.hostname !== '';
  } catch {
    return false;
  }
}

/** Backslash-escapes what Markdown would read as formatting inside a link's label. */
export function escapeLinkLabel(label: string): string {
  return label.replace(/[\\[\]*_`~<>]/g, (character) => `\\${character}`);
}

/** Percent-encodes what would end or break a Markdown link destination. */
export function escapeLinkHref(href: string): string {
  return href.replace(
    /[()<>\s]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

/** A Markdown link: `[label](href)`, escaped so any address stays one link. */
export function markdownLink(label: string, href: string): string {
  return `[${escapeLinkLabel(label)}](${escapeLinkHref(href)})`;
}

/**
 * The edit a paste makes, or null to let the browser paste the text itself. Selected words become
 * the label of the pasted link ('docs' + paste https://x -> [docs](https://x)); their own
 * formatting is kept, only brackets are escaped.
 */
export function pasteEdit(state: TTextState, pasted: string): TTextEdit | null {
  const link = pastedLink(pasted);
  if (link === null) return null;
  const selected = state.value.slice(state.selectionStart, state.selectionEnd);
  const useSelection = selected.trim() !== '' && !selected.includes('\n');
  const label = useSelection
    ? selected.replace(/[\\[\]]/g, (character) => `\\${character}`)
    : escapeLinkLabel(link.label);
  const text = `[${label}](${escapeLinkHref(link.href)})`;
  const caret = state.selectionStart + text.length;
  return { start: state.selectionStart, end: state.selectionEnd, text, selectionStart: caret, selectionEnd: caret };
}
