/** A refined insights export could not be built (or its email delivered): which search, why, and what to do. */
import type { TEmailVariables } from '../../../domain/email/email-templates.ts';
import { criteriaMjml, criteriaText } from './insights-criteria.ts';
import { emailLayout, escapeHtml } from './layout.ts';
import type { TEmailSource } from './types.ts';

/** Builds the insights-export-failed email. */
export function insightsExportFailedEmail(vars: TEmailVariables<'insights-export-failed'>): TEmailSource {
  const intro = vars.undelivered
    ? 'We could not deliver your Insights export of this search:'
    : 'We could not build your Insights export of this search:';
  return {
    subject: vars.undelivered
      ? 'Your Insights export could not be delivered'
      : 'Your Insights export could not be built',
    mjml: emailLayout({
      preview: vars.reason,
      body: `
        <mj-text>Hi ${escapeHtml(vars.name)},</mj-text>
        <mj-text>${escapeHtml(intro)}</mj-text>
        ${criteriaMjml(vars.criteria)}
        <mj-text>${escapeHtml(vars.reason)}</mj-text>
        <mj-button href="${escapeHtml(vars.insightsUrl)}">Open this search in Insights</mj-button>`,
    }),
    text: `Hi ${vars.name},\n\n${intro}\n\n${criteriaText(vars.criteria)}\n\n${vars.reason}\n\nOpen this search in Insights: ${vars.insightsUrl}\n`,
  };
}
