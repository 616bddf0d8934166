/** Delete Team (spec part 3 §2.9, GET /teams/delete/ after the browser confirmation): the current team and everything in it. */
import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.ts';
import type { TDb } from '../../db/client.ts';
import { teams } from '../../db/schema/index.ts';
import { recordAuditEvent, type TRequestOrigin } from '../accounts/audit.ts';
import type { TTeamRow, TViewer } from '../accounts/viewer.ts';

/** Deletes the viewer's current team; answers it. */
export async function deleteCurrentTeam(db: TDb, viewer: TViewer, origin: TRequestOrigin = {}): Promise<TTeamRow> {
  const team = viewer.currentTeam;
  if (!team) throw new AppError('NOT_FOUND', 'There is no team to delete.');
  await db.delete(teams).where(eq(teams.id, team.id));
  await recordAuditEvent(
    db,
    {
      kind: 'team_deleted',
      accountId: viewer.account.id,
      userId: viewer.user.id,
      details: { teamId: team.id, name: team.name },
    },
    origin,
  );
  return team;
}
