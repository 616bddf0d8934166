/** Sent when a signup completes: the organisation exists and the trial runs. */
import type { TEmailVariables } from '../../../domain/email/email-templates.ts';
import { emailLayout, escapeHtml } from './layout.ts';
import type { TEmailSource } from './types.ts';

/** Builds the welcome email. */
export function welcomeEmail(vars: TEmailVariables<'welcome'>): TEmailSource {
  return {
    subject: `Welcome to Rollcall, ${vars.name}`,
    mjml: emailLayout({
      preview: 'Your 30-day trial has started.',
      body: `
        <mj-text>Hi ${escapeHtml(vars.name)},</mj-text>
        <mj-text><b>${escapeHtml(vars.organization)}</b> is set up and your 30-day trial has started, with every feature included. Next: connect where your team talks and create your first report.</mj-text>
        <mj-button href="${escapeHtml(vars.appUrl)}">Set up your team</mj-button>`,
    }),
    text: `Hi ${vars.name},\n\n${vars.organization} is set up and your 30-day trial has started, with every feature included. Next: connect where your team talks and create your first report:\n${vars.appUrl}\n`,
  };
}
