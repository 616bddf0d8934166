/**
 * How an email template writes a value into its markup. Templates take a format instead of calling
 * escapeHtml and markdownToEmailHtml directly, so the email render cache can hand them one that
 * writes placeholders for the recipient's values and fill those in after MJML has run.
 */
import { escapeHtml } from '../../../shared/escape-html.ts';
import { markdownToEmailHtml } from '../../../shared/markdown/markdown-html.ts';

export interface TMarkupFormat {
  /** Plain text (a name, a URL in an attribute) as escaped HTML. */
  text(value: string): string;
  /** A Markdown answer or message as safe HTML. */
  markdown(value: string): string;
}

/** The real thing: what every uncached render uses. */
export const HTML_FORMAT: TMarkupFormat = { text: escapeHtml, markdown: markdownToEmailHtml };
