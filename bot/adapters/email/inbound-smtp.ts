/**
 * The inbound SMTP listener (INBOUND_SMTP_PORT): members' replies to check-in emails arrive here
 * from the mail exchanger of REPLY_DOMAIN. A recipient that is not a valid reply address is refused
 * at RCPT TO, so the listener accepts no other mail; a reply that cannot be read is refused with a
 * permanent error, a database hiccup with a temporary one (the sending server retries).
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { isAppError } from '../../../shared/errors.ts';
import type { TInboundMail, TReplyOutcome } from '../../core/engine/answer-by-email.ts';
import type { TLogger } from '../../domain/logger.ts';
import { INBOUND_MAX_BYTES, parseInboundMail } from './inbound-mail.ts';

export interface TInboundSmtpOptions {
  port: number;
  host: string;
  log: TLogger;
  /** True when the address is one of ours (a signed reply address). */
  acceptsRecipient(address: string): boolean;
  /** Takes the reply (answerByEmail). */
  takeReply(mail: TInboundMail): Promise<TReplyOutcome>;
}

export interface TInboundSmtp {
  port: number;
  close(): Promise<void>;
}

const smtpError = (message: string, responseCode: number) => Object.assign(new Error(message), { responseCode });

/** Starts listening; answers the bound port (0 picks a free one, for tests). */
export async function startInboundSmtp(options: TInboundSmtpOptions): Promise<TInboundSmtp> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    size: INBOUND_MAX_BYTES,
    banner: 'Rollcall check-in replies',
    onRcptTo(address, _session, callback) {
      if (options.acceptsRecipient(address.address)) callback();
      else callback(smtpError('No such check-in reply address', 550));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) {
          callback(smtpError('Message too large', 552));
          return;
        }
        try {
          const mail = await parseInboundMail(
            Buffer.concat(chunks),
            session.envelope.rcptTo.map((recipient) => recipient.address),
          );
          const outcome = await options.takeReply(mail);
          options.log.info({ outcome, from: mail.from }, 'check-in reply taken by email');
          callback();
        } catch (error) {
          if (isAppError(error) && (error.code === 'INVALID_INPUT' || error.code === 'NOT_FOUND')) {
            callback(smtpError(error.message, 550));
          } else {
            options.log.error({ err: error }, 'check-in reply failed; the sender will retry');
            callback(smtpError('Temporary failure, try again later', 451));
          }
        }
      });
    },
  });
  server.on('error', (error) => options.log.warn({ err: error }, 'inbound SMTP error'));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
