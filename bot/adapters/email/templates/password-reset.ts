/** Forgot password: the link to choose a new one, valid 24 hours (spec part 2 §2.3). */
import type { TEmailVariables } from '../../../domain/email/email-templates.ts';
import { emailLayout, escapeHtml } from './layout.ts';
import type { TEmailSource } from './types.ts';

/** Builds the password reset email. */
export function passwordResetEmail(vars: TEmailVariables<'password-reset'>): TEmailSource {
  return {
    subject: 'Choose a new Rollcall password',
    mjml: emailLayout({
      preview: 'The link is valid for 24 hours.',
      body: `
        <mj-text>Hi ${escapeHtml(vars.name)},</mj-text>
        <mj-text>Someone asked to reset the password of your Rollcall account. If it was you, choose a new password:</mj-text>
        <mj-button href="${escapeHtml(vars.resetUrl)}">Choose a new password</mj-button>
        <mj-text font-size="13px" color="#707070">The link works once and for 24 hours. If you did not ask for it, ignore this email; your password stays as it is.</mj-text>`,
    }),
    text: `Hi ${vars.name},\n\nSomeone asked to reset the password of your Rollcall account. If it was you, choose a new password:\n${vars.resetUrl}\n\nThe link works once and for 24 hours. If you did not ask for it, ignore this email.\n`,
  };
}
