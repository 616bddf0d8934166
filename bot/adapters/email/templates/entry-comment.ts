/** Someone commented on a member's dashboard entry: the comment, and a link back to the entry to reply. */
import type { TEmailVariables } from '../../../domain/email/email-templates.ts';
import { emailLayout, escapeHtml } from './layout.ts';
import type { TEmailSource } from './types.ts';

/** Builds the entry-comment email. */
export function entryCommentEmail(vars: TEmailVariables<'entry-comment'>): TEmailSource {
  const comment = escapeHtml(vars.comment).replaceAll('\n', '<br />');
  return {
    subject: `${vars.commenterName} commented on your ${vars.reportName} check-in`,
    mjml: emailLayout({
      preview: vars.comment.slice(0, 90),
      body: `
        <mj-text>Hi ${escapeHtml(vars.name)},</mj-text>
        <mj-text>${escapeHtml(vars.commenterName)} commented on your check-in of ${escapeHtml(vars.reportName)} (${escapeHtml(vars.runDate)}):</mj-text>
        <mj-text padding-left="36px" color="#424242" font-style="italic">${comment}</mj-text>
        <mj-button href="${escapeHtml(vars.entryUrl)}">Reply on the dashboard</mj-button>`,
    }),
    text: `Hi ${vars.name},\n\n${vars.commenterName} commented on your check-in of ${vars.reportName} (${vars.runDate}):\n\n${vars.comment
      .split('\n')
      .map((line) => `> ${line}`)
      .join('\n')}\n\nReply on the dashboard:\n${vars.entryUrl}\n`,
  };
}
