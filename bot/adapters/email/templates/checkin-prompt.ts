/**
 * The check-in by email (ARCHITECTURE §5): the intro, the questions as a numbered list so a reply
 * can be split by number, the answers so far when editing, and a button to the web check-in.
 */
import { HTML_FORMAT, type TMarkupFormat } from '../../../core/render/email-format.ts';
import { isBlankAnswer } from '../../../core/render/wording.ts';
import type { TEmailVariables } from '../../../domain/email/email-templates.ts';
import { emailLayout } from './layout.ts';
import type { TEmailSource } from './types.ts';

export const REPLY_HINT = 'You can also reply to this email: write your answers under the numbers.';

/** Builds the check-in prompt; `format` writes the recipient's values (the render cache swaps it). */
export function checkinPromptEmail(
  vars: TEmailVariables<'checkin-prompt'>,
  format: TMarkupFormat = HTML_FORMAT,
): TEmailSource {
  const { run } = vars;
  const greeting = isBlankAnswer(vars.intro)
    ? `<mj-text>Hi ${format.text(vars.recipient.name)},</mj-text>`
    : `<mj-text>${format.markdown(vars.intro)}</mj-text>`;
  const note = vars.privateNote
    ? `\n        <mj-text font-size="13px" color="#707070">${format.text(vars.privateNote)}</mj-text>`
    : '';
  const questions = vars.questions
    .map((question, index) => {
      const answer = vars.answers?.[index];
      const asked = `\n        <mj-text padding-bottom="4px"><b>${index + 1}.</b> ${format.text(question)}</mj-text>`;
      if (answer === undefined || isBlankAnswer(answer)) return asked;
      return `${asked}\n        <mj-text padding-top="0" padding-left="44px" color="#616161">${format.markdown(answer)}</mj-text>`;
    })
    .join('');
  const goals = vars.goalTrackingEnabled
    ? '\n        <mj-text font-size="13px" color="#707070">On the web page you can also mark your goal as completed or tell the team you are blocked.</mj-text>'
    : '';
  return {
    subject: `${run.reportName} check-in for ${run.runDate}`,
    mjml: emailLayout({
      preview: `${vars.questions.length} ${vars.questions.length === 1 ? 'question' : 'questions'} from ${run.teamName}.`,
      body: `
        ${greeting}${note}
        <mj-text font-size="13px" color="#707070">${format.text(run.reportName)} · ${format.text(run.teamName)} · ${format.text(run.runDate)}</mj-text>${questions}
        <mj-button href="${format.text(vars.checkinUrl)}">Open your check-in</mj-button>${vars.replyTo ? `\n        <mj-text font-size="13px" color="#707070">${REPLY_HINT}</mj-text>` : ''}${goals}`,
    }),
    text: promptText(vars),
  };
}

function promptText(vars: TEmailVariables<'checkin-prompt'>): string {
  const lines = [isBlankAnswer(vars.intro) ? `Hi ${vars.recipient.name},` : vars.intro.trim(), ''];
  if (vars.privateNote) lines.push(vars.privateNote, '');
  vars.questions.forEach((question, index) => {
    lines.push(`${index + 1}. ${question}`);
    const answer = vars.answers?.[index];
    if (answer !== undefined && !isBlankAnswer(answer)) lines.push(indent(answer.trim()));
    lines.push('');
  });
  lines.push(`Open your check-in:\n${vars.checkinUrl}`);
  if (vars.replyTo) lines.push('', REPLY_HINT);
  return `${lines.join('\n')}\n`;
}

/** Indents an answer under its number, so a reply keeps it apart from the questions. */
export function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `   ${line}`)
    .join('\n');
}
