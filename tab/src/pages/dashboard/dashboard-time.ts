/** Times on the dashboards, always with their zone (spec part 3 §2.7): summaries and comments. */

function formatIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(instant);
}

/** 'Nov 23, 2026, 9:00 AM (Europe/Berlin)'; an unknown zone falls back to UTC, saying so. */
export function formatInstantInZone(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  try {
    return `${formatIn(instant, timeZone)} (${timeZone})`;
  } catch {
    return `${formatIn(instant, 'UTC')} (UTC)`;
  }
}

function ago(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/** 'just now', '5 minutes ago', '3 hours ago', '2 days ago'; null from a week on (show the date). */
export function timeAgo(iso: string, now: Date): string | null {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return null;
  const seconds = Math.floor((now.getTime() - instant.getTime()) / 1000);
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return ago(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return ago(hours, 'hour');
  const days = Math.floor(hours / 24);
  return days < 7 ? ago(days, 'day') : null;
}

/** The viewer's zone from their profile, else the browser's, else UTC. */
export function viewerTimeZone(profileZone: string | null | undefined): string {
  if (profileZone) return profileZone;
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
