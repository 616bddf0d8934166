/**
 * Queues one event for a team's outgoing webhooks: one outgoing_webhook_deliveries row per active
 * endpoint subscribed to it, and its webhook.deliver job, in one transaction (the caller's when it
 * passes one), so an event is recorded exactly when what caused it is, and every recorded delivery
 * has its job. Accounts whose plan locks outgoing webhooks queue nothing.
 */
import { randomUUID } from 'node:crypto';
import { and, arrayContains, eq } from 'drizzle-orm';
import type { TOutgoingWebhookData, TOutgoingWebhookDeliveryEvent } from '../../../shared/outgoing-webhooks.ts';
import type { TDb } from '../../db/client.ts';
import { accounts, outgoingWebhookDeliveries, outgoingWebhooks, teams } from '../../db/schema/index.ts';
import { viewerHasFlag } from '../accounts/feature-flags.ts';
import { QUEUE, type TJobQueue } from '../jobs.ts';
import { WEBHOOKS_OUT_FLAG } from './webhook-access.ts';

export interface TQueueWebhookEvent<E extends TOutgoingWebhookDeliveryEvent> {
  teamId: string;
  event: E;
  payload: TOutgoingWebhookData[E];
  /** Only this endpoint, whatever it subscribed to (the page's test event). */
  webhookId?: string;
}

/** Records and enqueues the deliveries; answers how many endpoints get the event. */
export async function queueWebhookEvent<E extends TOutgoingWebhookDeliveryEvent>(
  deps: { db: TDb; jobs: TJobQueue; now: () => Date },
  input: TQueueWebhookEvent<E>,
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ account: accounts })
      .from(teams)
      .innerJoin(accounts, eq(accounts.id, teams.accountId))
      .where(eq(teams.id, input.teamId))
      .limit(1);
    if (!owner || viewerHasFlag(owner, WEBHOOKS_OUT_FLAG)) return 0;
    const endpoints = await tx
      .select({ id: outgoingWebhooks.id })
      .from(outgoingWebhooks)
      .where(
        and(
          eq(outgoingWebhooks.teamId, input.teamId),
          eq(outgoingWebhooks.active, true),
          input.webhookId === undefined
            ? arrayContains(outgoingWebhooks.events, [input.event])
            : eq(outgoingWebhooks.id, input.webhookId),
        ),
      );
    if (endpoints.length === 0) return 0;
    const now = deps.now();
    const rows = await tx
      .insert(outgoingWebhookDeliveries)
      .values(
        endpoints.map((endpoint) => ({
          webhookId: endpoint.id,
          event: input.event,
          eventId: randomUUID(),
          payload: input.payload as unknown as Record<string, unknown>,
          status: 'queued',
          createdAt: now,
        })),
      )
      .returning({ id: outgoingWebhookDeliveries.id });
    for (const row of rows) await deps.jobs.send(QUEUE.outgoingWebhook, { deliveryId: row.id }, { tx });
    return rows.length;
  });
}
