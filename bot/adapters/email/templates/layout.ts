/** The frame every Rollcall email shares: brand bar, content, footer. Values are escaped here. */

import { escapeHtml } from '../../../../shared/escape-html.ts';

export { escapeHtml };

/** Wraps MJML body sections in the shared head, brand bar and footer. */
export function emailLayout(options: { preview: string; body: string }): string {
  return `<mjml>
  <mj-head>
    <mj-title>Rollcall</mj-title>
    <mj-preview>${escapeHtml(options.preview)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Segoe UI, Helvetica, Arial, sans-serif" />
      <mj-text font-size="15px" line-height="22px" color="#242424" />
      <mj-button background-color="#5b5fc7" color="#ffffff" font-weight="600" border-radius="4px" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f5f5f5">
    <mj-section padding="16px 0 8px">
      <mj-column><mj-text font-size="20px" font-weight="700" color="#5b5fc7">Rollcall</mj-text></mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" border-radius="6px" padding="8px 16px">
      <mj-column>${options.body}</mj-column>
    </mj-section>
    <mj-section padding="8px 0">
      <mj-column>
        <mj-text font-size="12px" color="#707070">You get this email because you use Rollcall for your team's check-ins.</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}
