/** The page's 'Send test event': a ping to one endpoint, through the same queue and signature as real events. */
import { AppError } from '../../../shared/errors.ts';
import { OUTGOING_WEBHOOK_MESSAGES } from '../../../shared/outgoing-webhooks.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { queueWebhookEvent } from './queue-webhook-event.ts';
import { findTeamWebhook } from './webhook-access.ts';
import type { TWebhooksOutDeps } from './webhook-deps.ts';
import { memberRef, teamRef } from './webhook-event-parts.ts';

/** Queues a ping to the endpoint; CONFLICT when it is disabled. */
export async function sendTestEvent(
  deps: Pick<TWebhooksOutDeps, 'db' | 'jobs' | 'now'>,
  viewer: TViewer,
  id: string,
): Promise<void> {
  const row = await findTeamWebhook(deps.db, viewer, id);
  if (!row.active) throw new AppError('CONFLICT', OUTGOING_WEBHOOK_MESSAGES.testInactive);
  const team = viewer.currentTeam!;
  await queueWebhookEvent(deps, {
    teamId: team.id,
    event: 'ping',
    webhookId: row.id,
    payload: {
      team: teamRef(team),
      message: 'This is a test event from Rollcall. Your endpoint is set up.',
      sent_by: memberRef(viewer.user).name,
    },
  });
}
