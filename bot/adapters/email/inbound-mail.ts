/**
 * Reads an incoming email (raw MIME) into what the engine needs to take a reply: every recipient
 * address, the sender, the text and HTML bodies and the Message-ID. mailparser is lenient, so
 * garbage still parses; a message without any recipient or body is refused with a clear error.
 */
import type { AddressObject, simpleParser } from 'mailparser';
import { AppError } from '../../../shared/errors.ts';
import type { TInboundMail } from '../../core/engine/answer-by-email.ts';

/** Largest accepted message: replies are text; big attachments are not read anyway. */
export const INBOUND_MAX_BYTES = 10 * 1024 * 1024;

const addressesOf = (value: AddressObject | AddressObject[] | undefined): string[] =>
  [value ?? []].flat().flatMap((group) => group.value.flatMap((entry) => (entry.address ? [entry.address] : [])));

/** Parses the message; `envelopeTo` (SMTP RCPT TO) comes first among the recipients. */
export async function parseInboundMail(raw: Buffer, envelopeTo: readonly string[] = []): Promise<TInboundMail> {
  if (raw.length === 0) throw new AppError('INVALID_INPUT', 'The message is empty.');
  let parsed: Awaited<ReturnType<typeof simpleParser>>;
  // mailparser is loaded with the first reply, not at start (~0.2 s).
  const { simpleParser: parse } = await import('mailparser');
  try {
    parsed = await parse(raw, { skipImageLinks: true, skipTextToHtml: true, skipHtmlToText: true });
  } catch (error) {
    throw new AppError('INVALID_INPUT', 'The message could not be read as an email.', { cause: error });
  }
  const delivered = [parsed.headers.get('delivered-to'), parsed.headers.get('x-original-to')].flatMap((value) =>
    typeof value === 'string' ? [value] : [],
  );
  const to = [...envelopeTo, ...delivered, ...addressesOf(parsed.to), ...addressesOf(parsed.cc)];
  const text = parsed.text ?? undefined;
  const html = typeof parsed.html === 'string' ? parsed.html : undefined;
  if (to.length === 0) throw new AppError('INVALID_INPUT', 'The message has no recipient.');
  if (!text?.trim() && !html?.trim()) throw new AppError('INVALID_INPUT', 'The message has no text.');
  return {
    to,
    from: addressesOf(parsed.from)[0] ?? '',
    ...(text ? { text } : {}),
    ...(html ? { html } : {}),
    ...(parsed.messageId ? { messageId: parsed.messageId } : {}),
  };
}
