/**
 * Outbound email: SMTP through nodemailer when SMTP_URL is set; otherwise the rendered email stays
 * in the emails table, which is the development outbox at /dev/outbox.
 */
import nodemailer from 'nodemailer';
import type { TMailSender } from '../../domain/email/deliver-email.ts';
import { renderEmail } from './render-email.ts';

export interface TCreateMailerOptions {
  smtpUrl?: string;
  from: string;
}

/** Builds the mail sender main.ts hands to the delivery job. */
export function createMailer(options: TCreateMailerOptions): TMailSender {
  if (!options.smtpUrl) {
    return {
      transport: 'outbox',
      send: async (message) => renderEmail(message.template, message.variables),
    };
  }
  // Pooled: a report run sends its prompts concurrently over a few kept-open connections. Query
  // parameters of SMTP_URL (e.g. ?maxConnections=10) override these defaults.
  const transporter = nodemailer.createTransport({
    url: options.smtpUrl,
    pool: true,
    maxConnections: 5,
    maxMessages: 500,
  });
  return {
    transport: 'smtp',
    async send(message) {
      const rendered = await renderEmail(message.template, message.variables);
      await transporter.sendMail({
        from: options.from,
        to: message.to,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
      });
      return rendered;
    },
  };
}
