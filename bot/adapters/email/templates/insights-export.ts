/**
 * The refined insights export is ready (spec part 2 §7): what was exported (the search in words,
 * the dates, how many entries) and that the file is attached.
 */
import type { TEmailVariables } from '../../../domain/email/email-templates.ts';
import { criteriaMjml, criteriaText } from './insights-criteria.ts';
import { emailLayout, escapeHtml } from './layout.ts';
import type { TEmailSource } from './types.ts';

const FORMAT_NAMES = { csv: 'CSV', xlsx: 'Excel' } as const;

/** Builds the insights-export email. */
export function insightsExportEmail(vars: TEmailVariables<'insights-export'>): TEmailSource {
  const entries = vars.rowCount === 1 ? '1 entry' : `${vars.rowCount.toLocaleString('en-US')} entries`;
  const attached = `Your Insights export is attached: ${vars.fileName} (${FORMAT_NAMES[vars.format]}, ${entries}).`;
  const none = vars.rowCount === 0 ? 'No entry matched this search, so the file holds only the column names.' : null;
  return {
    subject: `Your Insights export is ready (${entries})`,
    mjml: emailLayout({
      preview: attached,
      body: `
        <mj-text>Hi ${escapeHtml(vars.name)},</mj-text>
        <mj-text>${escapeHtml(attached)}</mj-text>
        ${criteriaMjml(vars.criteria)}
        ${none ? `<mj-text>${escapeHtml(none)}</mj-text>` : ''}
        ${vars.cutShort ? `<mj-text>${escapeHtml(vars.cutShort)}</mj-text>` : ''}
        <mj-text>The file is kept for 7 days; after that, export the search again from Insights.</mj-text>
        <mj-button href="${escapeHtml(vars.insightsUrl)}">Open this search in Insights</mj-button>`,
    }),
    text: [
      `Hi ${vars.name},`,
      attached,
      criteriaText(vars.criteria),
      ...(none ? [none] : []),
      ...(vars.cutShort ? [vars.cutShort] : []),
      'The file is kept for 7 days; after that, export the search again from Insights.',
      `Open this search in Insights: ${vars.insightsUrl}`,
    ]
      .join('\n\n')
      .concat('\n'),
  };
}
