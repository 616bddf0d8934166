/**
 * The run's digest by email, grouped by member (status, goal/blocker markers, answers) or by
 * question (each member's answer under it), with the participation line and the dashboard.
 */
import { HTML_FORMAT, type TMarkupFormat } from '../../../core/render/email-format.ts';
import {
  entryMarkers,
  goalStatsLine,
  isBlankAnswer,
  LABELS,
  STATUS_LABEL,
  statsLine,
} from '../../../core/render/wording.ts';
import type { TEmailVariables } from '../../../domain/email/email-templates.ts';
import type { TSummaryEntry } from '../../../domain/engine-messages.ts';
import { indent } from './checkin-prompt.ts';
import { emailLayout, escapeHtml } from './layout.ts';
import type { TEmailSource } from './types.ts';

type TSummary = TEmailVariables<'report-summary'>;

const MUTED = 'color:#616161;font-size:13px;';
const QUESTION = 'margin:8px 0 2px 0;color:#616161;font-weight:600;font-size:13px;';

/** Builds the summary email; `format` writes the answers (render-email.ts fills them in late). */
export function reportSummaryEmail(vars: TSummary, format: TMarkupFormat = HTML_FORMAT): TEmailSource {
  const { run } = vars;
  const stats = vars.goalTrackingEnabled
    ? `${statsLine(vars.stats)} · ${goalStatsLine(vars.stats)}`
    : statsLine(vars.stats);
  const subtitle = vars.subtitle
    ? `\n        <mj-text padding-top="0" color="#616161">${escapeHtml(vars.subtitle)}</mj-text>`
    : '';
  const groups = vars.format === 'members' ? byMember(vars, format) : byQuestion(vars, format);
  return {
    subject: `${run.reportName} summary for ${run.runDate}`,
    mjml: emailLayout({
      preview: `${run.teamName}: ${statsLine(vars.stats)}.`,
      body: `
        <mj-text font-size="18px" font-weight="700">${escapeHtml(vars.title || run.reportName)}</mj-text>${subtitle}
        <mj-text font-size="13px" color="#707070">${escapeHtml(run.teamName)} · ${escapeHtml(run.runDate)}</mj-text>
        <mj-text><b>${escapeHtml(stats)}</b></mj-text>
        <mj-button href="${escapeHtml(vars.dashboardUrl)}">${LABELS.openDashboard}</mj-button>
        <mj-divider border-width="1px" border-color="#e0e0e0" />${groups.map((html) => `\n        <mj-text>${html}</mj-text>`).join('')}`,
    }),
    text: summaryText(vars, stats),
  };
}

function entryStatus(entry: TSummaryEntry, goalTrackingEnabled: boolean): string {
  const markers = entryMarkers(entry, goalTrackingEnabled);
  return [STATUS_LABEL[entry.status], ...markers].join(' · ');
}

function answerHtml(answer: string | undefined, format: TMarkupFormat): string {
  return isBlankAnswer(answer)
    ? `<p style="margin:0;${MUTED}"><em>${LABELS.noAnswer}</em></p>`
    : format.markdown(answer ?? '');
}

/** One block per member: name, status and markers, then each question and answer. */
function byMember(vars: TSummary, format: TMarkupFormat): string[] {
  return vars.entries.map((entry) => {
    const head = `<p style="margin:0 0 4px 0;"><strong>${escapeHtml(entry.name)}</strong> <span style="${MUTED}">${escapeHtml(entryStatus(entry, vars.goalTrackingEnabled))}</span></p>`;
    if (entry.status !== 'submitted') return head;
    const answers = vars.questions
      .map(
        (question, index) =>
          `<p style="${QUESTION}">${escapeHtml(question)}</p>${answerHtml(entry.answers[index], format)}`,
      )
      .join('');
    return head + answers;
  });
}

/** One block per question with every answer, then who has not answered or is away. */
function byQuestion(vars: TSummary, format: TMarkupFormat): string[] {
  const submitted = vars.entries.filter((entry) => entry.status === 'submitted');
  const blocks = vars.questions.map((question, index) => {
    const answers = submitted
      .filter((entry) => !isBlankAnswer(entry.answers[index]))
      .map((entry) => {
        const markers = entryMarkers(entry, vars.goalTrackingEnabled);
        const marked = markers.length ? ` <span style="${MUTED}">${escapeHtml(markers.join(' · '))}</span>` : '';
        return `<p style="${QUESTION}">${escapeHtml(entry.name)}${marked}</p>${answerHtml(entry.answers[index], format)}`;
      })
      .join('');
    return `<p style="margin:0 0 4px 0;font-size:16px;"><strong>${escapeHtml(question)}</strong></p>${answers || answerHtml('', format)}`;
  });
  for (const status of ['missing', 'vacation'] as const) {
    const names = vars.entries.filter((entry) => entry.status === status).map((entry) => entry.name);
    if (names.length > 0)
      blocks.push(
        `<p style="margin:0;${MUTED}"><strong>${STATUS_LABEL[status]}:</strong> ${escapeHtml(names.join(', '))}</p>`,
      );
  }
  return blocks;
}

function summaryText(vars: TSummary, stats: string): string {
  const lines = [vars.title || vars.run.reportName];
  if (vars.subtitle) lines.push(vars.subtitle);
  lines.push(`${vars.run.teamName} · ${vars.run.runDate}`, stats, '');
  if (vars.format === 'members') {
    for (const entry of vars.entries) {
      lines.push(`${entry.name} — ${entryStatus(entry, vars.goalTrackingEnabled)}`);
      if (entry.status === 'submitted') {
        vars.questions.forEach((question, index) => {
          const answer = entry.answers[index];
          lines.push(`  ${question}`, indent(isBlankAnswer(answer) ? LABELS.noAnswer : (answer ?? '').trim()));
        });
      }
      lines.push('');
    }
  } else {
    vars.questions.forEach((question, index) => {
      lines.push(question);
      for (const entry of vars.entries) {
        const answer = entry.answers[index];
        if (entry.status === 'submitted' && !isBlankAnswer(answer))
          lines.push(`  ${entry.name}:`, indent((answer ?? '').trim()));
      }
      lines.push('');
    });
    for (const status of ['missing', 'vacation'] as const) {
      const names = vars.entries.filter((entry) => entry.status === status).map((entry) => entry.name);
      if (names.length > 0) lines.push(`${STATUS_LABEL[status]}: ${names.join(', ')}`);
    }
    lines.push('');
  }
  lines.push(`${LABELS.openDashboard}:\n${vars.dashboardUrl}`);
  return `${lines.join('\n')}\n`;
}
