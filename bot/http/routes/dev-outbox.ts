/**
 * The development outbox: without SMTP_URL (and outside production) every email Rollcall sends
 * is kept, and a person trying the product reads them here. Registered only in that mode.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../shared/errors.ts';
import { escapeHtml } from '../../../shared/escape-html.ts';
import { attachmentsOf, hasAttachments, type TEmailAttachment } from '../../domain/email/email-attachments.ts';
import type { TEmailTemplateName } from '../../domain/email/email-templates.ts';
import { findEmail, listEmails, type TEmailRecord } from '../../domain/email/list-emails.ts';
import type { TAppDeps } from '../app-deps.ts';

const ZEmailParams = z.object({ id: z.uuid({ error: 'Unknown email.' }) });
const ZAttachmentParams = ZEmailParams.extend({ index: z.coerce.number().int().min(0).max(20) });
const policy = { access: 'development' } as const;

/**
 * Registers /dev/outbox (HTML), /dev/outbox/:id (the email), /dev/outbox/:id/attachments (its
 * files, read back as delivery reads them) and /api/v1/dev/outbox (JSON).
 */
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

  app.get('/dev/outbox/:id/attachments', { config: { policy } }, async (request, reply) => {
    const { id } = ZEmailParams.parse(request.params);
    const { email, files } = await loadAttachments(deps, id);
    const items = files
      .map(
        (file, index) =>
          `<li><a href="/dev/outbox/${email.id}/attachments/${index}" download>${escapeHtml(file.fileName)}</a> (${escapeHtml(file.contentType)}, ${file.content.length.toLocaleString('en-US')} bytes)</li>`,
      )
      .join('');
    const body = files.length ? `<ul>${items}</ul>` : '<p>This email carries no files.</p>';
    return reply
      .type('text/html; charset=utf-8')
      .send(page('Attachments', `<p>${escapeHtml(email.subject ?? email.template)}</p>${body}`));
  });

  app.get('/dev/outbox/:id/attachments/:index', { config: { policy } }, async (request, reply) => {
    const { id, index } = ZAttachmentParams.parse(request.params);
    const file = (await loadAttachments(deps, id)).files[index];
    if (!file) throw new AppError('NOT_FOUND', 'This email has no such file.');
    return reply
      .header('Content-Disposition', `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`)
      .header('Cache-Control', 'no-store')
      .type(file.contentType)
      .send(file.content);
  });
}

/** An email's files as its delivery reads them; NOT_FOUND with the reason when they are gone. */
async function loadAttachments(
  deps: TAppDeps,
  id: string,
): Promise<{ email: TEmailRecord; files: TEmailAttachment[] }> {
  const email = await findEmail(deps.database.db, id);
  if (!email) throw new AppError('NOT_FOUND', 'Unknown email.');
  try {
    return {
      email,
      files: await attachmentsOf(deps.database.db, email.template as TEmailTemplateName, email.variables),
    };
  } catch (error) {
    throw new AppError('NOT_FOUND', 'The file of this email is gone: exports keep their file for 7 days.', {
      cause: error,
    });
  }
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
    attachments_url: hasAttachments(email.template) ? `/dev/outbox/${email.id}/attachments` : null,
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
        <td>${hasAttachments(email.template) ? `<a href="/dev/outbox/${email.id}/attachments">Attachments</a>` : ''}</td>
      </tr>`,
    )
    .join('');
  const body = emails.length
    ? `<table><thead><tr><th>Queued</th><th>To</th><th>Subject</th><th>Status</th><th>Files</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No emails yet. Emails Rollcall sends while SMTP_URL is unset appear here.</p>';
  return page('Outbox', `<p>Emails are kept here because SMTP_URL is not set.</p>${body}`);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)} · Rollcall</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#242424}table{border-collapse:collapse}td,th{padding:.4rem .8rem;border-bottom:1px solid #ddd;text-align:left}</style>
</head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}
