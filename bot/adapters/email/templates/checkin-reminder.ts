/** The first or the final reminder to a member who has not checked in yet (ARCHITECTURE §5). */
import { HTML_FORMAT, type TMarkupFormat } from '../../../core/render/email-format.ts';
import type { TEmailVariables } from '../../../domain/email/email-templates.ts';
import { emailLayout } from './layout.ts';
import type { TEmailSource } from './types.ts';

const REMINDER_REPLY_HINT = 'You can also reply to the check-in email: write your answers under the numbers.';

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
        <mj-text font-size="13px" color="#707070">${format.text(run.reportName)} · ${format.text(run.runDate)} · Time left: ${format.text(vars.timeLeft)}</mj-text>
        <mj-button href="${format.text(vars.checkinUrl)}">Open your check-in</mj-button>${vars.replyTo ? `\n        <mj-text font-size="13px" color="#707070">${REMINDER_REPLY_HINT}</mj-text>` : ''}`,
    }),
    text: `${vars.text.trim()}\n\n${run.reportName} · ${run.runDate} · Time left: ${vars.timeLeft}\n\nOpen your check-in:\n${vars.checkinUrl}\n${vars.replyTo ? `\n${REMINDER_REPLY_HINT}\n` : ''}`,
  };
}
