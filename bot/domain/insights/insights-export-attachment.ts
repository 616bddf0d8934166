/**
 * The file of a refined insights export, read back from its insights_exports row when the email
 * that carries it is delivered (bot/domain/email/email-attachments.ts). The file is a copy of
 * answers the person could read when it was built; if they left the account since (before a retry
 * of the delivery, say), it is no longer theirs to receive, so the email is withdrawn.
 */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { TDb } from '../../db/client.ts';
import { insightsExports, memberships } from '../../db/schema/index.ts';
import type { TEmailAttachment } from '../email/email-attachments.ts';
import { EmailWithdrawnError } from '../email/email-withdrawn-error.ts';

const ZExportRef = z.object({ exportId: z.uuid() });

/** Designed: why an export email was not sent, kept on the email row. */
export const EXPORT_RECIPIENT_LEFT =
  'Not sent: the person who asked for this export is no longer a member of the account.';
export const EXPORT_DELETED = 'Not sent: the export was deleted with its account or the person who asked for it.';

/**
 * Why: the 'insights-export' email attaches the built file; a missing file fails the delivery
 * loudly, and a person who left the account gets nothing (EmailWithdrawnError).
 */
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
      member: memberships.id,
    })
    .from(insightsExports)
    .leftJoin(
      memberships,
      and(eq(memberships.userId, insightsExports.userId), eq(memberships.accountId, insightsExports.accountId)),
    )
    .where(eq(insightsExports.id, exportId));
  if (!row) throw new EmailWithdrawnError(EXPORT_DELETED);
  if (row.member === null) throw new EmailWithdrawnError(EXPORT_RECIPIENT_LEFT);
  if (row.status !== 'ready' || !row.file || !row.fileName || !row.contentType) {
    throw new Error(`insights export ${exportId} has no file to attach (dropped after a week)`);
  }
  return [{ fileName: row.fileName, contentType: row.contentType, content: Buffer.from(row.file) }];
}
