/**
 * Sent once to the admins of a chat team (Teams, Slack, Webex) when the account moves to a plan
 * that runs email teams only (the free plan): the team is now asked by email, and why.
 */
import type { TEmailVariables } from '../../../domain/email/email-templates.ts';
import { emailLayout, escapeHtml } from './layout.ts';
import type { TEmailSource } from './types.ts';

/** Builds the chat-team-email-only email. */
export function chatTeamEmailOnlyEmail(vars: TEmailVariables<'chat-team-email-only'>): TEmailSource {
  const why = `${vars.organization} is on the free plan now, which runs email teams only. Rollcall no longer asks ${vars.teamName} in chat: its members get their check-ins by email.`;
  return {
    subject: `${vars.teamName} is now asked by email`,
    mjml: emailLayout({
      preview: 'Your plan runs email teams only.',
      body: `
        <mj-text>Hi ${escapeHtml(vars.name)},</mj-text>
        <mj-text>${escapeHtml(why)}</mj-text>
        <mj-button href="${escapeHtml(vars.billingUrl)}">Upgrade to ask in chat again</mj-button>`,
    }),
    text: `Hi ${vars.name},\n\n${why}\n\nUpgrade to ask in chat again: ${vars.billingUrl}\n`,
  };
}
