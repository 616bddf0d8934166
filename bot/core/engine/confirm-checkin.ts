/**
 * The submission confirmation (spec part 2 §2.1): after a member completes a check-in — on the page
 * or by replying to the email — they get the report's closing message with links to edit their
 * answers and to the dashboard. A reply that could not complete the check-in gets a note instead.
 */
import { findCheckinById } from '../../domain/checkins/find-checkin.ts';
import { queueEmail } from '../../domain/email/queue-email.ts';
import type { TConfirmationMessage } from '../../domain/engine-messages.ts';
import type { TEngineDeps } from './engine-deps.ts';
import { fillPlaceholders } from './fill-placeholders.ts';
import { greetingName } from './greeting-name.ts';
import { runContext } from './message-context.ts';

export interface TConfirmOptions {
  /** Said instead of the closing message (an emailed reply that needs the member's attention). */
  note?: string;
  /** A second confirmation with the same key is not sent (one per submission or per reply). */
  idempotencyKey: string;
}

/** Queues the confirmation email of the check-in; answers whether it was queued now. */
export async function confirmCheckin(deps: TEngineDeps, checkinId: string, options: TConfirmOptions): Promise<boolean> {
  const row = await findCheckinById(deps.db, checkinId);
  if (!row) return false;
  const context = await runContext(deps.db, row.report, row.run, deps.publicUrl());
  const name = greetingName(row.user);
  const message: TConfirmationMessage = {
    kind: 'confirmation',
    recipient: { name, email: row.user.email },
    run: context.ref,
    text:
      options.note ??
      fillPlaceholders(context.settings.closing_message, {
        name,
        report: row.report.name,
        team: context.teamName,
        reportDate: context.ref.runDate,
      }),
    checkinUrl: context.checkinUrl(row.checkin.hash),
    dashboardUrl: context.dashboardUrl,
    ...(options.note ? { needsAttention: true } : {}),
  };
  const { queued } = await queueEmail(deps, {
    to: row.user.email,
    template: 'checkin-confirmation',
    variables: message,
    idempotencyKey: options.idempotencyKey,
    accountId: row.report.accountId,
  });
  return queued;
}
