/**
 * Reading answers: GitHub-flavoured Markdown lexed by marked into tokens. The renderers walk the
 * tokens themselves (email HTML, Slack mrkdwn, Adaptive Card text) instead of using marked's HTML
 * output, so raw HTML in an answer is only ever text and every link passes one URL check.
 */
import type { MarkedToken, Token, Tokens } from 'marked';
import { lexBounded } from './bounded-lexer.ts';
import { renderOrFallback } from './render-or-fallback.ts';

/** Lexes Markdown into block tokens, within the bounds that keep hostile answers cheap. */
export function lexMarkdown(source: string): MarkedToken[] {
  return lexBounded(source).tokens as MarkedToken[];
}

/** Narrows marked's token type: the lexer's only extensions make paragraph, text and br tokens. */
export function known(tokens: Token[] | undefined): MarkedToken[] {
  return (tokens ?? []) as MarkedToken[];
}

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'ftp:']);

/**
 * The normalised URL when a link may be followed from an answer (http, https, mailto, ftp), else
 * null. Parsing with URL also defeats 'java\tscript:' and entity tricks, which the parser resolves.
 */
export function safeLinkUrl(href: string): string | null {
  let url: URL;
  try {
    url = new URL(decodeEntities(href.trim()));
  } catch {
    return null;
  }
  return LINK_PROTOCOLS.has(url.protocol) ? url.href : null;
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Resolves the character references people actually type (&amp;, &#39;, &#x2F;...) to characters. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]+);/g, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
    }
    return NAMED_ENTITIES[name] ?? whole;
  });
}

/** The text of inline tokens without any formatting: link labels, notification previews. */
export function inlinePlainText(tokens: MarkedToken[]): string {
  let out = '';
  for (const token of tokens) {
    switch (token.type) {
      case 'br':
        out += '\n';
        break;
      case 'checkbox':
        break;
      case 'strong':
      case 'em':
      case 'del':
      case 'link':
      case 'image':
        out += token.tokens?.length ? inlinePlainText(known(token.tokens)) : decodeEntities(token.text);
        break;
      case 'text':
        out += token.tokens?.length ? inlinePlainText(known(token.tokens)) : decodeEntities(token.text);
        break;
      case 'codespan':
      case 'escape':
      case 'html':
        out += token.text;
        break;
      default:
        out += 'text' in token ? token.text : '';
    }
  }
  return out;
}

/** A Markdown answer as plain text, one line per paragraph or list item: for previews and fallbacks. */
export function markdownToPlainText(source: string): string {
  return renderOrFallback(
    source,
    (markdown) => blocksPlainText(lexMarkdown(markdown)).trim(),
    (markdown) => markdown.trim(),
  );
}

function blocksPlainText(tokens: MarkedToken[]): string {
  const parts: string[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case 'space':
      case 'def':
      case 'hr':
        break;
      case 'list':
        token.items.forEach((item, index) => {
          const marker = token.ordered ? `${Number(token.start || 1) + index}. ` : '- ';
          parts.push(`${marker}${taskMark(item)}${blocksPlainText(known(item.tokens))}`);
        });
        break;
      case 'blockquote':
        parts.push(blocksPlainText(known(token.tokens)));
        break;
      case 'code':
        parts.push(token.text);
        break;
      case 'html':
        parts.push(token.text.trim());
        break;
      case 'table':
        for (const row of [token.header, ...token.rows]) {
          parts.push(row.map((cell) => inlinePlainText(known(cell.tokens))).join(' | '));
        }
        break;
      case 'paragraph':
      case 'heading':
      case 'text':
        parts.push(token.tokens ? inlinePlainText(known(token.tokens)) : decodeEntities(token.text));
        break;
      default:
        parts.push(inlinePlainText([token]));
    }
  }
  return parts.filter((part) => part !== '').join('\n');
}

/**
 * A task list item's box as a character ('☑ ' or '☐ '), '' for other items. Renderers show this
 * before the item and skip marked's separate checkbox token, wherever it sits.
 */
export function taskMark(item: Tokens.ListItem): string {
  if (!item.task) return '';
  return item.checked ? '☑ ' : '☐ ';
}
