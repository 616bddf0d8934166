/** The IANA time zones the browser knows, for the member time zone picker. */

/** The option value meaning "use the time zone set in each report". */
export const DEFAULT_TZ_VALUE = 'default';
export const DEFAULT_TZ_LABEL = 'Default in Report';

let cached: readonly string[] | null = null;

/** Every IANA zone name (Intl.supportedValuesOf), with UTC first; computed once. */
export function allTimeZones(): readonly string[] {
  if (cached === null) {
    const zones = Intl.supportedValuesOf('timeZone');
    cached = zones.includes('UTC') ? zones : ['UTC', ...zones];
  }
  return cached;
}

/** The zones whose name contains `query` (spaces match underscores, case ignored). */
export function filterTimeZones(query: string): readonly string[] {
  const needle = query.trim().toLowerCase().replaceAll(' ', '_');
  if (needle === '') return allTimeZones();
  return allTimeZones().filter((zone) => zone.toLowerCase().includes(needle));
}

/** What the picker shows for a stored value (null = the report's default). */
export function timeZoneLabel(value: string | null): string {
  return value === null || value === DEFAULT_TZ_VALUE ? DEFAULT_TZ_LABEL : value;
}
