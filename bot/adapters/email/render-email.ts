/** Renders a template to the subject, responsive HTML (MJML) and text parts of an email. */
import mjml2html from 'mjml';
import type { TRenderedEmail } from '../../domain/email/deliver-email.ts';
import { type TEmailTemplateName, ZEmailVariables } from '../../domain/email/email-templates.ts';
import { EMAIL_TEMPLATES } from './templates/index.ts';
import type { TEmailSource } from './templates/types.ts';

/** Validates the variables again (rows may predate a template change) and renders strictly. */
export async function renderEmail(template: TEmailTemplateName, variables: unknown): Promise<TRenderedEmail> {
  const build = EMAIL_TEMPLATES[template] as (vars: unknown) => TEmailSource;
  if (!build) throw new Error(`unknown email template ${template}`);
  const source = build(ZEmailVariables[template].parse(variables));
  const result = await mjml2html(source.mjml, { validationLevel: 'strict', minify: false });
  return { subject: source.subject, html: result.html, text: source.text };
}
