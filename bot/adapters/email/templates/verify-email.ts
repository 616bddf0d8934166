/** Signup step: confirm the email address (spec part 1 §2.5 'Check your email!'). */
import type { TEmailVariables } from '../../../domain/email/email-templates.ts';
import { emailLayout, escapeHtml } from './layout.ts';
import type { TEmailSource } from './types.ts';

/** Builds the verification email. */
export function verifyEmailEmail(vars: TEmailVariables<'verify-email'>): TEmailSource {
  return {
    subject: 'Confirm your email to finish signing up for Rollcall',
    mjml: emailLayout({
      preview: 'One click to confirm your email address.',
      body: `
        <mj-text>Welcome to Rollcall! Confirm your email address to set up your organization.</mj-text>
        <mj-button href="${escapeHtml(vars.verifyUrl)}">Confirm email</mj-button>
        <mj-text font-size="13px" color="#707070">The link is valid for 7 days. If you did not sign up for Rollcall, ignore this email.</mj-text>`,
    }),
    text: `Welcome to Rollcall! Confirm your email address to set up your organization:\n${vars.verifyUrl}\n\nThe link is valid for 7 days. If you did not sign up for Rollcall, ignore this email.\n`,
  };
}
