/**
 * Adds an outgoing webhook endpoint to the viewer's current team (managers only, at most
 * OUTGOING_WEBHOOK_LIMITS.endpointsPerTeam), with a new signing secret stored sealed.
 */
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.ts';
import {
  OUTGOING_WEBHOOK_LIMITS,
  OUTGOING_WEBHOOK_MESSAGES,
  type TOutgoingWebhookForm,
} from '../../../shared/outgoing-webhooks.ts';
import { outgoingWebhooks, teams } from '../../db/schema/index.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { managedTeamOf } from './webhook-access.ts';
import type { TWebhooksOutDeps } from './webhook-deps.ts';
import { newWebhookSecret } from './webhook-secret.ts';

/** Creates the endpoint; answers its id. */
export async function createTeamWebhook(
  deps: Pick<TWebhooksOutDeps, 'db' | 'box' | 'now'>,
  viewer: TViewer,
  form: TOutgoingWebhookForm,
): Promise<{ id: string }> {
  const team = managedTeamOf(viewer, { write: true });
  return deps.db.transaction(async (tx) => {
    // The team row's lock makes the count and the insert one step: two tabs cannot pass 10 together.
    await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, team.id)).for('update');
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(outgoingWebhooks)
      .where(eq(outgoingWebhooks.teamId, team.id));
    if ((count?.n ?? 0) >= OUTGOING_WEBHOOK_LIMITS.endpointsPerTeam) {
      throw new AppError('CONFLICT', OUTGOING_WEBHOOK_MESSAGES.tooMany);
    }
    const now = deps.now();
    const [row] = await tx
      .insert(outgoingWebhooks)
      .values({
        accountId: viewer.account.id,
        teamId: team.id,
        url: form.url,
        secret: deps.box.seal(newWebhookSecret()),
        events: form.events,
        active: true,
        createdBy: viewer.user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: outgoingWebhooks.id });
    return { id: row!.id };
  });
}
