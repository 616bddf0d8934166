/**
 * The member's own words from an emailed check-in reply: the text part (or the HTML part turned
 * into text) without the quoted prompt, earlier history, signatures and "Sent from my iPhone" lines.
 * Pure and free of dependencies, so what a reply turns into is predictable and testable.
 */

const WORD_PATTERN = /[\p{L}\p{N}]+/gu;

/** The decoded parts of a reply, as mailparser gives them. */
export interface TReplyParts {
  /** The text/plain part; '' or absent when the mail had only HTML. */
  text?: string;
  /** The text/html part, when the mail had one. */
  html?: string;
}

/**
 * What the member wrote in a reply, ready for splitAnswers: the text part when there is one, else
 * the HTML part as text, cut before quoted history and signatures. Never returns quoted text.
 */
export function replyBody(input: TReplyParts): string {
  if (!input.text?.trim()) return stripQuotedText(input.html ? htmlToText(input.html) : '');
  const body = stripQuotedText(input.text);
  return input.html ? withoutSignature(body, htmlSignature(input.html)) : body;
}

/**
 * Removes a signature from the end of the text part when the HTML part marked it (Outlook's
 * id="Signature", Gmail's gmail_signature): the text part of a reply keeps no such marker.
 */
function withoutSignature(body: string, signature: string): string {
  const expected = (signature.match(WORD_PATTERN) ?? []).reverse();
  if (expected.length === 0) return body;
  const lines = body.split('\n');
  const foundBackwards: string[] = [];
  for (let start = lines.length - 1; start > 0; start--) {
    foundBackwards.push(...((lines[start] ?? '').match(WORD_PATTERN) ?? []).reverse());
    if (foundBackwards.length > expected.length) break;
    if (foundBackwards.length === expected.length) {
      return foundBackwards.join(' ') === expected.join(' ') ? tidy(lines.slice(0, start)) : body;
    }
  }
  return body;
}

// ---------------------------------------------------------------------------------------------
// Text: quote headers, quoted lines, signatures.

/** "On Mon, Nov 23, 2026 at 10:02 AM Rollcall <reply@…> wrote:" and its translations. */
const ATTRIBUTIONS = [
  /^on\s.*\bwrote\s?:$/i,
  /^le\s.*\ba écrit\s?:$/i,
  /^am\s.*\bschrieb\b.*:$/i,
  /^el\s.*\bescribió\s?:$/i,
  /^op\s.*\bschreef\b.*:$/i,
  /^il\s.*\bha scritto\s?:$/i,
  /^em\s.*\bescreveu\s?:$/i,
  /^.*<[^<>\s@]+@[^<>\s]+>\s*wrote\s?:$/i,
];
/** A date, a time or an address: what tells an attribution from a sentence that ends in "wrote:". */
const ATTRIBUTION_DETAIL = /\b\d{4}\b|\d{1,2}:\d{2}|\d{1,2}\/\d{1,2}|@/;
const MAX_ATTRIBUTION_LINES = 3;

/** Lines after which everything is earlier mail. */
const HISTORY_MARKERS = [
  /^-{2,}\s*(original message|ursprüngliche nachricht|message d'origine|mensaje original|messaggio originale|mensagem original|oorspronkelijk bericht|forwarded message)\s*-{2,}$/i,
  /^begin forwarded message\s?:$/i,
];

/** Outlook's header block: "From: …", then "Sent: …", "To: …", "Subject: …" (also translated). */
const FROM_HEADER = /^\*{0,2}(from|de|von|van|da|från|fra|od)\s?:\*{0,2}\s*\S/i;
const HEADER_CATEGORIES: ReadonlyArray<readonly [string, RegExp]> = [
  ['sent', /^\*{0,2}(sent|date|envoyé|gesendet|datum|enviado|fecha|verzonden|inviato|data|skickat|sendt)\s?:/i],
  ['to', /^\*{0,2}(to|à|a|an|para|aan|till|til)\s?:/i],
  ['cc', /^\*{0,2}(cc|bcc)\s?:/i],
  ['subject', /^\*{0,2}(subject|objet|betreff|asunto|assunto|onderwerp|oggetto|ämne|emne)\s?:/i],
];
const MAX_HEADER_LINES = 8;
/** Outlook's "________________________________" line above its header block. */
const OUTLOOK_SEPARATOR = /^_{20,}$/;
const ANY_HEADER = /^\*{0,2}\p{L}[\p{L} ]{0,20}\s?:/u;
/** Separator lines left above a quote header (Outlook's underscores, a converted <hr>). */
const TRAILING_SEPARATOR = /^(_{8,}|-{8,}|={8,})$/;

/** "-- " (RFC 3676) or "--" once the trailing space is lost: a signature follows. */
const SIGNATURE_DELIMITER = /^--[ \t]?$/;

/** "Sent from my iPhone", "Sent from Outlook for iOS", "Get Outlook for Android" and friends. */
const DEVICE_SIGNATURES = [
  /^sent from (my |the )?(\S+ ){0,3}?(iphone|ipad|ipod|android|mobile|phone|smartphone|galaxy|samsung|pixel|blackberry|tablet|device)\b.{0,60}$/i,
  /^sent from (outlook|mail for windows|yahoo mail|proton ?mail|aol|gmail|samsung email|my mail)\b.{0,60}$/i,
  /^get outlook for (ios|android)\b.{0,60}$/i,
  /^(envoyé de mon|von meinem|enviado desde mi|inviato da|verzonden vanaf mijn)\b.{0,60}$/i,
];

/** "Best regards," and friends: with the name under it, the end of a reply is a closing, not an answer. */
const VALEDICTION =
  /^(thanks|thank you|many thanks|thx|cheers|best|best regards|best wishes|kind regards|warm regards|regards|all the best|br|merci|cordialement|bien à vous|grüße|viele grüße|beste grüße|mit freundlichen grüßen|lg|saludos|un saludo|abraços|obrigado|obrigada)[\s,.!]*$/i;
const MAX_CLOSING_LINES = 4;
const MAX_CLOSING_LINE_LENGTH = 80;
/** A line that starts an answer ("1.", "2)", "3 -"; not "10:30"), so a closing never swallows one. */
const NUMBERED = /^\s*(?:\*\*|__|\*|_)?\s*(?:[qQ#(]\s?)?\d{1,2}(?:\s*[.):](?!\d)|\s+[-–—]\s)/;

/** Bullets Outlook and Word put in text ("·", "•"): Markdown list markers instead. */
const TEXT_BULLET = /^(\s*)[·•▪◦●][ \t]+/;

/** A line of quoted history ("> …"). */
function isQuoted(line: string): boolean {
  return /^ {0,3}>/.test(line);
}

/**
 * Cuts a reply's text to the member's own words: quoted lines and everything after a quote header
 * or a signature go. A reply written between the quoted questions keeps its answers, numbered.
 */
export function stripQuotedText(text: string): string {
  const lines = normalizeText(text).split('\n');
  const own = writesAboveQuote(lines) ? linesAboveQuote(lines) : linesBetweenQuotes(lines);
  return tidy(withoutClosing(own));
}

function normalizeText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\uFEFF\u200B\u2060]/g, '')
    .replace(/[\u00A0\u2007\u202F]/g, ' ');
}

/** Whether the member wrote above the first quoted line or quote header (top-posting, the usual way). */
function writesAboveQuote(lines: readonly string[]): boolean {
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? '';
    if (isQuoted(line) || SIGNATURE_DELIMITER.test(line) || quoteHeaderAt(lines, index)) return false;
    if (/[\p{L}\p{N}]/u.test(line) && !isDeviceSignature(line)) return true;
  }
  return false;
}

type TQuoteHeader = { kind: 'attribution' | 'history'; lines: number };

/** The quote header starting at `index` ("On … wrote:", Outlook's block, "Original Message"), if any. */
function quoteHeaderAt(lines: readonly string[], index: number): TQuoteHeader | null {
  const raw = lines[index] ?? '';
  const line = raw.trim();
  if (line === '' || isQuoted(raw)) return null;
  const attribution = attributionLength(lines, index);
  if (attribution > 0) return { kind: 'attribution', lines: attribution };
  if (HISTORY_MARKERS.some((marker) => marker.test(line))) return { kind: 'history', lines: 1 };
  if (isHeaderBlock(lines, index) || isSeparatorAboveHeaders(lines, index)) return { kind: 'history', lines: 1 };
  return null;
}

/** How many lines an attribution takes (Gmail wraps it onto a second line); 0 when none starts here. */
function attributionLength(lines: readonly string[], index: number): number {
  let joined = '';
  for (let count = 1; count <= MAX_ATTRIBUTION_LINES && index + count <= lines.length; count++) {
    const next = (lines[index + count - 1] ?? '').trim();
    if (next === '' || (count > 1 && isQuoted(lines[index + count - 1] ?? ''))) return 0;
    joined = count === 1 ? next : `${joined} ${next}`;
    if (joined.length > 400) return 0;
    if (ATTRIBUTION_DETAIL.test(joined) && ATTRIBUTIONS.some((pattern) => pattern.test(joined))) return count;
  }
  return 0;
}

function headerCategory(line: string): string | null {
  return HEADER_CATEGORIES.find(([, pattern]) => pattern.test(line))?.[0] ?? null;
}

/** "From: …" followed by at least two of Sent/To/Subject, blank lines allowed between. */
function isHeaderBlock(lines: readonly string[], index: number): boolean {
  if (!FROM_HEADER.test((lines[index] ?? '').trim())) return false;
  const seen = new Set<string>();
  let scanned = 0;
  for (let next = index + 1; next < lines.length && scanned < MAX_HEADER_LINES; next++) {
    const line = (lines[next] ?? '').trim();
    if (line === '') continue;
    scanned++;
    const category = headerCategory(line);
    if (!category) break;
    if (category !== 'cc') seen.add(category);
  }
  return seen.size >= 2;
}

/** Outlook's underscore line directly above a header ("From: …" in any language). */
function isSeparatorAboveHeaders(lines: readonly string[], index: number): boolean {
  if (!OUTLOOK_SEPARATOR.test((lines[index] ?? '').trim())) return false;
  return ANY_HEADER.test(nextNonBlank(lines, index + 1).trim());
}

function isDeviceSignature(line: string): boolean {
  const trimmed = line.trim();
  return trimmed.length <= 100 && DEVICE_SIGNATURES.some((pattern) => pattern.test(trimmed));
}

/** A top-posted reply: the lines above the first quote header or signature, quoted lines dropped. */
function linesAboveQuote(lines: readonly string[]): string[] {
  const own: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? '';
    if (SIGNATURE_DELIMITER.test(line) || quoteHeaderAt(lines, index)) break;
    if (isQuoted(line) || isDeviceSignature(line)) continue;
    own.push(line);
  }
  while (own.length > 0 && ((own.at(-1) ?? '').trim() === '' || TRAILING_SEPARATOR.test((own.at(-1) ?? '').trim()))) {
    own.pop();
  }
  return own;
}

/** The number of a quoted prompt line ("> 2. What will you do today?"), when it is one. */
function quotedQuestionNumber(line: string): number | null {
  const unquoted = line.replace(/^ {0,3}> ?/, '');
  if (unquoted.startsWith('>')) return null;
  const match = /^(?:\*\*)?(\d{1,2})[.)](?:\*\*)?(?:\s|$)/.exec(unquoted);
  return match ? Number(match[1]) : null;
}

/**
 * A reply written under the quoted questions (nothing above the quote): the unquoted lines, each
 * group under the bare number of the quoted question it answers ("2."), never the question itself.
 */
function linesBetweenQuotes(lines: readonly string[]): string[] {
  const own: string[] = [];
  let wroteSomething = false;
  let pendingNumber: number | null = null;
  let questionEnded = false;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? '';
    if (SIGNATURE_DELIMITER.test(line)) break;
    if (isQuoted(line)) {
      const quoted = line.replace(/^ {0,3}>[ >]*/, '');
      const number = quotedQuestionNumber(line);
      if (number !== null) {
        pendingNumber = number;
        questionEnded = false;
      } else if (quoted.trim() === '') {
        questionEnded = pendingNumber !== null;
      } else if (questionEnded && /^\S/.test(quoted)) {
        pendingNumber = null;
      }
      continue;
    }
    const header = quoteHeaderAt(lines, index);
    if (header) {
      if (header.kind === 'history' || !isQuoted(nextNonBlank(lines, index + header.lines))) break;
      index += header.lines - 1;
      continue;
    }
    if (isDeviceSignature(line)) continue;
    if (line.trim() !== '') {
      wroteSomething = true;
      if (pendingNumber !== null && !NUMBERED.test(line)) own.push('', `${pendingNumber}.`);
      pendingNumber = null;
    }
    own.push(line);
  }
  return wroteSomething ? own : [];
}

function nextNonBlank(lines: readonly string[], from: number): string {
  for (let index = from; index < lines.length; index++) {
    if ((lines[index] ?? '').trim() !== '') return lines[index] ?? '';
  }
  return '';
}

/** Drops a closing at the very end ("Best regards,\nAna Lima\nStaff Engineer"): it is not an answer. */
function withoutClosing(lines: readonly string[]): string[] {
  let signatureLines = 0;
  for (let start = lines.length - 1; start >= 1 && signatureLines <= MAX_CLOSING_LINES; start--) {
    const line = (lines[start] ?? '').trim();
    if (line === '') continue;
    if (VALEDICTION.test(line) && ((lines[start - 1] ?? '').trim() === '' || line.endsWith(','))) {
      return lines.slice(0, start);
    }
    if (line.length > MAX_CLOSING_LINE_LENGTH || NUMBERED.test(line)) break;
    signatureLines++;
  }
  return [...lines];
}

/** Trailing whitespace off, bullets as Markdown, one blank line at most, no blank edges. */
function tidy(lines: readonly string[]): string {
  const tidied: string[] = [];
  for (const raw of lines) {
    const line = raw.trimEnd().replace(TEXT_BULLET, '$1- ');
    if (line === '' && (tidied.length === 0 || tidied.at(-1) === '')) continue;
    tidied.push(line);
  }
  while (tidied.at(-1) === '') tidied.pop();
  return tidied.join('\n');
}

// ---------------------------------------------------------------------------------------------
// HTML: a small converter that stops where quoted history or a signature starts.

/** HTML past this length is not read: the member's words come first, and the scan stays cheap. */
const MAX_HTML_LENGTH = 1_000_000;
const MAX_LIST_DEPTH = 8;
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
/** Where quoted history starts: Gmail, Yahoo, Thunderbird, Proton (by class). */
const QUOTE_CLASSES = ['gmail_quote', 'gmail_quote_container', 'yahoo_quoted', 'moz-cite-prefix', 'protonmail_quote'];
/** Where a signature starts (by class): everything after it is signature or history. */
const SIGNATURE_CLASSES = ['gmail_signature', 'moz-signature'];
/** Outlook's reply markers (by id, lowercased). */
const QUOTE_IDS = new Set(['divrplyfwdmsg', 'appendonsend', 'mail-editor-reference-message-container']);
/** Outlook's signature containers (by id, lowercased). */
const SIGNATURE_IDS = new Set(['signature', 'ms-outlook-mobile-signature']);

interface TTag {
  name: string;
  closing: boolean;
  attributes: Map<string, string>;
  end: number;
}

interface TOpenLink {
  href: string;
  line: number;
  column: number | null;
}

/**
 * Turns the HTML part of a reply into plain text: blocks and <br> become line breaks, list items
 * "- " (or "1. " in ordered lists), links Markdown links, blockquotes "> " lines; head, style and
 * script are dropped, entities decoded, and reading stops where quoted history or a signature begins.
 */
export function htmlToText(html: string): string {
  return convertHtml(html, 'body');
}

/** The text of the signature the HTML part marks ('' when none): the text part has it unmarked. */
function htmlSignature(html: string): string {
  return tidy(convertHtml(html, 'signature').split('\n'));
}

/** 'body' reads up to the first quote or signature; 'signature' reads from a signature to the quote. */
function convertHtml(html: string, part: 'body' | 'signature'): string {
  const source = html.length > MAX_HTML_LENGTH ? html.slice(0, MAX_HTML_LENGTH) : html;
  const out = new PlainTextWriter();
  let reading = part === 'body';
  let position = 0;
  while (position < source.length) {
    const open = source.indexOf('<', position);
    const textEnd = open === -1 ? source.length : open;
    if (textEnd > position && reading) out.text(decodeEntities(source.slice(position, textEnd)));
    if (open === -1) break;
    const skipped = skipMarkup(source, open);
    if (skipped !== null) {
      position = skipped;
      continue;
    }
    const tag = readTag(source, open);
    if (!tag) {
      out.text('<');
      position = open + 1;
      continue;
    }
    position = tag.end;
    if (tag.closing) {
      if (reading) out.close(tag.name);
      continue;
    }
    const boundary = quoteOrSignatureAt(tag, source);
    if (boundary === 'quote' || (boundary === 'signature' && reading)) break;
    if (boundary === 'signature') reading = true;
    if (SKIPPED_ELEMENTS.has(tag.name)) {
      position = skipElement(source, tag);
      continue;
    }
    if (reading) out.open(tag);
  }
  return out.finish();
}

/** Comments, <!DOCTYPE>, Outlook's <![if …]> and <?xml?>: the position after them, or null. */
function skipMarkup(html: string, start: number): number | null {
  if (html.startsWith('<!--', start)) {
    const end = html.indexOf('-->', start + 4);
    return end === -1 ? html.length : end + 3;
  }
  const next = html[start + 1];
  if (next !== '!' && next !== '?') return null;
  const end = html.indexOf('>', start);
  return end === -1 ? html.length : end + 1;
}

/** Reads the tag at `start` in one linear pass; null when '<' does not open a tag. */
function readTag(html: string, start: number): TTag | null {
  const head = /<(\/?)([a-zA-Z][\w:.-]*)/y;
  head.lastIndex = start;
  const match = head.exec(html);
  if (!match) return null;
  let quote: string | null = null;
  let index = head.lastIndex;
  for (; index < html.length; index++) {
    const char = html[index];
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '>') {
      break;
    }
  }
  const attributes = parseAttributes(html.slice(head.lastIndex, index));
  return { closing: match[1] === '/', name: (match[2] ?? '').toLowerCase(), attributes, end: index + 1 };
}

function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const pattern = /([^\s"'=<>/`]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of source.matchAll(pattern)) {
    const name = (match[1] ?? '').toLowerCase();
    if (!attributes.has(name)) attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}

/** The position after the end of a head, style or script element (or the rest, when unclosed). */
function skipElement(html: string, tag: TTag): number {
  const close = new RegExp(tag.name === 'head' ? '</head\\s*>|<body[\\s>]' : `</${tag.name}\\s*>`, 'ig');
  close.lastIndex = tag.end;
  const match = close.exec(html);
  if (!match) return html.length;
  return match[0].toLowerCase().startsWith('<body') ? match.index : close.lastIndex;
}

/** Whether this tag opens quoted history or a signature: the member's words end here. */
function quoteOrSignatureAt(tag: TTag, html: string): 'quote' | 'signature' | null {
  const classes = (tag.attributes.get('class') ?? '').split(/\s+/);
  const id = (tag.attributes.get('id') ?? '').toLowerCase();
  if (SIGNATURE_CLASSES.some((name) => classes.includes(name)) || SIGNATURE_IDS.has(id)) return 'signature';
  if (tag.name === 'a' && tag.attributes.get('name') === '_MailAutoSig') return 'signature';
  if (QUOTE_CLASSES.some((name) => classes.includes(name)) || QUOTE_IDS.has(id)) return 'quote';
  if (tag.name === 'blockquote' && tag.attributes.get('type')?.toLowerCase() === 'cite') return 'quote';
  return startsOutlookHeaders(tag, html) ? 'quote' : null;
}

/** Outlook desktop's header block: a div with a top border whose text starts with "From:". */
function startsOutlookHeaders(tag: TTag, html: string): boolean {
  return (
    tag.name === 'div' &&
    /border-top\s*:\s*solid/i.test(tag.attributes.get('style') ?? '') &&
    opensWithFrom(html, tag.end)
  );
}

/** Whether the text right after `from` starts with "From:" (Outlook's header block), tags ignored. */
function opensWithFrom(html: string, from: number): boolean {
  const text = decodeEntities(html.slice(from, from + 800).replace(/<[^<>]*>/g, ' ')).trim();
  return FROM_HEADER.test(text);
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
        this.lists.push({ ordered: tag.name === 'ol', next: Number(tag.attributes.get('start')) || 1 });
        return;
      case 'li':
        this.listItem(Number(tag.attributes.get('value')) || null);
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
        this.links.push({ href: tag.attributes.get('href') ?? '', line: this.lines.length, column: this.column() });
        return;
      case 'img':
        this.emoji(tag.attributes.get('alt') ?? '');
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
      this.current = `${'> '.repeat(this.quoteDepth)}${this.marker}`;
      this.marker = '';
      for (const link of this.links) {
        if (link.column === null && link.line === this.lines.length) link.column = this.current.length;
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

// ---------------------------------------------------------------------------------------------
// Entities.

/** Latin-1 entity names, in code point order from U+00A0. */
const LATIN1_ENTITIES =
  'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml'.split(
    ' ',
  );

const NAMED_ENTITIES: ReadonlyMap<string, string> = new Map([
  ...LATIN1_ENTITIES.map((name, offset): [string, string] => [name, String.fromCodePoint(0xa0 + offset)]),
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['OElig', 'Œ'],
  ['oelig', 'œ'],
  ['Scaron', 'Š'],
  ['scaron', 'š'],
  ['Yuml', 'Ÿ'],
  ['fnof', 'ƒ'],
  ['circ', 'ˆ'],
  ['tilde', '˜'],
  ['ensp', '\u2002'],
  ['emsp', '\u2003'],
  ['thinsp', '\u2009'],
  ['zwnj', '\u200C'],
  ['zwj', '\u200D'],
  ['lrm', '\u200E'],
  ['rlm', '\u200F'],
  ['ndash', '–'],
  ['mdash', '—'],
  ['lsquo', '‘'],
  ['rsquo', '’'],
  ['sbquo', '‚'],
  ['ldquo', '“'],
  ['rdquo', '”'],
  ['bdquo', '„'],
  ['dagger', '†'],
  ['Dagger', '‡'],
  ['bull', '•'],
  ['hellip', '…'],
  ['permil', '‰'],
  ['prime', '′'],
  ['Prime', '″'],
  ['lsaquo', '‹'],
  ['rsaquo', '›'],
  ['euro', '€'],
  ['trade', '™'],
  ['larr', '←'],
  ['uarr', '↑'],
  ['rarr', '→'],
  ['darr', '↓'],
  ['harr', '↔'],
  ['minus', '−'],
  ['check', '✓'],
]);

/** Decodes named (common ones) and numeric character references; unknown ones stay as written. */
function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z][a-zA-Z0-9]{1,31});/g, (entity, body: string) => {
    if (!body.startsWith('#')) return NAMED_ENTITIES.get(body) ?? entity;
    const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
    const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
    return valid ? String.fromCodePoint(code) : '\uFFFD';
  });
}
