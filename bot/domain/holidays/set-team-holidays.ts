/**
 * Chooses the current team's public holidays (issue 22): a country known to the package and
 * optionally one of its regions, or none. Team managers only (the route's role group, checked
 * again here); LIMIT_VACATION_TRACKING locks it like the team's vacation days (the route's policy).
 */
import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.ts';
import { HOLIDAY_MESSAGES, type THolidayPlace } from '../../../shared/holidays.ts';
import type { TDb } from '../../db/client.ts';
import { teams } from '../../db/schema/index.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { canManageTeam, currentTeamOf } from '../teams/team-settings.ts';
import { holidayPlace } from './holiday-places.ts';

/** Stores the team's place ('' country = none); answers it, or null for none. */
export async function setTeamHolidays(
  db: TDb,
  viewer: TViewer,
  choice: { country: string; region: string },
): Promise<THolidayPlace | null> {
  if (!canManageTeam(viewer)) throw new AppError('FORBIDDEN', HOLIDAY_MESSAGES.notAllowed);
  const team = currentTeamOf(viewer);
  const place = choice.country === '' ? null : holidayPlace(choice.country, choice.region || null);
  await db
    .update(teams)
    .set({ holidayCountry: place?.country ?? null, holidayRegion: place?.region ?? null, updatedAt: new Date() })
    .where(eq(teams.id, team.id));
  return place;
}
