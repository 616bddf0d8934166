/** Sent once when the demo data is seeded: how to sign in to the demo account. */
import type { TEmailVariables } from '../../../domain/email/email-templates.ts';
import { emailLayout, escapeHtml } from './layout.ts';
import type { TEmailSource } from './types.ts';

/** Builds the demo-ready email. */
export function demoReadyEmail(vars: TEmailVariables<'demo-ready'>): TEmailSource {
  const subject = 'Your Rollcall demo is ready';
  return {
    subject,
    mjml: emailLayout({
      preview: 'Sign in to explore a team with sample standups.',
      body: `
        <mj-text>Hi ${escapeHtml(vars.name)},</mj-text>
        <mj-text>Your Rollcall demo account is ready. Sign in as <b>${escapeHtml(vars.email)}</b> with the password <b>${escapeHtml(vars.password)}</b> to explore a team with sample standups.</mj-text>
        <mj-button href="${escapeHtml(vars.loginUrl)}">Sign in</mj-button>`,
    }),
    text: `Hi ${vars.name},\n\nYour Rollcall demo account is ready. Sign in as ${vars.email} with the password ${vars.password}:\n${vars.loginUrl}\n`,
  };
}
