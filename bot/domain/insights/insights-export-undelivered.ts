/**
 * The email with an export's file could not be delivered, whatever the retries (a file too large
 * for the recipient's mail server, a mailbox that refuses attachments): the person is waiting for
 * it and would otherwise hear nothing. The export row records why, and the person gets the
 * 'insights-export-failed' email (no attachment, so it has its best chance), once.
 */
import { and, eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client.ts';
import { insightsExports } from '../../db/schema/index.ts';
import { queueEmail } from '../email/queue-email.ts';
import type { TJobQueue } from '../jobs.ts';
import { ZInsightsExportReadyEmail } from './insights-export-emails.ts';

/** Designed: what the person reads when the email with their file could not be delivered. */
export const EXPORT_UNDELIVERED_REASON =
  'We built the file, but the email carrying it could not be delivered after several tries: your mail server refused it, often because the attachment is too large. Please start the export again from Insights with a narrower search (fewer days, reports or members) for a smaller file; if it fails again, write to us from the Contact us page.';

/** Why: a delivery that gives up on an export's email is recorded on the export and told by another email. */
export async function insightsExportUndelivered(
  deps: { db: TDatabase; jobs?: TJobQueue },
  email: { toAddress: string; variables: Record<string, unknown>; error: string },
): Promise<void> {
  const parsed = ZInsightsExportReadyEmail.safeParse(email.variables);
  if (!parsed.success) return;
  const ready = parsed.data;
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(insightsExports)
      .set({ error: `The email with the file could not be delivered: ${email.error}`.slice(0, 2000) })
      .where(and(eq(insightsExports.id, ready.exportId), eq(insightsExports.status, 'ready')))
      .returning({ accountId: insightsExports.accountId });
    if (!row || !deps.jobs) return;
    await queueEmail(
      { db: deps.db, jobs: deps.jobs },
      {
        to: email.toAddress,
        template: 'insights-export-failed',
        variables: {
          name: ready.name,
          criteria: ready.criteria,
          reason: EXPORT_UNDELIVERED_REASON,
          insightsUrl: ready.insightsUrl,
          undelivered: true,
        },
        idempotencyKey: `insights-export-undelivered:${ready.exportId}`,
        accountId: row.accountId,
        tx,
      },
    );
  });
}
