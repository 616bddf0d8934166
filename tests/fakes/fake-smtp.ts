/**
 * A real SMTP server on 127.0.0.1 (smtp-server) that keeps every message it receives, standing in
 * for a mail provider. Point SMTP_URL at `smtpUrl`.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** Decoded as a mail client shows it (mailparser). */
  subject: string;
  text: string;
  html: string;
  replyTo: string;
  messageId: string;
}

export interface TFakeSmtp {
  smtpUrl: string;
  received: TReceivedMail[];
  /** Connections accepted so far, and the most open at once. */
  readonly connections: number;
  readonly maxOpenConnections: number;
  close(): Promise<void>;
}

/**
 * Starts the fake; it accepts any sender and recipient without authentication (except those in
 * `rejectRecipients`, refused with 550), after `delayMs` per message.
 */
export async function startFakeSmtp(
  options: { delayMs?: number; rejectRecipients?: string[] } = {},
): Promise<TFakeSmtp> {
  const received: TReceivedMail[] = [];
  let connections = 0;
  let openConnections = 0;
  let maxOpenConnections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      connections++;
      openConnections++;
      maxOpenConnections = Math.max(maxOpenConnections, openConnections);
      callback();
    },
    onClose() {
      openConnections--;
    },
    onRcptTo(address, _session, callback) {
      if (options.rejectRecipients?.includes(address.address)) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      } else {
        callback();
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks);
        const parsed = await simpleParser(raw);
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: raw.toString('utf8'),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          replyTo: parsed.replyTo?.value[0]?.address ?? '',
          messageId: parsed.messageId ?? '',
        });
        setTimeout(callback, options.delayMs ?? 0);
      });
    },
  });
  // A client killed in the middle of a message resets its connection, which smtp-server reports
  // as an 'error' event; unheard, that event would crash the test process.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    received,
    get connections() {
      return connections;
    },
    get maxOpenConnections() {
      return maxOpenConnections;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
