/**
 * Graph's time zone handling for the fake: `Prefer: outlook.timezone="..."` takes a Windows name
 * ("Pacific Standard Time") or an IANA name; dates go out as wall time "YYYY-MM-DDTHH:mm:ss.0000000"
 * in that zone.
 */

/** Windows time zone names Graph accepts, with their IANA zone (the common ones). */
const WINDOWS_ZONES: Record<string, string> = {
  UTC: 'UTC',
  'Coordinated Universal Time': 'UTC',
  'Pacific Standard Time': 'America/Los_Angeles',
  'Mountain Standard Time': 'America/Denver',
  'Central Standard Time': 'America/Chicago',
  'Eastern Standard Time': 'America/New_York',
  'GMT Standard Time': 'Europe/London',
  'W. Europe Standard Time': 'Europe/Berlin',
  'Romance Standard Time': 'Europe/Paris',
  'Central Europe Standard Time': 'Europe/Budapest',
  'Central European Standard Time': 'Europe/Warsaw',
  'FLE Standard Time': 'Europe/Helsinki',
  'India Standard Time': 'Asia/Kolkata',
  'China Standard Time': 'Asia/Shanghai',
  'Tokyo Standard Time': 'Asia/Tokyo',
  'AUS Eastern Standard Time': 'Australia/Sydney',
  'E. South America Standard Time': 'America/Sao_Paulo',
};

/** The IANA zone for a Windows or IANA name; undefined when neither. */
export function ianaZoneOf(name: string): string | undefined {
  const windows = WINDOWS_ZONES[name];
  if (windows) return windows;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name;
  } catch {
    return undefined;
  }
}

/** The time zone the Prefer header asks for, when the header names one Graph knows. */
export function preferredTimeZone(prefer: string | string[] | undefined): { name: string; iana: string } | undefined {
  const text = Array.isArray(prefer) ? prefer.join(',') : (prefer ?? '');
  const match = /outlook\.timezone\s*=\s*"([^"]+)"/i.exec(text);
  if (!match) return undefined;
  const iana = ianaZoneOf(match[1]!);
  return iana ? { name: match[1]!, iana } : undefined;
}

function wallParts(ms: number, iana: string): Record<string, string> {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: iana,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(ms));
  return Object.fromEntries(parts.map((part) => [part.type, part.value]));
}

/** Graph's wall-time string for an instant in a zone. */
export function graphDateTime(ms: number, iana: string): string {
  const p = wallParts(ms, iana);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}.0000000`;
}

/** The instant a zone's midnight starts a day ('YYYY-MM-DD'): all-day events float with the zone asked for. */
export function midnightIn(day: string, iana: string): number {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  const offsetAt = (ms: number) => {
    const p = wallParts(ms, iana);
    return (
      Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second)) -
      ms
    );
  };
  const first = utcMidnight - offsetAt(utcMidnight);
  return utcMidnight - offsetAt(first);
}
