/**
 * The public holiday choices as the settings pages show them (issue 22): the team's country and
 * region, and a person's own choice with the place it comes to ('Follow my team' names the
 * current team's). Both stay readable when LIMIT_VACATION_TRACKING locks changes.
 */
import type { THolidaySettings } from '../../../shared/holidays.ts';
import { HOLIDAY_NONE } from '../../../shared/holidays.ts';
import { viewerHasFlag } from '../accounts/feature-flags.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { canManageTeam, currentTeamOf } from '../teams/team-settings.ts';
import { storedHolidayPlace } from './holiday-places.ts';

/** The current team's public holidays. */
export function getTeamHolidaySettings(viewer: TViewer): THolidaySettings {
  const team = currentTeamOf(viewer);
  const effective = storedHolidayPlace(team.holidayCountry, team.holidayRegion);
  return {
    country: effective?.country ?? null,
    region: effective?.region ?? null,
    effective,
    can_edit: canManageTeam(viewer),
    locked: viewerHasFlag(viewer, 'LIMIT_VACATION_TRACKING'),
  };
}

/** The viewer's own public holidays, and the current team's for 'Follow my team'. */
export function getMyHolidaySettings(viewer: TViewer): THolidaySettings {
  const { user } = viewer;
  const team = viewer.currentTeam;
  const teamPlace = team ? storedHolidayPlace(team.holidayCountry, team.holidayRegion) : null;
  const own = user.holidayCountry === HOLIDAY_NONE ? null : storedHolidayPlace(user.holidayCountry, user.holidayRegion);
  const country = user.holidayCountry === HOLIDAY_NONE ? HOLIDAY_NONE : (own?.country ?? null);
  return {
    country,
    region: own?.region ?? null,
    effective: country === HOLIDAY_NONE ? null : (own ?? teamPlace),
    team_place: teamPlace,
    can_edit: true,
    locked: viewerHasFlag(viewer, 'LIMIT_VACATION_TRACKING'),
  };
}
