/**
 * Builds the raw RFC 5322 / MIME source of an outgoing email (multipart/alternative: text then
 * HTML, both base64; with attachments, that part first in a multipart/mixed, then each file in
 * base64). Composing it ourselves instead of through nodemailer's composer halves the CPU per
 * message, which is what bounds a report run's fan-out (bench/fanout.ts).
 */
import { randomBytes } from 'node:crypto';

export interface TMimeInput {
  /** `Name <address>` or a bare address. */
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Extra headers such as In-Reply-To / References; values are sanitised like every header. */
  headers?: Record<string, string>;
  date?: Date;
  /** Files after the body (multipart/mixed). */
  attachments?: readonly TMimeAttachment[];
}

export interface TMimeAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

export interface TComposedMime {
  raw: string;
  messageId: string;
  envelope: { from: string; to: string[] };
}

const LINE = 76;
const ENCODED_WORD_BYTES = 45;

/** Composes the message and the SMTP envelope that goes with it. */
export function composeMime(input: TMimeInput): TComposedMime {
  const from = parseMailbox(input.from);
  const to = parseMailbox(input.to);
  const domain = from.address.split('@')[1] || 'localhost';
  const unique = randomBytes(12).toString('hex');
  const messageId = `<${unique}@${domain}>`;
  // Base64 bodies never contain '-' or '_', so the boundary cannot occur in a part.
  const boundary = `----=_rollcall_${unique}`;
  // Neither boundary is a prefix of the other (hex never reads 'mixed_').
  const mixedBoundary = `----=_rollcall_mixed_${unique}`;
  const attachments = input.attachments ?? [];
  const headers: string[] = [
    `From: ${formatMailbox(from)}`,
    `To: ${formatMailbox(to)}`,
    ...(input.replyTo ? [`Reply-To: ${formatMailbox(parseMailbox(input.replyTo))}`] : []),
    `Subject: ${encodeHeaderText(input.subject)}`,
    `Date: ${formatDate(input.date ?? new Date())}`,
    `Message-ID: ${messageId}`,
    ...Object.entries(input.headers ?? {}).map(([name, value]) => `${headerName(name)}: ${encodeHeaderText(value)}`),
    'MIME-Version: 1.0',
  ];
  const alternativeType = `multipart/alternative; boundary="${boundary}"`;
  const part = (type: string, body: string) =>
    `--${boundary}\r\nContent-Type: ${type}; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n${base64Lines(Buffer.from(body))}\r\n`;
  const alternative = `${part('text/plain', input.text)}${part('text/html', input.html)}--${boundary}--\r\n`;
  if (attachments.length === 0) {
    const raw = `${headers.join('\r\n')}\r\nContent-Type: ${alternativeType}\r\n\r\n${alternative}`;
    return { raw, messageId, envelope: { from: from.address, to: [to.address] } };
  }
  const files = attachments.map((file) => `--${mixedBoundary}\r\n${attachmentPart(file)}`).join('');
  const raw =
    `${headers.join('\r\n')}\r\nContent-Type: multipart/mixed; boundary="${mixedBoundary}"\r\n\r\n` +
    `--${mixedBoundary}\r\nContent-Type: ${alternativeType}\r\n\r\n${alternative}${files}--${mixedBoundary}--\r\n`;
  return { raw, messageId, envelope: { from: from.address, to: [to.address] } };
}

/** One file: its type and name (RFC 2231 for a name beyond plain ASCII), then its bytes in base64. */
function attachmentPart(file: TMimeAttachment): string {
  const type = /^[\w.+-]+\/[\w.+-]+$/.test(file.contentType) ? file.contentType : 'application/octet-stream';
  // Bounded, on one line, without the characters that would end the quoted parameter.
  const name = oneLine(file.fileName).replace(/["\\]/g, '_').slice(0, 150) || 'attachment';
  const asciiName = name.replace(/[^\x20-\x7e]/g, '_');
  const disposition =
    asciiName === name
      ? `filename="${name}"`
      : `filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, percentEncoded)}`;
  return (
    `Content-Type: ${type}; name="${asciiName}"\r\n` +
    `Content-Disposition: attachment; ${disposition}\r\n` +
    `Content-Transfer-Encoding: base64\r\n\r\n${base64Lines(file.content)}\r\n`
  );
}

/** RFC 5987 leaves these out of attr-char; encodeURIComponent keeps them. */
function percentEncoded(char: string): string {
  return `%${char.charCodeAt(0).toString(16).toUpperCase()}`;
}

interface TMailbox {
  name: string;
  address: string;
}

/** Splits `Name <address>` (or a bare address); line breaks and angle brackets never reach a header. */
export function parseMailbox(value: string): TMailbox {
  const clean = oneLine(value);
  const match = /^(.*)<([^<>\s]+)>\s*$/.exec(clean);
  if (!match) return { name: '', address: clean.replace(/[<>\s]/g, '') };
  return { name: match[1]!.trim().replace(/^"(.*)"$/, '$1'), address: match[2]! };
}

function formatMailbox({ name, address }: TMailbox): string {
  if (!name) return address;
  if (/^[\x20-\x7e]*$/.test(name)) return `"${name.replace(/(["\\])/g, '\\$1')}" <${address}>`;
  return `${encodedWords(name)} <${address}>`;
}

/** Header text: as is when short printable ASCII, else RFC 2047 encoded words folded across lines. */
function encodeHeaderText(value: string): string {
  const clean = oneLine(value);
  if (clean.length <= 200 && /^[\x20-\x7e]*$/.test(clean)) return clean;
  return encodedWords(clean);
}

/** Base64 encoded words of at most 45 bytes each, never splitting a character. */
function encodedWords(value: string): string {
  const words: string[] = [];
  let chunk = '';
  for (const char of value) {
    if (Buffer.byteLength(chunk + char) > ENCODED_WORD_BYTES) {
      words.push(chunk);
      chunk = '';
    }
    chunk += char;
  }
  if (chunk) words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word).toString('base64')}?=`).join('\r\n ');
}

function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim();
}

function headerName(name: string): string {
  return name.replace(/[^A-Za-z0-9-]/g, '');
}

function base64Lines(body: Buffer): string {
  const encoded = body.toString('base64');
  const lines: string[] = [];
  for (let start = 0; start < encoded.length; start += LINE) lines.push(encoded.slice(start, start + LINE));
  return lines.join('\r\n');
}

/** RFC 5322 date in UTC: `Sat, 21 Nov 2026 12:43:00 +0000`. */
function formatDate(date: Date): string {
  return date.toUTCString().replace(/GMT$/, '+0000');
}
