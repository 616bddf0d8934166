/** After a submission: the closing message, a link to edit and the team's dashboard. */
import { HTML_FORMAT, type TMarkupFormat } from '../../../core/render/email-format.ts';
import type { TEmailVariables } from '../../../domain/email/email-templates.ts';
import { emailLayout, escapeHtml } from './layout.ts';
import type { TEmailSource } from './types.ts';

/** Builds the confirmation email; `format` writes the closing message (Markdown). */
export function checkinConfirmationEmail(
  vars: TEmailVariables<'checkin-confirmation'>,
  format: TMarkupFormat = HTML_FORMAT,
): TEmailSource {
  const { run } = vars;
  return {
    subject: vars.needsAttention
      ? `Your ${run.reportName} check-in is saved as a draft`
      : `Your ${run.reportName} check-in is in`,
    mjml: emailLayout({
      preview: `${run.reportName} · ${run.runDate}`,
      body: `
        <mj-text>${format.markdown(vars.text)}</mj-text>
        <mj-text font-size="13px" color="#707070">${escapeHtml(run.reportName)} · ${escapeHtml(run.runDate)}</mj-text>
        <mj-button href="${escapeHtml(vars.checkinUrl)}">${vars.needsAttention ? 'Finish your check-in' : 'Edit your check-in'}</mj-button>
        <mj-button href="${escapeHtml(vars.dashboardUrl)}" background-color="#ffffff" color="#5b5fc7" border="1px solid #5b5fc7">Open the dashboard</mj-button>`,
    }),
    text: `${vars.text.trim()}\n\n${vars.needsAttention ? 'Finish your check-in' : 'Edit your check-in'}:\n${vars.checkinUrl}\n\nOpen the dashboard:\n${vars.dashboardUrl}\n`,
  };
}
