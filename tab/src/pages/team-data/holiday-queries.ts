/** The reads of the public holiday settings and calendars, as TanStack queries. */
import { useQuery } from '@tanstack/react-query';
import { type THolidayPlace, ZHolidayCountries, ZHolidayDays, ZHolidaySettings } from '../../../../shared/holidays.ts';
import { apiGet } from '../../api/client.ts';
import type { TVacationScope } from './team-data-queries.ts';

export const HOLIDAY_QUERY_KEYS = {
  all: ['holidays'],
  countries: ['holidays', 'countries'],
  settings: (scope: TVacationScope) => ['holidays', 'settings', scope],
  days: (place: THolidayPlace | null, year: number) => ['holidays', 'days', place?.country, place?.region, year],
} as const;

/** Every country with its regions (GET /api/v1/holidays/countries); fixed while the server runs. */
export function useHolidayCountries() {
  return useQuery({
    queryKey: HOLIDAY_QUERY_KEYS.countries,
    queryFn: ({ signal }) => apiGet('/api/v1/holidays/countries', ZHolidayCountries, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The team's or my public holiday choice (GET /api/v1/team/holidays or /api/v1/my/holidays). */
export function useHolidaySettings(scope: TVacationScope) {
  return useQuery({
    queryKey: HOLIDAY_QUERY_KEYS.settings(scope),
    queryFn: ({ signal }) => apiGet(`/api/v1/${scope}/holidays`, ZHolidaySettings, { signal }),
  });
}

/** A place's public holidays of one year, for the calendar; idle without a place. */
export function useHolidayDays(place: THolidayPlace | null, year: number) {
  return useQuery({
    queryKey: HOLIDAY_QUERY_KEYS.days(place, year),
    enabled: place !== null,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        country: place?.country ?? '',
        region: place?.region ?? '',
        year: `${year}`,
      });
      return apiGet(`/api/v1/holidays/days?${query}`, ZHolidayDays, { signal });
    },
  });
}
