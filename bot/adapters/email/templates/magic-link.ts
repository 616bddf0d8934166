/** Sign in with one click: a link valid 15 minutes (spec part 1 §2.2). */
import type { TEmailVariables } from '../../../domain/email/email-templates.ts';
import { emailLayout, escapeHtml } from './layout.ts';
import type { TEmailSource } from './types.ts';

/** Builds the magic link email. */
export function magicLinkEmail(vars: TEmailVariables<'magic-link'>): TEmailSource {
  return {
    subject: 'Your Rollcall sign-in link',
    mjml: emailLayout({
      preview: 'Sign in with one click. The link is valid for 15 minutes.',
      body: `
        <mj-text>Hi ${escapeHtml(vars.name)},</mj-text>
        <mj-text>Use this link to sign in to Rollcall. It works once and for 15 minutes.</mj-text>
        <mj-button href="${escapeHtml(vars.signInUrl)}">Sign in to Rollcall</mj-button>
        <mj-text font-size="13px" color="#707070">If you did not ask for it, ignore this email.</mj-text>`,
    }),
    text: `Hi ${vars.name},\n\nUse this link to sign in to Rollcall. It works once and for 15 minutes:\n${vars.signInUrl}\n\nIf you did not ask for it, ignore this email.\n`,
  };
}
