/**
 * A real SMTP server on 127.0.0.1 (smtp-server) that keeps every message it receives, standing in
 * for a mail provider. Point SMTP_URL at `smtpUrl`.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface TReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TFakeSmtp {
  smtpUrl: string;
  received: TReceivedMail[];
  close(): Promise<void>;
}

/** Starts the fake; it accepts any sender and recipient without authentication, after `delayMs` per message. */
export async function startFakeSmtp(options: { delayMs?: number } = {}): Promise<TFakeSmtp> {
  const received: TReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        setTimeout(callback, options.delayMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
