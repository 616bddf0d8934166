/** What a template builds before rendering: a subject, MJML markup and a plain-text part. */
export interface TEmailSource {
  subject: string;
  mjml: string;
  text: string;
}
