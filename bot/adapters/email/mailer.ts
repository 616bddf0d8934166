/**
 * Outbound email: SMTP (our own MIME over a pool of nodemailer SMTP connections) when SMTP_URL is
 * set; otherwise the rendered email stays in the emails table, the development outbox at /dev/outbox
 * (which reads a template's attachments back from the database when asked).
 */
import type { TMailSender } from '../../domain/email/deliver-email.ts';
import { composeMime } from './compose-mime.ts';
import { renderEmail } from './render-email.ts';
import { createSmtpPool } from './smtp-pool.ts';

export interface TCreateMailerOptions {
  smtpUrl?: string;
  from: string;
}

/** Builds the mail sender main.ts hands to the delivery job. */
export function createMailer(options: TCreateMailerOptions): TMailSender {
  if (!options.smtpUrl) {
    return {
      transport: 'outbox',
      async send(message, hooks) {
        const rendered = await renderEmail(message.template, message.variables);
        hooks?.beforeSend();
        await hooks?.accepted(rendered);
        return rendered;
      },
    };
  }
  // Pooled: a report run sends its prompts concurrently over a few kept-open connections. Query
  // parameters of SMTP_URL (e.g. ?maxConnections=10) override the defaults of smtp-pool.ts.
  const pool = createSmtpPool(options.smtpUrl);
  return {
    transport: 'smtp',
    async send(message, hooks) {
      const rendered = await renderEmail(message.template, message.variables);
      const replyTo = typeof message.variables.replyTo === 'string' ? message.variables.replyTo : undefined;
      const { raw, envelope } = composeMime({
        from: options.from,
        to: message.to,
        ...rendered,
        ...(replyTo ? { replyTo } : {}),
        ...(message.attachments?.length ? { attachments: message.attachments } : {}),
      });
      // The claim is checked when a connection takes the message, and the acceptance recorded
      // before the server may take the next one on that connection (see TSmtpSendHooks).
      await pool.send(
        envelope,
        raw,
        hooks && { beforeSend: () => hooks.beforeSend(), afterAccepted: () => hooks.accepted(rendered) },
      );
      return rendered;
    },
    close: () => pool.close(),
  };
}
