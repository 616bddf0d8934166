/**
 * The member's own words from an emailed check-in reply: the text part (or the HTML part turned
 * into text) without the quoted prompt, earlier history, signatures and "Sent from my iPhone" lines.
 * Pure (htmlparser2 reads the HTML), so what a reply turns into is predictable and testable. The
 * language tables live in quote-headers.ts and reply-phrases.ts.
 */

import { convertHtml } from './html-to-text.ts';
import { isAttribution, isHeaderBlock, isHistorySeparator, isSeparatorAboveHeaders } from './quote-headers.ts';
import { isDeviceSignature, isGreeting, isValediction } from './reply-phrases.ts';

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
  if (!input.text?.trim()) return input.html ? htmlReplyBody(input.html) : '';
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

const MAX_ATTRIBUTION_LINES = 3;
/** Separator lines left above a quote header (Outlook's underscores, a converted <hr>). */
const TRAILING_SEPARATOR = /^(_{8,}|-{8,}|={8,})$/;

/** "-- " (RFC 3676) or "--" once the trailing space is lost: a signature follows. */
const SIGNATURE_DELIMITER = /^--[ \t]?$/;

const MAX_CLOSING_LINES = 4;
const MAX_CLOSING_LINE_LENGTH = 80;
/** A line that starts an answer ("1.", "2)", "3 -"; not "10:30"), so a closing never swallows one. */
const NUMBERED = /^\s*(?:\*\*|__|\*|_)?\s*(?:[qQ#(]\s?)?\d{1,2}(?:\s*[.):](?!\d)|\s+[-–—]\s)/;

/** Bullets Outlook and Word put in text ("·", "•"): Markdown list markers instead. */
const TEXT_BULLET = /^(\s*)[·•▪◦●][ \t]+/;

/**
 * Lines only our own prompt holds (checkin-prompt.ts): below an attribution with no "> " quoting
 * (Yahoo's text part), they tell quoted history from answers typed under the attribution.
 */
const PROMPT_LINE = /^\s*(?:open your check-?in\b|you can also reply to this email\b)/i;

/** A line of quoted history ("> …"). */
function isQuoted(line: string): boolean {
  return /^ {0,3}>/.test(line);
}

function hasWords(line: string): boolean {
  return /[\p{L}\p{N}]/u.test(line);
}

/** A line the member wrote that may be an answer: words, and not a greeting or a device line. */
function isOwnWords(line: string): boolean {
  return hasWords(line) && !isGreeting(line) && !isDeviceSignature(line);
}

/**
 * Cuts a reply's text to the member's own words: quoted lines and everything after a quote header
 * or a signature go. Answers written above the quote (top-posting) are kept; so are answers written
 * under it or between the quoted questions (bottom-posting, inline), numbered by the quoted question
 * they follow. A greeting above the quote ("Hi,") is not taken for the answers.
 */
export function stripQuotedText(text: string): string {
  const lines = normalizeText(text).split('\n');
  const above = linesAboveQuote(lines);
  const below = linesBetweenQuotes(lines);
  const top = above.slice(0, firstQuoteLine(lines));
  // Top-posted: words above the quote, numbered or with nothing typed under the quoted questions
  // ("Answers inline:" above the quote is not an answer).
  const topPosted = top.some(isOwnWords) && (top.some((line) => NUMBERED.test(line)) || !below.underQuestions);
  const own = topPosted || below.lines.length === 0 ? above : below.lines;
  return tidy(withoutClosing(own));
}

function normalizeText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\uFEFF\u200B\u2060]/g, '')
    .replace(/[\u00A0\u2007\u202F\u3000]/g, ' ');
}

type TQuoteHeader = { kind: 'attribution' | 'history'; lines: number };

/** The quote header starting at `index` ("On … wrote:", Outlook's block, "Original Message"), if any. */
function quoteHeaderAt(lines: readonly string[], index: number): TQuoteHeader | null {
  const raw = lines[index] ?? '';
  const line = raw.trim();
  if (line === '' || isQuoted(raw)) return null;
  if (isHistorySeparator(line)) return { kind: 'history', lines: 1 };
  const attribution = attributionLength(lines, index);
  if (attribution > 0) return { kind: 'attribution', lines: attribution };
  if (isHeaderBlock(lines, index) || isSeparatorAboveHeaders(line, nextNonBlank(lines, index + 1))) {
    return { kind: 'history', lines: 1 };
  }
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
    if (isAttribution(joined)) return count;
  }
  return 0;
}

/** How many lines come before the first quoted line ("> …"), or all of them. */
function firstQuoteLine(lines: readonly string[]): number {
  const index = lines.findIndex(isQuoted);
  return index === -1 ? lines.length : index;
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

/** For each line: whether a quoted line, or a line of our prompt, comes at or after it. */
function lookahead(lines: readonly string[]): { quotedFrom: boolean[]; promptFrom: boolean[] } {
  const quotedFrom = new Array<boolean>(lines.length + 1).fill(false);
  const promptFrom = new Array<boolean>(lines.length + 1).fill(false);
  for (let index = lines.length - 1; index >= 0; index--) {
    const line = lines[index] ?? '';
    quotedFrom[index] = (quotedFrom[index + 1] ?? false) || isQuoted(line);
    promptFrom[index] = (promptFrom[index + 1] ?? false) || (!isQuoted(line) && PROMPT_LINE.test(line));
  }
  return { quotedFrom, promptFrom };
}

/**
 * A reply written under the quote or between the quoted questions: the unquoted lines, each group
 * under the bare number of the quoted question it answers ("2."), never the question itself. A
 * greeting before the first answer is dropped. `underQuestions` tells whether any answer followed
 * a quoted question.
 */
function linesBetweenQuotes(lines: readonly string[]): { lines: string[]; underQuestions: boolean } {
  const { quotedFrom, promptFrom } = lookahead(lines);
  const own: string[] = [];
  let wroteSomething = false;
  let underQuestions = false;
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
      const after = index + header.lines;
      // Outlook's block, "Original Message": history to the end. An attribution above unquoted
      // lines is history too (Yahoo's text part), unless "> " quoting follows: then the member
      // typed under the attribution, above the quote.
      const unquotedHistory = !quotedFrom[after] && (promptFrom[after] ?? false);
      if (header.kind === 'history' || unquotedHistory) break;
      index = after - 1;
      continue;
    }
    if (isDeviceSignature(line)) continue;
    if (!wroteSomething && (line.trim() === '' || isGreeting(line))) continue;
    if (line.trim() !== '') {
      wroteSomething = true;
      if (pendingNumber !== null) {
        underQuestions = true;
        if (!NUMBERED.test(line)) own.push('', `${pendingNumber}.`);
      }
      pendingNumber = null;
    }
    own.push(line);
  }
  return { lines: wroteSomething ? own : [], underQuestions };
}

function nextNonBlank(lines: readonly string[], from: number): string {
  for (let index = from; index < lines.length && index < from + 50; index++) {
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
    if (isValediction(line) && ((lines[start - 1] ?? '').trim() === '' || line.endsWith(','))) {
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
// HTML

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

/**
 * The member's words in an HTML-only reply: above the quote, or, when nothing but a greeting is
 * there, typed under the quote or between its questions (read through the quote as "> " lines).
 */
function htmlReplyBody(html: string): string {
  const above = stripQuotedText(htmlToText(html));
  if (above.split('\n').some(isOwnWords)) return above;
  const inline = stripQuotedText(convertHtml(html, 'inline'));
  return inline.split('\n').some(isOwnWords) ? inline : above;
}
