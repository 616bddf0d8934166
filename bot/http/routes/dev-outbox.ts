/**
 * The development outbox: without SMTP_URL (and outside production) every email Rollcall sends
 * is kept, and a person trying the product reads them here. Registered only in that mode.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../shared/errors.ts';
import { escapeHtml } from '../../../shared/escape-html.ts';
import { findEmail, listEmails, type TEmailRecord } from '../../domain/email/list-emails.ts';
import type { TAppDeps } from '../app-deps.ts';

const ZEmailParams = z.object({ id: z.uuid({ error: 'Unknown email.' }) });
const policy = { access: 'development' } as const;

/** Registers /dev/outbox (HTML), /dev/outbox/:id (the email) and /api/v1/dev/outbox (JSON). */
export async function devOutboxRoutes(app: FastifyInstance, deps: TAppDeps): Promise<void> {
  app.get('/api/v1/dev/outbox', { config: { policy } }, async () => ({
    emails: (await listEmails(deps.database.db)).map(presentEmailSummary),
  }));

  app.get('/dev/outbox', { config: { policy } }, async (_request, reply) => {
    const emails = await listEmails(deps.database.db);
    return reply.type('text/html; charset=utf-8').send(outboxPage(emails));
  });

  app.get('/dev/outbox/:id', { config: { policy } }, async (request, reply) => {
    const { id } = ZEmailParams.parse(request.params);
    const email = await findEmail(deps.database.db, id);
    if (!email) throw new AppError('NOT_FOUND', 'Unknown email.');
    if (!email.html) {
      return reply
        .type('text/html; charset=utf-8')
        .send(page('Not delivered yet', `<p>This email is ${escapeHtml(email.status)}.</p>`));
    }
    // The email's own HTML, sandboxed: no scripts, no same-origin access.
    reply.header(
      'Content-Security-Policy',
      "sandbox; default-src 'none'; img-src https: data:; style-src 'unsafe-inline'",
    );
    return reply.type('text/html; charset=utf-8').send(email.html);
  });
}

function presentEmailSummary(email: TEmailRecord) {
  return {
    id: email.id,
    to: email.toAddress,
    template: email.template,
    subject: email.subject,
    status: email.status,
    text: email.textBody,
    created_at: email.createdAt.toISOString(),
    sent_at: email.sentAt?.toISOString() ?? null,
  };
}

function outboxPage(emails: TEmailRecord[]): string {
  const rows = emails
    .map(
      (email) => `<tr>
        <td>${escapeHtml(email.createdAt.toISOString().replace('T', ' ').slice(0, 19))} UTC</td>
        <td>${escapeHtml(email.toAddress)}</td>
        <td>${email.html ? `<a href="/dev/outbox/${email.id}">${escapeHtml(email.subject ?? '(no subject)')}</a>` : escapeHtml(email.template)}</td>
        <td>${escapeHtml(email.status)}</td>
      </tr>`,
    )
    .join('');
  const body = emails.length
    ? `<table><thead><tr><th>Queued</th><th>To</th><th>Subject</th><th>Status</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No emails yet. Emails Rollcall sends while SMTP_URL is unset appear here.</p>';
  return page('Outbox', `<p>Emails are kept here because SMTP_URL is not set.</p>${body}`);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)} · Rollcall</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#242424}table{border-collapse:collapse}td,th{padding:.4rem .8rem;border-bottom:1px solid #ddd;text-align:left}</style>
</head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}
