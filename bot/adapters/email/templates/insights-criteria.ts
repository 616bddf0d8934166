/** The search of a refined insights export in words, as an MJML table and as text lines. */
import type { TInsightsExportCriterion } from '../../../domain/insights/insights-export-emails.ts';
import { escapeHtml } from './layout.ts';

/** The criteria as a two-column MJML table (values escaped). */
export function criteriaMjml(criteria: readonly TInsightsExportCriterion[]): string {
  const rows = criteria
    .map(
      (criterion) =>
        `<tr><td style="padding:2px 12px 2px 0;color:#616161;vertical-align:top;white-space:nowrap">${escapeHtml(criterion.label)}</td><td style="padding:2px 0;vertical-align:top">${escapeHtml(criterion.value)}</td></tr>`,
    )
    .join('');
  return `<mj-table font-size="14px" line-height="20px" color="#242424">${rows}</mj-table>`;
}

/** The criteria as 'Label: value' lines. */
export function criteriaText(criteria: readonly TInsightsExportCriterion[]): string {
  return criteria.map((criterion) => `${criterion.label}: ${criterion.value}`).join('\n');
}
