/**
 * The file of a refined insights export, read back from its insights_exports row when the email
 * that carries it is delivered (bot/domain/email/email-attachments.ts).
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { TDb } from '../../db/client.ts';
import { insightsExports } from '../../db/schema/index.ts';
import type { TEmailAttachment } from '../email/email-attachments.ts';

const ZExportRef = z.object({ exportId: z.uuid() });

/** Why: the 'insights-export' email attaches the built file; a missing file fails the delivery loudly. */
export async function insightsExportAttachments(
  db: TDb,
  variables: Record<string, unknown>,
): Promise<TEmailAttachment[]> {
  const { exportId } = ZExportRef.parse(variables);
  const [row] = await db
    .select({
      status: insightsExports.status,
      file: insightsExports.file,
      fileName: insightsExports.fileName,
      contentType: insightsExports.contentType,
    })
    .from(insightsExports)
    .where(eq(insightsExports.id, exportId));
  if (row?.status !== 'ready' || !row.file || !row.fileName || !row.contentType) {
    throw new Error(`insights export ${exportId} has no file to attach (deleted, or dropped after a week)`);
  }
  return [{ fileName: row.fileName, contentType: row.contentType, content: Buffer.from(row.file) }];
}
