/**
 * Markdown -> HTML for emails and for the web app (the check-in page's preview, the dashboards),
 * so a member sees what the email summary will show. Raw HTML in an answer is escaped and shown
 * as typed; links keep only http, https, mailto and ftp; everything else is text. The output has
 * no newlines outside code blocks and uses inline styles only, as email clients need.
 *
 * Remote images never load by themselves (an image URL on a tracker would tell its sender who
 * read the answer and when): emails link them, and the web app shows a 'Show image from <host>'
 * button that loads the image only when the viewer presses it (tab: use-click-to-load-images).
 *
 * Answers are untrusted (ARCHITECTURE §5): the lexer is bounded (bounded-lexer.ts), and an answer
 * that still cannot be rendered, or whose HTML would be huge, is shown as escaped plain text.
 */
import type { MarkedToken, Tokens } from 'marked';
import { escapeHtml } from '../escape-html.ts';
import { decodeEntities, known, lexMarkdown, safeLinkUrl, taskMark } from './markdown-tokens.ts';
import { renderOrFallback } from './render-or-fallback.ts';

/**
 * The most HTML one answer may render to (a 20,000-character answer of tiny code spans or table
 * cells renders to ~30 times its size); beyond it the answer is shown as plain text. Gmail clips
 * a whole message at 102 KB, and MJML spends ~50 ms per megabyte of a summary.
 */
export const MAX_ANSWER_HTML_CHARS = 150_000;

const STYLE = {
  p: 'margin:0 0 8px 0;',
  list: 'margin:0 0 8px 0;padding-left:24px;',
  taskItem: 'list-style-type:none;',
  quote: 'margin:0 0 8px 0;padding-left:12px;border-left:3px solid #d1d1d1;color:#616161;',
  pre: 'margin:0 0 8px 0;padding:8px;background:#f5f5f5;border-radius:4px;white-space:pre-wrap;font-family:Consolas,Menlo,monospace;font-size:13px;',
  code: 'padding:0 3px;background:#f5f5f5;border-radius:3px;font-family:Consolas,Menlo,monospace;font-size:13px;',
  hr: 'border:none;border-top:1px solid #e0e0e0;margin:8px 0;',
  table: 'border-collapse:collapse;margin:0 0 8px 0;',
  cell: 'border:1px solid #e0e0e0;padding:4px 8px;text-align:left;',
} as const;

/** Renders an answer for an email body: safe HTML, never raw HTML from the answer. */
export function markdownToEmailHtml(source: string): string {
  return renderOrFallback(source, renderBlocks, plainTextHtml, MAX_ANSWER_HTML_CHARS);
}

export interface TPreviewOptions {
  /** Image URLs the viewer asked to see: those show as images, the others as buttons. */
  shownImages?: ReadonlySet<string>;
}

/** Set only while markdownToPreviewHtml renders (rendering is synchronous, so nothing interleaves). */
let previewImages: ReadonlySet<string> | null = null;

const NO_IMAGES: ReadonlySet<string> = new Set();

/**
 * The web app's rendering: the email rendering, except that an https image is a 'Show image from
 * <host>' button (data-image-url holds the URL) until the viewer has pressed it, and then the
 * image, at most 800x600. Other images are links, as in emails.
 */
export function markdownToPreviewHtml(source: string, options: TPreviewOptions = {}): string {
  previewImages = options.shownImages ?? NO_IMAGES;
  try {
    return renderOrFallback(source, renderBlocks, plainTextHtml, MAX_ANSWER_HTML_CHARS);
  } finally {
    previewImages = null;
  }
}

/** An answer as escaped text: paragraphs at blank lines, line breaks kept. The fallback of both. */
export function plainTextHtml(source: string): string {
  return source
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n\s*/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p style="${STYLE.p}">${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`)
    .join('');
}

function renderBlocks(source: string): string {
  return blocks(lexMarkdown(source));
}

function blocks(tokens: MarkedToken[]): string {
  let out = '';
  for (const token of tokens) out += block(token);
  return out;
}

function block(token: MarkedToken): string {
  switch (token.type) {
    case 'space':
    case 'def':
      return '';
    case 'paragraph':
      return `<p style="${STYLE.p}">${inline(known(token.tokens))}</p>`;
    case 'heading':
      return `<p style="${STYLE.p}"><strong>${inline(known(token.tokens))}</strong></p>`;
    case 'text':
      return token.tokens ? inline(known(token.tokens)) : escapeHtml(decodeEntities(token.text));
    case 'list':
      return list(token);
    case 'blockquote':
      return `<blockquote style="${STYLE.quote}">${blocks(known(token.tokens))}</blockquote>`;
    case 'code':
      return `<pre style="${STYLE.pre}"><code>${escapeHtml(token.text)}</code></pre>`;
    case 'hr':
      return `<hr style="${STYLE.hr}">`;
    case 'table':
      return table(token);
    case 'html':
      return `<p style="${STYLE.p}">${escapeHtml(token.text.trim()).replaceAll('\n', '<br>')}</p>`;
    default:
      return inline([token]);
  }
}

function list(token: Tokens.List): string {
  const tag = token.ordered ? 'ol' : 'ul';
  const start = token.ordered && token.start !== '' && token.start !== 1 ? ` start="${Number(token.start)}"` : '';
  const items = token.items
    .map((item) => `<li${taskItemStyle(token, item)}>${taskMark(item)}${blocks(known(item.tokens))}</li>`)
    .join('');
  return `<${tag}${start} style="${STYLE.list}">${items}</${tag}>`;
}

/** A bulleted checklist item shows only its box: the bullet would be a second marker before it. */
function taskItemStyle(list: Tokens.List, item: Tokens.ListItem): string {
  return item.task && !list.ordered ? ` style="${STYLE.taskItem}"` : '';
}

function table(token: Tokens.Table): string {
  const row = (cells: Tokens.TableCell[], tag: 'th' | 'td') =>
    `<tr>${cells.map((cell) => `<${tag} style="${STYLE.cell}">${inline(known(cell.tokens))}</${tag}>`).join('')}</tr>`;
  const body = token.rows.map((cells) => row(cells, 'td')).join('');
  return `<table style="${STYLE.table}"><thead>${row(token.header, 'th')}</thead><tbody>${body}</tbody></table>`;
}

function inline(tokens: MarkedToken[]): string {
  let out = '';
  for (const token of tokens) {
    switch (token.type) {
      case 'strong':
        out += `<strong>${inline(known(token.tokens))}</strong>`;
        break;
      case 'em':
        out += `<em>${inline(known(token.tokens))}</em>`;
        break;
      case 'del':
        out += `<del>${inline(known(token.tokens))}</del>`;
        break;
      case 'codespan':
        out += `<code style="${STYLE.code}">${escapeHtml(token.text)}</code>`;
        break;
      case 'br':
        out += '<br>';
        break;
      case 'link':
        out += link(token);
        break;
      case 'image':
        out += image(token);
        break;
      case 'checkbox':
        break;
      case 'text':
        out += token.tokens ? inline(known(token.tokens)) : escapeHtml(decodeEntities(token.text));
        break;
      case 'escape':
      case 'html':
        out += escapeHtml(token.text);
        break;
      default:
        out += block(token);
    }
  }
  return out;
}

function image(token: Tokens.Image): string {
  const url = safeLinkUrl(token.href);
  const label = escapeHtml(decodeEntities(token.text) || 'image');
  if (!url) return label;
  if (!previewImages || !url.startsWith('https:')) return `<a href="${escapeHtml(url)}">${label}</a>`;
  if (previewImages.has(url)) {
    return `<img src="${escapeHtml(url)}" alt="${label}" referrerpolicy="no-referrer" style="max-width:800px;max-height:600px;width:auto;height:auto">`;
  }
  const host = escapeHtml(new URL(url).host);
  return `<button type="button" data-image-url="${escapeHtml(url)}" title="${label}">Show image from ${host}</button>`;
}

function link(token: Tokens.Link): string {
  const url = safeLinkUrl(token.href);
  const label = token.autolink ? escapeHtml(token.text) : inline(known(token.tokens));
  return url ? `<a href="${escapeHtml(url)}">${label}</a>` : label;
}
