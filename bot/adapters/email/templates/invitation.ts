/** Invitation to an organisation with a role (spec part 1 §2.3). */
import type { TEmailVariables } from '../../../domain/email/email-templates.ts';
import { emailLayout, escapeHtml } from './layout.ts';
import type { TEmailSource } from './types.ts';

/** Builds the invitation email. */
export function invitationEmail(vars: TEmailVariables<'invitation'>): TEmailSource {
  return {
    subject: `${vars.inviterName} invited you to ${vars.organization} on Rollcall`,
    mjml: emailLayout({
      preview: `Join ${vars.organization} as ${vars.role}.`,
      body: `
        <mj-text>${escapeHtml(vars.inviterName)} invited you to join <b>${escapeHtml(vars.organization)}</b> on Rollcall as ${escapeHtml(vars.role)}.</mj-text>
        <mj-button href="${escapeHtml(vars.acceptUrl)}">Register &amp; accept your invite</mj-button>
        <mj-text font-size="13px" color="#707070">The invitation is valid for 14 days.</mj-text>`,
    }),
    text: `${vars.inviterName} invited you to join ${vars.organization} on Rollcall as ${vars.role}.\n\nRegister and accept your invite:\n${vars.acceptUrl}\n\nThe invitation is valid for 14 days.\n`,
  };
}
