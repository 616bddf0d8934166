/** The first or the final reminder to a member who has not checked in yet (ARCHITECTURE §5). */
import { HTML_FORMAT, type TMarkupFormat } from '../../../core/render/email-format.ts';
import type { TEmailVariables } from '../../../domain/email/email-templates.ts';
import { emailLayout, escapeHtml } from './layout.ts';
import type { TEmailSource } from './types.ts';

/** Builds the reminder; `format` writes the recipient's values (the render cache swaps it). */
export function checkinReminderEmail(
  vars: TEmailVariables<'checkin-reminder'>,
  format: TMarkupFormat = HTML_FORMAT,
): TEmailSource {
  const { run } = vars;
  const heading = vars.stage === 'final' ? 'Last call' : 'Reminder';
  return {
    subject: `${heading}: ${run.reportName} check-in`,
    mjml: emailLayout({
      preview: `${vars.timeLeft} left to check in.`,
      body: `
        <mj-text>${format.markdown(vars.text)}</mj-text>
        <mj-text font-size="13px" color="#707070">${escapeHtml(run.reportName)} · ${escapeHtml(run.runDate)} · Time left: ${escapeHtml(vars.timeLeft)}</mj-text>
        <mj-button href="${format.text(vars.checkinUrl)}">Open your check-in</mj-button>
        <mj-text font-size="13px" color="#707070">You can also reply to the check-in email: write your answers under the numbers.</mj-text>`,
    }),
    text: `${vars.text.trim()}\n\n${run.reportName} · ${run.runDate} · Time left: ${vars.timeLeft}\n\nOpen your check-in:\n${vars.checkinUrl}\n\nYou can also reply to the check-in email: write your answers under the numbers.\n`,
  };
}
