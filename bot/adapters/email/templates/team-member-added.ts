/** Sent to a person added to an email team: what Rollcall is and what to expect (check-ins by email). */
import type { TEmailVariables } from '../../../domain/email/email-templates.ts';
import { emailLayout, escapeHtml } from './layout.ts';
import type { TEmailSource } from './types.ts';

/** Builds the team-member-added email. */
export function teamMemberAddedEmail(vars: TEmailVariables<'team-member-added'>): TEmailSource {
  return {
    subject: `${vars.inviterName} added you to ${vars.teamName} on Rollcall`,
    mjml: emailLayout({
      preview: 'Your check-ins will arrive by email.',
      body: `
        <mj-text>Hi ${escapeHtml(vars.name)},</mj-text>
        <mj-text>${escapeHtml(vars.inviterName)} added you to <b>${escapeHtml(vars.teamName)}</b> (${escapeHtml(vars.organization)}) on Rollcall. When a report runs, its questions come to this address: reply to the email or answer on the web page it links to. Nothing to install.</mj-text>`,
    }),
    text: `Hi ${vars.name},\n\n${vars.inviterName} added you to ${vars.teamName} (${vars.organization}) on Rollcall. When a report runs, its questions come to this address: reply to the email or answer on the web page it links to. Nothing to install.\n`,
  };
}
