/**
 * Markdown -> the Markdown subset Adaptive Card TextBlocks render in Teams and Webex: **bold**,
 * _italic_, [label](url), '- ' and '1. ' lists. Everything else becomes plain text, with the
 * characters that would start formatting backslash-escaped.
 */
import type { MarkedToken, Tokens } from 'marked';
import {
  decodeEntities,
  inlinePlainText,
  known,
  lexMarkdown,
  safeLinkUrl,
  taskMark,
} from '../../../shared/markdown/markdown-tokens.ts';
import { renderOrFallback } from '../../../shared/markdown/render-or-fallback.ts';

/** Escapes plain text (a name, a question) for a TextBlock, so it shows as typed. */
export function escapeCardText(text: string): string {
  return escapeLineStarts(escapeInline(text));
}

/** Renders an answer for a TextBlock in the subset cards support; as escaped text if that fails. */
export function markdownToCardText(source: string): string {
  return renderOrFallback(source, (markdown) => blocks(lexMarkdown(markdown)).trim(), escapeCardText);
}

function escapeInline(text: string): string {
  return text.replace(/[\\*_[\]`~<>]/g, '\\$&');
}

/** A line that starts like a list item or a heading would turn into one: escape its marker. */
function escapeLineStarts(text: string): string {
  return text.replace(/^(\s*)(?:([-+#])|(\d{1,9})([.)]))(?=\s|$)/gm, (_whole, space: string, mark, digits, dot) =>
    mark ? `${space}\\${mark}` : `${space}${digits}\\${dot}`,
  );
}

function blocks(tokens: MarkedToken[]): string {
  const parts: string[] = [];
  for (const token of tokens) {
    const text = block(token);
    if (text !== '') parts.push(text);
  }
  return parts.join('\n\n');
}

function block(token: MarkedToken): string {
  switch (token.type) {
    case 'space':
    case 'def':
    case 'hr':
      return '';
    case 'paragraph':
      return escapeLineStarts(inline(known(token.tokens)));
    case 'heading':
      return `**${inline(known(token.tokens))}**`;
    case 'text':
      return escapeLineStarts(token.tokens ? inline(known(token.tokens)) : escapeInline(decodeEntities(token.text)));
    case 'list':
      return listLines(token).join('\n');
    case 'blockquote':
      return blocks(known(token.tokens));
    case 'code':
      return escapeCardText(token.text);
    case 'table':
      return [token.header, ...token.rows]
        .map((cells) => escapeLineStarts(cells.map((cell) => inline(known(cell.tokens))).join(' | ')))
        .join('\n');
    case 'html':
      return escapeCardText(token.text.trim());
    default:
      return escapeLineStarts(inline([token]));
  }
}

/** Cards have no nested lists: nested items become items of the outer list, in order. */
function listLines(token: Tokens.List): string[] {
  const lines: string[] = [];
  const first = token.ordered && token.start !== '' ? Number(token.start) : 1;
  token.items.forEach((item, index) => {
    const marker = token.ordered ? `${first + index}. ` : '- ';
    const texts: string[] = [];
    const nested: string[] = [];
    for (const child of known(item.tokens)) {
      if (child.type === 'list') nested.push(...listLines(child));
      else {
        const text = block(child);
        if (text !== '') texts.push(text.replaceAll('\n\n', ' '));
      }
    }
    lines.push(`${marker}${taskMark(item)}${texts.join(' ')}`, ...nested);
  });
  return lines;
}

function inline(tokens: MarkedToken[]): string {
  let out = '';
  for (const token of tokens) {
    switch (token.type) {
      case 'strong':
        out += `**${inline(known(token.tokens))}**`;
        break;
      case 'em':
        out += `_${inline(known(token.tokens))}_`;
        break;
      case 'del':
        out += inline(known(token.tokens));
        break;
      case 'codespan':
      case 'escape':
      case 'html':
        out += escapeInline(token.text);
        break;
      case 'br':
        out += '\n';
        break;
      case 'link':
      case 'image':
        out += link(token);
        break;
      case 'checkbox':
        break;
      case 'text':
        out += token.tokens ? inline(known(token.tokens)) : escapeInline(decodeEntities(token.text));
        break;
      default:
        out += block(token);
    }
  }
  return out;
}

function link(token: Tokens.Link | Tokens.Image): string {
  const label = escapeInline(inlinePlainText(known(token.tokens)) || (token.type === 'image' ? 'image' : ''));
  const url = safeLinkUrl(token.href);
  if (!url) return label;
  return `[${label || escapeInline(url)}](${url.replaceAll('(', '%28').replaceAll(')', '%29').replaceAll(' ', '%20')})`;
}
