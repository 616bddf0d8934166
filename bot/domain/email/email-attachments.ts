/**
 * Files an email carries. An email row keeps only its template and variables, so a template that
 * needs a file declares how to read it back at delivery (by an id in its variables): every retry,
 * and the development outbox, get the same bytes, and the emails table never holds the file.
 */
import type { TDb } from '../../db/client.ts';
import { insightsExportAttachments } from '../insights/insights-export-attachment.ts';
import type { TEmailTemplateName } from './email-templates.ts';

export interface TEmailAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** Reads a template's attachments from its variables; throws when a file it promises is gone. */
export type TAttachmentLoader = (db: TDb, variables: Record<string, unknown>) => Promise<TEmailAttachment[]>;

/** The templates that carry files, and how each finds them. */
const ATTACHMENT_LOADERS: Partial<Record<TEmailTemplateName, TAttachmentLoader>> = {
  'insights-export': insightsExportAttachments,
};

/** Why: delivery and the outbox ask one place; most templates have none and cost nothing here. */
export async function attachmentsOf(
  db: TDb,
  template: TEmailTemplateName,
  variables: Record<string, unknown>,
): Promise<TEmailAttachment[]> {
  const load = ATTACHMENT_LOADERS[template];
  return load ? load(db, variables) : [];
}

/** Whether a template carries files (the outbox lists them only then). */
export function hasAttachments(template: string): boolean {
  return template in ATTACHMENT_LOADERS;
}
