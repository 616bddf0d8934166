/**
 * A Slack team's channels (issue 18): the public, not archived channels its linked install stored
 * at connect, Resync Team and install — Team Info's broadcast channel count and the wizard's
 * broadcast choices.
 */
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { slackInstalls } from '../../../db/schema/index.ts';

/** The channels of the team's linked Slack install; none when it has none. */
export async function slackTeamChannels(db: TDb, teamId: string): Promise<Array<{ id: string; name: string }>> {
  const [install] = await db
    .select({ channels: slackInstalls.channels })
    .from(slackInstalls)
    .where(and(eq(slackInstalls.teamId, teamId), eq(slackInstalls.status, 'linked')));
  return install?.channels ?? [];
}
