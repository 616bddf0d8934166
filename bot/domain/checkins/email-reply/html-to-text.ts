/**
 * The HTML part of a reply as the plain text a mail client shows: blocks and <br> become lines,
 * lists Markdown items, links Markdown links, blockquotes "> " lines. htmlparser2 tokenizes (and
 * decodes entities); this module only decides what the member wrote and where their words end.
 */
import { decodeHTML } from 'entities';
import { Tokenizer, type TokenizerCallbacks } from 'htmlparser2';
import { isFromLine } from './quote-headers.ts';

/** HTML past this length is not read: the member's words come first, and the scan stays cheap. */
const MAX_HTML_LENGTH = 1_000_000;
const MAX_LIST_DEPTH = 8;
/** Deeper blockquotes are shown at this depth: "> " repeated per line must stay bounded. */
const MAX_QUOTE_DEPTH = 8;
const LIST_INDENT = '   ';

/** Elements whose content is never text. */
const SKIPPED_ELEMENTS = new Set(['head', 'style', 'script', 'title', 'xml', 'template', 'noscript', 'textarea']);
const BLOCK_ELEMENTS = new Set([
  'address',
  'article',
  'aside',
  'caption',
  'center',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'main',
  'nav',
  'p',
  'section',
  'summary',
  'table',
  'tbody',
  'tfoot',
  'thead',
  'tr',
]);
/** Where quoted history starts: Gmail, Yahoo, Thunderbird, Proton, Fastmail, Zoho (by class). */
const QUOTE_CLASSES = [
  'gmail_quote',
  'gmail_quote_container',
  'yahoo_quoted',
  'moz-cite-prefix',
  'protonmail_quote',
  'qt', // Fastmail
  'zmail_extra', // Zoho
];
/** Where a signature starts (by class): everything after it is signature or history. */
const SIGNATURE_CLASSES = ['gmail_signature', 'moz-signature'];
/** Outlook's reply markers (by id, lowercased). */
const QUOTE_IDS = new Set(['divrplyfwdmsg', 'appendonsend', 'mail-editor-reference-message-container']);
/** Outlook's signature containers (by id, lowercased). */
const SIGNATURE_IDS = new Set(['signature', 'ms-outlook-mobile-signature']);

interface TTag {
  name: string;
  attributes: Readonly<Record<string, string>>;
}

interface TOpenLink {
  href: string;
  line: number;
  column: number | null;
}

/**
 * 'body' reads up to the first quote or signature; 'signature' reads from a signature to the quote;
 * 'inline' reads through quotes (as "> " lines) to find answers typed between quoted questions.
 */
export type THtmlPart = 'body' | 'signature' | 'inline';

/** Converts a reply's HTML to text, reading only `part` of it (see THtmlPart). */
export function convertHtml(html: string, part: THtmlPart): string {
  const source = html.length > MAX_HTML_LENGTH ? html.slice(0, MAX_HTML_LENGTH) : html;
  const out = new PlainTextWriter();
  let reading = part !== 'signature';
  /** Open elements whose content is skipped (head, style, …), innermost last. */
  const skipping: string[] = [];
  const tokens = readTokens(source, {
    open(tag, after) {
      const boundary = quoteOrSignatureAt(tag, source, after);
      if ((boundary === 'quote' && part !== 'inline') || (boundary === 'signature' && reading)) return 'stop';
      if (boundary === 'signature') reading = true;
      // A <body> ends an unclosed <head>.
      if (tag.name === 'body' && skipping[0] === 'head') skipping.length = 0;
      if (SKIPPED_ELEMENTS.has(tag.name)) skipping.push(tag.name);
      else if (reading && skipping.length === 0) out.open(tag);
      return 'go on';
    },
    close(name) {
      if (skipping.length > 0) {
        if (skipping.at(-1) === name) skipping.pop();
      } else if (reading) {
        out.close(name);
      }
    },
    text(text) {
      if (reading && skipping.length === 0) out.text(text);
    },
  });
  tokens.run();
  return out.finish();
}

interface TTokenHandler {
  /** An opening tag; `after` is where its markup ends. 'stop' ends the reading. */
  open(tag: TTag, after: number): 'stop' | 'go on';
  close(name: string): void;
  /** Text with its character references decoded. */
  text(text: string): void;
}

/**
 * Feeds `html` through htmlparser2's tokenizer (which also decodes entities) to `handler`, tag by
 * tag. The tokenizer keeps no element stack, so stray or unclosed tags and deep nesting cost
 * nothing extra: what they mean for the text is PlainTextWriter's call.
 */
function readTokens(html: string, handler: TTokenHandler): { run(): void } {
  let text = '';
  let tagName = '';
  let attributes: Record<string, string> = Object.create(null);
  let attributeName = '';
  let attributeValue = '';
  let stopped = false;
  const slice = (start: number, end: number) => html.slice(start, end);
  const flush = () => {
    if (text !== '' && !stopped) handler.text(text);
    text = '';
  };
  const openTag = (end: number) => {
    if (stopped) return;
    if (handler.open({ name: tagName, attributes }, end + 1) === 'stop') {
      stopped = true;
      tokenizer.pause();
    }
  };
  const callbacks: TokenizerCallbacks = {
    ontext: (start, end) => {
      text += slice(start, end);
    },
    ontextentity: (codePoint) => {
      text += String.fromCodePoint(codePoint);
    },
    onopentagname: (start, end) => {
      flush();
      tagName = slice(start, end).toLowerCase();
      attributes = Object.create(null);
    },
    onattribname: (start, end) => {
      attributeName = slice(start, end).toLowerCase();
      attributeValue = '';
    },
    onattribdata: (start, end) => {
      attributeValue += slice(start, end);
    },
    onattribentity: (codePoint) => {
      attributeValue += String.fromCodePoint(codePoint);
    },
    onattribend: () => {
      if (!(attributeName in attributes)) attributes[attributeName] = attributeValue;
    },
    onopentagend: openTag,
    onselfclosingtag: openTag,
    onclosetag: (start, end) => {
      flush();
      if (!stopped) handler.close(slice(start, end).toLowerCase());
    },
    // Comments, <!DOCTYPE>, Outlook's <![if …]>, <?xml?> and CDATA hold no text a member wrote.
    oncomment: flush,
    ondeclaration: flush,
    onprocessinginstruction: flush,
    oncdata: flush,
    onend: flush,
  };
  const tokenizer = new Tokenizer({ decodeEntities: true }, callbacks);
  return {
    run() {
      tokenizer.write(html);
      if (!stopped) tokenizer.end();
    },
  };
}

/** Whether this tag opens quoted history or a signature: the member's words end here. */
function quoteOrSignatureAt(tag: TTag, html: string, after: number): 'quote' | 'signature' | null {
  const classes = (tag.attributes.class ?? '').split(/\s+/);
  const id = (tag.attributes.id ?? '').toLowerCase();
  if (SIGNATURE_CLASSES.some((name) => classes.includes(name)) || SIGNATURE_IDS.has(id)) return 'signature';
  if (tag.name === 'a' && tag.attributes.name === '_MailAutoSig') return 'signature';
  if (QUOTE_CLASSES.some((name) => classes.includes(name)) || QUOTE_IDS.has(id)) return 'quote';
  if (tag.name === 'blockquote' && tag.attributes.type?.toLowerCase() === 'cite') return 'quote';
  return startsOutlookHeaders(tag, html, after) ? 'quote' : null;
}

/** Outlook desktop's header block: a div with a top border whose text starts with "From:" (any language). */
function startsOutlookHeaders(tag: TTag, html: string, after: number): boolean {
  return tag.name === 'div' && /border-top\s*:\s*solid/i.test(tag.attributes.style ?? '') && opensWithFrom(html, after);
}

/** Whether the text right after `from` starts with "From:" (Outlook's header block), tags ignored. */
function opensWithFrom(html: string, from: number): boolean {
  const text = decodeHTML(html.slice(from, from + 800).replace(/<[^<>]*>/g, ' ')).trim();
  return isFromLine(text);
}

/** Collects text into lines the way a mail client shows them. */
class PlainTextWriter {
  private readonly lines: string[] = [];
  private current = '';
  /** The list marker waiting for the current line's first text. */
  private marker = '';
  private quoteDepth = 0;
  /** A block held only &nbsp; so far (Outlook's empty paragraph): it shows as a blank line. */
  private blankBlock = false;
  private preDepth = 0;
  private readonly lists: { ordered: boolean; next: number }[] = [];
  private readonly links: TOpenLink[] = [];

  text(raw: string): void {
    if (this.preDepth > 0) {
      raw.split('\n').forEach((part, index) => {
        if (index > 0) this.lineBreak();
        if (part !== '') this.append(part);
      });
      return;
    }
    const collapsed = raw.replace(/\s+/g, ' ');
    if (this.current === '') {
      if (raw.includes('\u00A0')) this.blankBlock = true;
      const start = collapsed.trimStart();
      if (start !== '') this.append(start);
    } else {
      this.append(this.current.endsWith(' ') && collapsed.startsWith(' ') ? collapsed.slice(1) : collapsed);
    }
  }

  open(tag: TTag): void {
    switch (tag.name) {
      case 'br':
        this.lineBreak();
        return;
      case 'ul':
      case 'ol':
        this.blockBreak();
        this.lists.push({ ordered: tag.name === 'ol', next: Number(tag.attributes.start) || 1 });
        return;
      case 'li':
        this.listItem(Number(tag.attributes.value) || null);
        return;
      case 'blockquote':
        this.blockBreak();
        this.quoteDepth++;
        return;
      case 'pre':
        this.blockBreak();
        this.preDepth++;
        return;
      case 'a':
        this.links.push({ href: tag.attributes.href ?? '', line: this.lines.length, column: this.column() });
        return;
      case 'img':
        this.emoji(tag.attributes.alt ?? '');
        return;
      case 'td':
      case 'th':
        if (this.current !== '' && !this.current.endsWith(' ')) this.current += ' ';
        return;
      default:
        if (BLOCK_ELEMENTS.has(tag.name)) this.blockBreak();
    }
  }

  close(name: string): void {
    switch (name) {
      case 'ul':
      case 'ol':
        this.lists.pop();
        this.blockBreak();
        return;
      case 'li':
        this.blockBreak();
        this.marker = '';
        return;
      case 'blockquote':
        this.blockBreak();
        this.quoteDepth = Math.max(0, this.quoteDepth - 1);
        return;
      case 'pre':
        this.blockBreak();
        this.preDepth = Math.max(0, this.preDepth - 1);
        return;
      case 'a':
        this.closeLink();
        return;
      default:
        if (BLOCK_ELEMENTS.has(name)) this.blockBreak();
    }
  }

  finish(): string {
    this.blockBreak();
    return this.lines.join('\n');
  }

  private append(text: string): void {
    if (this.current === '') {
      this.current = `${'> '.repeat(Math.min(this.quoteDepth, MAX_QUOTE_DEPTH))}${this.marker}`;
      this.marker = '';
      for (let index = this.links.length - 1; index >= 0; index--) {
        const link = this.links[index];
        if (!link || link.column !== null || link.line !== this.lines.length) break;
        link.column = this.current.length;
      }
    }
    this.current += text;
  }

  /** Where text added now starts on the current line; null until the line has text. */
  private column(): number | null {
    return this.current === '' ? null : this.current.length;
  }

  private lineBreak(): void {
    this.lines.push(this.current.trimEnd());
    this.current = '';
    this.blankBlock = false;
  }

  private blockBreak(): void {
    if (this.current !== '' || this.blankBlock) this.lineBreak();
  }

  private listItem(value: number | null): void {
    this.blockBreak();
    const list = this.lists.at(-1);
    const depth = Math.min(Math.max(this.lists.length - 1, 0), MAX_LIST_DEPTH);
    let marker = '- ';
    if (list?.ordered) {
      const number = value ?? list.next;
      list.next = number + 1;
      marker = `${number}. `;
    }
    this.marker = `${LIST_INDENT.repeat(depth)}${marker}`;
  }

  private emoji(alt: string): void {
    if (/^\p{Extended_Pictographic}/u.test(alt) && alt.length <= 8) this.text(alt);
  }

  /** A link whose words differ from its address becomes [words](address); otherwise the words stay. */
  private closeLink(): void {
    const link = this.links.pop();
    if (!link || link.column === null || link.line !== this.lines.length) return;
    const linked = this.current.slice(link.column);
    const words = linked.trim();
    const href = link.href.trim();
    if (words === '' || !/^https?:\/\//i.test(href) || /[\s()<>]/.test(href)) return;
    if (/^(https?:\/\/|www\.|mailto:)|^\S+@\S+$/i.test(words) || words.includes('](')) return;
    const before = this.current.slice(0, link.column) + (linked.startsWith(' ') ? ' ' : '');
    const after = linked.endsWith(' ') ? ' ' : '';
    this.current = `${before}[${words.replace(/[[\]]/g, '\\$&')}](${href})${after}`;
  }
}
