/** Words and times of the home page, always with their zone (a team spans several). */
import { countOf } from '../../../../shared/count-of.ts';
import { formatInstantInZone } from '../dashboard/dashboard-time.ts';

/** 'Opened Nov 17, 2026, 10:00 AM (America/Toronto)'. */
export function openedAt(iso: string, timeZone: string): string {
  return `Opened ${formatInstantInZone(iso, timeZone)}`;
}

/** '3 of 5 answered'; 'Nobody asked yet' for a run with no check-ins. */
export function participation(answered: number, asked: number): string {
  return asked === 0 ? 'Nobody asked yet' : `${answered} of ${asked} answered`;
}

/** '1 blocker', '2 blockers', 'No blockers'. */
export function blockersText(count: number): string {
  return count === 0 ? 'No blockers' : countOf(count, 'blocker', 'blockers');
}

/** 'Next run Nov 18, 2026, 10:00 AM (America/Toronto)', or 'Paused'. */
export function nextRunText(enabled: boolean, nextRunAt: string | null, timeZone: string): string {
  if (!enabled) return 'Paused: no runs until it is resumed';
  if (nextRunAt === null) return 'No run scheduled';
  return `Next run ${formatInstantInZone(nextRunAt, timeZone)}`;
}
