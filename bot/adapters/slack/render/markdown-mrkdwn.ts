/**
 * Markdown -> Slack mrkdwn: *bold*, _italic_, ~strike~, `code`, <url|label> links, '•' and '1.'
 * list lines. Slack reads only &, < and > as control characters, so text escapes exactly those.
 */
import type { MarkedToken, Tokens } from 'marked';
import {
  decodeEntities,
  inlinePlainText,
  known,
  lexMarkdown,
  safeLinkUrl,
  taskMark,
} from '../../../../shared/markdown/markdown-tokens.ts';
import { renderOrFallback } from '../../../../shared/markdown/render-or-fallback.ts';

/** Escapes text for Slack's mrkdwn and plain_text fields (&, <, >). */
export function escapeMrkdwn(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/**
 * Renders an answer for a Slack section: formatting kept, links checked, nothing else
 * interpreted; as escaped text if that fails.
 */
export function markdownToSlackMrkdwn(source: string): string {
  return renderOrFallback(
    source,
    (markdown) => blocks(lexMarkdown(markdown), '').trim(),
    (markdown) => escapeMrkdwn(markdown.trim()),
  );
}

function blocks(tokens: MarkedToken[], indent: string): string {
  const parts: string[] = [];
  for (const token of tokens) {
    const text = block(token, indent);
    if (text !== '') parts.push(text);
  }
  return parts.join('\n');
}

function block(token: MarkedToken, indent: string): string {
  switch (token.type) {
    case 'space':
    case 'def':
      return '';
    case 'paragraph':
      return `${inline(known(token.tokens))}\n`;
    case 'heading':
      return `*${inline(known(token.tokens))}*\n`;
    case 'text':
      return token.tokens ? inline(known(token.tokens)) : escapeMrkdwn(decodeEntities(token.text));
    case 'list':
      return `${list(token, indent)}\n`;
    case 'blockquote':
      return `${blocks(known(token.tokens), '')
        .trimEnd()
        .split('\n')
        .map((line) => `>${line}`)
        .join('\n')}\n`;
    case 'code':
      return `\`\`\`\n${escapeMrkdwn(token.text)}\n\`\`\`\n`;
    case 'hr':
      return '———\n';
    case 'table':
      return `${[token.header, ...token.rows].map((cells) => cells.map((cell) => inline(known(cell.tokens))).join(' | ')).join('\n')}\n`;
    case 'html':
      return `${escapeMrkdwn(token.text.trim())}\n`;
    default:
      return inline([token]);
  }
}

function list(token: Tokens.List, indent: string): string {
  const first = token.ordered && token.start !== '' ? Number(token.start) : 1;
  return token.items
    .map((item, index) => {
      const marker = token.ordered ? `${first + index}. ` : '• ';
      return `${indent}${marker}${taskMark(item)}${blocks(known(item.tokens), `${indent}    `).trimEnd()}`;
    })
    .join('\n');
}

function inline(tokens: MarkedToken[]): string {
  let out = '';
  for (const token of tokens) {
    switch (token.type) {
      case 'strong':
        out += `*${inline(known(token.tokens))}*`;
        break;
      case 'em':
        out += `_${inline(known(token.tokens))}_`;
        break;
      case 'del':
        out += `~${inline(known(token.tokens))}~`;
        break;
      case 'codespan':
        out += `\`${escapeMrkdwn(token.text)}\``;
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
        out += token.tokens ? inline(known(token.tokens)) : escapeMrkdwn(decodeEntities(token.text));
        break;
      case 'escape':
      case 'html':
        out += escapeMrkdwn(token.text);
        break;
      default:
        out += block(token, '');
    }
  }
  return out;
}

/** A Slack link: <url|label>, with the URL's own | and & made harmless. */
function link(token: Tokens.Link | Tokens.Image): string {
  const label = escapeMrkdwn(inlinePlainText(known(token.tokens)) || (token.type === 'image' ? 'image' : ''));
  const url = safeLinkUrl(token.href);
  if (!url) return label;
  return `<${slackUrl(url)}|${label || escapeMrkdwn(url)}>`;
}

/** A checked URL ready for Slack's <url|label>: & escaped, the label separator encoded. */
export function slackUrl(url: string): string {
  return escapeMrkdwn(url).replaceAll('|', '%7C');
}
