/** Changes an endpoint's URL, events or enabled state (managers of its team only). */
import { eq } from 'drizzle-orm';
import type { TOutgoingWebhookUpdate } from '../../../shared/outgoing-webhooks.ts';
import { outgoingWebhooks } from '../../db/schema/index.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { findTeamWebhook } from './webhook-access.ts';
import type { TWebhooksOutDeps } from './webhook-deps.ts';

/** Applies the change; answers the endpoint's new enabled state. */
export async function updateTeamWebhook(
  deps: Pick<TWebhooksOutDeps, 'db' | 'now'>,
  viewer: TViewer,
  id: string,
  change: TOutgoingWebhookUpdate,
): Promise<{ active: boolean }> {
  const row = await findTeamWebhook(deps.db, viewer, id);
  await deps.db
    .update(outgoingWebhooks)
    .set({
      ...(change.url === undefined ? {} : { url: change.url }),
      ...(change.events === undefined ? {} : { events: change.events }),
      ...(change.active === undefined ? {} : { active: change.active }),
      updatedAt: deps.now(),
    })
    .where(eq(outgoingWebhooks.id, row.id));
  return { active: change.active ?? row.active };
}
