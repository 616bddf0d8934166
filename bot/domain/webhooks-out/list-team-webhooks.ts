/**
 * The /team/settings/webhooks page's data: the current team's endpoints with their recent
 * deliveries. Non-managers get the page's explanation (can_manage false, no endpoints), not an error.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  OUTGOING_WEBHOOK_LIMITS,
  type TOutgoingDelivery,
  type TOutgoingWebhookEvent,
  type TTeamWebhooksContext,
} from '../../../shared/outgoing-webhooks.ts';
import { canManageTeam } from '../../../shared/permissions.ts';
import type { TDb } from '../../db/client.ts';
import { outgoingWebhookDeliveries, outgoingWebhooks } from '../../db/schema/index.ts';
import { viewerHasFlag } from '../accounts/feature-flags.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { currentTeamOf } from '../teams/team-settings.ts';
import { WEBHOOKS_OUT_FLAG } from './webhook-access.ts';

/** The page's context for the viewer's current team. */
export async function listTeamWebhooks(
  db: TDb,
  viewer: TViewer,
  options: { allowPrivate: boolean },
): Promise<TTeamWebhooksContext> {
  const team = currentTeamOf(viewer);
  const base = {
    team_name: team.name,
    can_manage: canManageTeam(viewer),
    locked: viewerHasFlag(viewer, WEBHOOKS_OUT_FLAG),
    allow_http: options.allowPrivate,
    max_endpoints: OUTGOING_WEBHOOK_LIMITS.endpointsPerTeam,
  };
  if (!base.can_manage) return { ...base, endpoints: [] };
  const rows = await db
    .select()
    .from(outgoingWebhooks)
    .where(and(eq(outgoingWebhooks.teamId, team.id), eq(outgoingWebhooks.accountId, viewer.account.id)))
    .orderBy(outgoingWebhooks.createdAt);
  const deliveries = await recentDeliveries(
    db,
    rows.map((row) => row.id),
  );
  return {
    ...base,
    endpoints: rows.map((row) => ({
      id: row.id,
      url: row.url,
      events: row.events as TOutgoingWebhookEvent[],
      active: row.active,
      created_at: row.createdAt.toISOString(),
      deliveries: deliveries.get(row.id) ?? [],
    })),
  };
}

/** The newest deliveries of each endpoint (a window per endpoint, one query). */
async function recentDeliveries(db: TDb, webhookIds: string[]): Promise<Map<string, TOutgoingDelivery[]>> {
  const byWebhook = new Map<string, TOutgoingDelivery[]>();
  if (webhookIds.length === 0) return byWebhook;
  const ranked = db
    .select({
      id: outgoingWebhookDeliveries.id,
      rank: sql<number>`row_number() over (partition by ${outgoingWebhookDeliveries.webhookId} order by ${outgoingWebhookDeliveries.createdAt} desc, ${outgoingWebhookDeliveries.id} desc)`.as(
        'rank',
      ),
    })
    .from(outgoingWebhookDeliveries)
    .where(inArray(outgoingWebhookDeliveries.webhookId, webhookIds))
    .as('ranked');
  const rows = await db
    .select({ delivery: outgoingWebhookDeliveries })
    .from(outgoingWebhookDeliveries)
    .innerJoin(ranked, eq(ranked.id, outgoingWebhookDeliveries.id))
    .where(sql`${ranked.rank} <= ${OUTGOING_WEBHOOK_LIMITS.recentDeliveries}`)
    .orderBy(desc(outgoingWebhookDeliveries.createdAt), desc(outgoingWebhookDeliveries.id));
  for (const { delivery } of rows) {
    const list = byWebhook.get(delivery.webhookId) ?? [];
    list.push({
      id: delivery.id,
      event: delivery.event,
      event_id: delivery.eventId,
      status: delivery.status as TOutgoingDelivery['status'],
      attempts: delivery.attempts,
      last_status_code: delivery.lastStatusCode,
      last_error: delivery.lastError,
      created_at: delivery.createdAt.toISOString(),
      delivered_at: delivery.deliveredAt?.toISOString() ?? null,
    });
    byWebhook.set(delivery.webhookId, list);
  }
  return byWebhook;
}
