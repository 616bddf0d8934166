/**
 * Vacation days (spec part 2 §2.4 for a person, part 3 §2.9 for a team): the page sends the whole
 * selected set after each click, and the stored set becomes exactly that. A person's days come in
 * two lists: `selected_vacations` are the days they picked ('manual'), `outlook_days` those synced
 * from Outlook; the page posts only the first, and a posted day that is an Outlook day is ignored
 * (it stays Outlook's, so the next sync or a Disconnect can still remove it).
 * LIMIT_VACATION_TRACKING locks changes (the routes' policy); the current set stays readable.
 */
import { and, asc, eq, notInArray } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.ts';
import type { TVacationsContext } from '../../../shared/teams.ts';
import type { TDb } from '../../db/client.ts';
import { teamVacations, userVacations } from '../../db/schema/index.ts';
import { viewerHasFlag } from '../accounts/feature-flags.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { canManageTeam, currentTeamOf } from './team-settings.ts';

/** The viewer's own vacation days. */
export async function getMyVacations(db: TDb, viewer: TViewer): Promise<TVacationsContext> {
  const rows = await db
    .select({ day: userVacations.day, source: userVacations.source })
    .from(userVacations)
    .where(eq(userVacations.userId, viewer.user.id))
    .orderBy(asc(userVacations.day));
  return {
    selected_vacations: rows.filter((row) => row.source !== 'outlook').map((row) => row.day),
    outlook_days: rows.filter((row) => row.source === 'outlook').map((row) => row.day),
    can_edit: true,
    locked: viewerHasFlag(viewer, 'LIMIT_VACATION_TRACKING'),
  };
}

/** The current team's vacation days. */
export async function getTeamVacations(db: TDb, viewer: TViewer): Promise<TVacationsContext> {
  const team = currentTeamOf(viewer);
  const rows = await db
    .select({ day: teamVacations.day })
    .from(teamVacations)
    .where(eq(teamVacations.teamId, team.id))
    .orderBy(asc(teamVacations.day));
  return {
    selected_vacations: rows.map((row) => row.day),
    can_edit: canManageTeam(viewer),
    locked: viewerHasFlag(viewer, 'LIMIT_VACATION_TRACKING'),
  };
}

/** Makes the stored set of days exactly `days`: for the viewer (set_vacations) or the current team (set_team_vacations). */
export async function setVacations(
  db: TDb,
  viewer: TViewer,
  kind: 'set_vacations' | 'set_team_vacations',
  days: string[],
): Promise<string[]> {
  const unique = [...new Set(days)].sort();
  if (kind === 'set_vacations') {
    return db.transaction(async (tx) => {
      const outlook = await tx
        .select({ day: userVacations.day })
        .from(userVacations)
        .where(and(eq(userVacations.userId, viewer.user.id), eq(userVacations.source, 'outlook')));
      const synced = new Set(outlook.map((row) => row.day));
      const manual = unique.filter((day) => !synced.has(day));
      // The page manages the days the person picked; days synced from Outlook stay until the
      // next sync or a disconnect changes them.
      const mine = and(eq(userVacations.userId, viewer.user.id), eq(userVacations.source, 'manual'));
      await tx.delete(userVacations).where(manual.length ? and(mine, notInArray(userVacations.day, manual)) : mine);
      if (manual.length)
        await tx
          .insert(userVacations)
          .values(manual.map((day) => ({ userId: viewer.user.id, day, source: 'manual' })))
          .onConflictDoNothing();
      return manual;
    });
  }
  if (!canManageTeam(viewer)) throw new AppError('FORBIDDEN', 'Only team admins can change the team’s vacations.');
  const team = currentTeamOf(viewer);
  await db.transaction(async (tx) => {
    const ours = eq(teamVacations.teamId, team.id);
    await tx.delete(teamVacations).where(unique.length ? and(ours, notInArray(teamVacations.day, unique)) : ours);
    if (unique.length)
      await tx
        .insert(teamVacations)
        .values(unique.map((day) => ({ teamId: team.id, day })))
        .onConflictDoNothing();
  });
  return unique;
}
