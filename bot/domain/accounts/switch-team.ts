/** Team switching (GET /teams/switch/{slug}): only to a team the viewer may open; others are not found. */
import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.ts';
import type { TDb } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import type { TViewer } from './viewer.ts';

/** Makes the team current for this session. */
export async function switchTeam(db: TDb, viewer: TViewer, slug: string): Promise<void> {
  const team = viewer.teams.find((candidate) => candidate.slug === slug);
  if (!team) throw new AppError('NOT_FOUND', 'No such team.');
  await db.update(sessions).set({ currentTeamId: team.id }).where(eq(sessions.id, viewer.sessionId));
}
