/**
 * Who may see and change a team's outgoing webhooks: team managers (canManageTeam), of the
 * viewer's current team only; an endpoint is found by id within that team and account, so an id
 * of another team's endpoint reads as not found.
 */
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.ts';
import { OUTGOING_WEBHOOK_MESSAGES } from '../../../shared/outgoing-webhooks.ts';
import { canManageTeam } from '../../../shared/permissions.ts';
import type { TDb } from '../../db/client.ts';
import { outgoingWebhooks } from '../../db/schema/index.ts';
import { viewerHasFlag } from '../accounts/feature-flags.ts';
import type { TTeamRow, TViewer } from '../accounts/viewer.ts';
import { currentTeamOf } from '../teams/team-settings.ts';

/** The plan flag that locks outgoing webhooks (they are the team's automation door, like Zapier). */
export const WEBHOOKS_OUT_FLAG = 'LIMIT_ZAPIER' as const;

export type TWebhookRow = typeof outgoingWebhooks.$inferSelect;

/** The current team, when the viewer may manage its webhooks; FORBIDDEN otherwise. */
export function managedTeamOf(viewer: TViewer, options: { write: boolean }): TTeamRow {
  if (!canManageTeam(viewer)) throw new AppError('FORBIDDEN', OUTGOING_WEBHOOK_MESSAGES.notAllowed);
  const team = currentTeamOf(viewer);
  if (options.write && viewerHasFlag(viewer, WEBHOOKS_OUT_FLAG)) {
    throw new AppError('FEATURE_LOCKED', OUTGOING_WEBHOOK_MESSAGES.locked);
  }
  return team;
}

/** One endpoint of the viewer's current team (NOT_FOUND for any other). */
export async function findTeamWebhook(db: TDb, viewer: TViewer, id: string, write = true): Promise<TWebhookRow> {
  const team = managedTeamOf(viewer, { write });
  const [row] = await db
    .select()
    .from(outgoingWebhooks)
    .where(
      and(
        eq(outgoingWebhooks.id, id),
        eq(outgoingWebhooks.teamId, team.id),
        eq(outgoingWebhooks.accountId, viewer.account.id),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', OUTGOING_WEBHOOK_MESSAGES.notFound);
  return row;
}
