/**
 * When a run opens (ARCHITECTURE §3.5): members with their own time zone are asked at the report's
 * wall time in their zone on the run's date, so a Toronto 10:00 run keyed 2027-03-01 asks Kolkata
 * at 10:00 IST on March 1 — 23:30 on February 28 in Toronto. The run therefore opens at the
 * earliest of those instants (the report's own occurrence when no member is ahead of it); the
 * occurrence keeps its key and its instant, which is when the 'Default in Report' members are asked.
 */
import { zonedTimeToUtc } from '../../../shared/zoned-time.ts';
import { latestRun, nextRun, type TOccurrence } from './report-occurrences.ts';

/** An occurrence with the instant its run opens. */
export interface TOpening extends TOccurrence {
  opensAt: Date;
}

/** A report's schedule and the distinct own time zones of its members (other than the report's). */
export interface TScheduleWithZones {
  cron: string;
  timeZone: string;
  memberZones: readonly string[];
}

/** Enough occurrences to pass any lead a member zone gives (at most ~26 hours) on any schedule. */
const MAX_STEPS = 2000;

/** The instant the run of `occurrence` opens: its own, or a member zone's earlier wall time. */
export function openingOf(occurrence: TOccurrence, memberZones: readonly string[]): TOpening {
  let opensAt = occurrence.at.getTime();
  for (const zone of memberZones) {
    opensAt = Math.min(opensAt, zonedTimeToUtc(occurrence.key, occurrence.hour, occurrence.minute, zone).getTime());
  }
  return { ...occurrence, opensAt: new Date(opensAt) };
}

/**
 * The first occurrence after `after` (by its own instant) and when it opens, which may already be
 * past. Why: a saved report (or a member's new zone) may make a run due at once.
 */
export function upcomingOpening(schedule: TScheduleWithZones, after: Date): TOpening {
  return openingOf(nextRun(schedule.cron, schedule.timeZone, after), schedule.memberZones);
}

/**
 * The first occurrence that opens strictly after `after`. Why: once the runs due at `after` are
 * handled, the report's next_run_at is this one's opening.
 */
export function nextOpening(schedule: TScheduleWithZones, after: Date): TOpening {
  let occurrence = nextRun(schedule.cron, schedule.timeZone, after);
  for (let step = 0; step < MAX_STEPS; step++) {
    const opening = openingOf(occurrence, schedule.memberZones);
    if (opening.opensAt.getTime() > after.getTime()) return opening;
    occurrence = nextRun(schedule.cron, schedule.timeZone, occurrence.at);
  }
  throw new Error(`no opening of '${schedule.cron}' after ${after.toISOString()}`);
}

/**
 * The latest occurrence whose run has opened by `now`: what a fired (or late) job stands for. With
 * no member ahead of the report's zone it is the latest occurrence at or before `now`.
 */
export function dueOpening(schedule: TScheduleWithZones, now: Date): TOpening {
  let due = openingOf(latestRun(schedule.cron, schedule.timeZone, now), schedule.memberZones);
  if (schedule.memberZones.length === 0) return due;
  for (let step = 0; step < MAX_STEPS; step++) {
    const next = openingOf(nextRun(schedule.cron, schedule.timeZone, due.at), schedule.memberZones);
    if (next.opensAt.getTime() > now.getTime()) return due;
    due = next;
  }
  return due;
}
