/**
 * Public holidays (issue 22): the countries and regions for the pickers, a place's holidays of a
 * year for the vacation calendars, and the team's and one's own choice. Choosing is locked by
 * LIMIT_VACATION_TRACKING like vacation days; the team's choice is for team managers only.
 */
import type { FastifyInstance } from 'fastify';
import {
  HOLIDAY_MESSAGES,
  ZHolidayDaysQuery,
  ZMyHolidaysForm,
  ZTeamHolidaysForm,
} from '../../../../shared/holidays.ts';
import { getMyHolidaySettings, getTeamHolidaySettings } from '../../../domain/holidays/get-holiday-settings.ts';
import { publicHolidaysBetween } from '../../../domain/holidays/holiday-calendar.ts';
import { holidayPlace, listHolidayCountries } from '../../../domain/holidays/holiday-places.ts';
import { setMyHolidays } from '../../../domain/holidays/set-my-holidays.ts';
import { setTeamHolidays } from '../../../domain/holidays/set-team-holidays.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { answerForm } from '../../forms.ts';

/** Registers the public holiday routes. */
export async function holidayRoutes(app: FastifyInstance, deps: TAppDeps): Promise<void> {
  const db = deps.database.db;

  app.get('/api/v1/holidays/countries', { config: { policy: { access: 'signed-in' } } }, async (_request, reply) => {
    // The package's list changes only with a new release of Rollcall.
    reply.header('cache-control', 'private, max-age=86400');
    return { countries: listHolidayCountries() };
  });

  app.get('/api/v1/holidays/days', { config: { policy: { access: 'signed-in' } } }, async (request) => {
    const query = ZHolidayDaysQuery.parse(request.query);
    const place = holidayPlace(query.country, query.region || null);
    return {
      place,
      days: publicHolidaysBetween(place.country, place.region, `${query.year}-01-01`, `${query.year}-12-31`),
    };
  });

  app.get(
    '/api/v1/team/holidays',
    { config: { policy: { access: 'signed-in', roles: 'MANAGERS' } } },
    async (request) => getTeamHolidaySettings(request.viewer!),
  );

  app.post(
    '/api/v1/team/holidays',
    {
      config: {
        policy: {
          access: 'signed-in',
          roles: 'MANAGERS',
          lockedBy: 'LIMIT_VACATION_TRACKING',
          refusal: HOLIDAY_MESSAGES.notAllowed,
        },
        form: true,
      },
    },
    async (request, reply) => {
      const choice = ZTeamHolidaysForm.parse(request.body);
      const place = await setTeamHolidays(db, request.viewer!, choice);
      return answerForm(request, reply, {
        message: place
          ? `${HOLIDAY_MESSAGES.teamSaved} Runs skip the public holidays of ${place.label}.`
          : HOLIDAY_MESSAGES.teamCleared,
      });
    },
  );

  app.get('/api/v1/my/holidays', { config: { policy: { access: 'signed-in' } } }, async (request) =>
    getMyHolidaySettings(request.viewer!),
  );

  app.post(
    '/api/v1/my/holidays',
    { config: { policy: { access: 'signed-in', lockedBy: 'LIMIT_VACATION_TRACKING' }, form: true } },
    async (request, reply) => {
      const choice = ZMyHolidaysForm.parse(request.body);
      await setMyHolidays(db, request.viewer!, choice);
      return answerForm(request, reply, { message: HOLIDAY_MESSAGES.mySaved });
    },
  );
}
