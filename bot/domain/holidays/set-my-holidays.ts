/**
 * Chooses the viewer's own public holidays (issue 22): follow each team's choice (null), none at
 * all ('NONE'), or a country known to the package and optionally one of its regions. Runs of
 * every team use it from their next opening.
 */
import { eq } from 'drizzle-orm';
import { HOLIDAY_NONE } from '../../../shared/holidays.ts';
import type { TDb } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { holidayPlace } from './holiday-places.ts';

/** Stores the choice ('' follows the team); answers the stored country (null, 'NONE' or a code). */
export async function setMyHolidays(
  db: TDb,
  viewer: TViewer,
  choice: { country: string; region: string },
): Promise<string | null> {
  let country: string | null = null;
  let region: string | null = null;
  if (choice.country === HOLIDAY_NONE) country = HOLIDAY_NONE;
  else if (choice.country !== '') {
    const place = holidayPlace(choice.country, choice.region || null);
    country = place.country;
    region = place.region;
  }
  await db
    .update(users)
    .set({ holidayCountry: country, holidayRegion: region, updatedAt: new Date() })
    .where(eq(users.id, viewer.user.id));
  return country;
}
