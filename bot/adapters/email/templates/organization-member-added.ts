/** Sent to a person who already had a Rollcall login and was added to an organisation directly (no invitation to accept). */
import type { TEmailVariables } from '../../../domain/email/email-templates.ts';
import { emailLayout, escapeHtml } from './layout.ts';
import type { TEmailSource } from './types.ts';

/** Builds the organization-member-added email. */
export function organizationMemberAddedEmail(vars: TEmailVariables<'organization-member-added'>): TEmailSource {
  return {
    subject: `${vars.inviterName} added you to ${vars.organization} on Rollcall`,
    mjml: emailLayout({
      preview: `You are ${vars.role} of ${vars.organization}.`,
      body: `
        <mj-text>Hi ${escapeHtml(vars.name)},</mj-text>
        <mj-text>${escapeHtml(vars.inviterName)} added you to <b>${escapeHtml(vars.organization)}</b> on Rollcall as ${escapeHtml(vars.role)}. You already have a Rollcall login, so there is nothing to accept: sign in with it.</mj-text>
        <mj-button href="${escapeHtml(vars.signInUrl)}">Sign in to Rollcall</mj-button>`,
    }),
    text: `Hi ${vars.name},\n\n${vars.inviterName} added you to ${vars.organization} on Rollcall as ${vars.role}. You already have a Rollcall login, so there is nothing to accept: sign in with it.\n\n${vars.signInUrl}\n`,
  };
}
