/**
 * The schedule rule proven for every zone (issue 16, point 4): for each zone Intl knows, each
 * daylight-saving change of 2026-2027 (found by scanning offsets day by day and bisecting to the
 * minute), and schedule times inside its gap or overlap plus a few ordinary ones, the engine's runs
 * equal an independent brute-force walk of local wall time, minute by minute, through
 * Intl.DateTimeFormat. The rule: a local time that does not exist runs at the first minute whose
 * wall clock is past it; an ambiguous one runs at its first occurrence; one run per matching date.
 * Nothing here uses shared/zoned-time.ts.
 */
import { describe, expect, it } from 'vitest';
import { upcomingRuns } from './report-occurrences.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WALL = /^(\d{2})\/(\d{2})\/(\d{4}), (\d{2}):(\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Local wall time at a UTC instant, as ms of the same wall time read in UTC. */
function wallOf(zone: string, instant: number): number {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  const match = WALL.exec(formatter.format(instant));
  if (!match) throw new Error(`unexpected wall clock text for ${zone}`);
  const [, month, day, year, hour, minute] = match.map(Number) as number[];
  return Date.UTC(year!, month! - 1, day!, hour!, minute!);
}

const offsetAt = (zone: string, instant: number) => wallOf(zone, instant) - instant;
const dateKey = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayStart = (key: string) => Date.parse(`${key}T00:00:00Z`);

interface TTransition {
  at: number;
  before: number;
  after: number;
}

/** Offset changes in [from, to): a day-by-day scan, then bisection to the minute. */
function transitionsOf(zone: string, from: number, to: number): TTransition[] {
  const found: TTransition[] = [];
  let previous = offsetAt(zone, from);
  for (let day = from + DAY; day <= to; day += DAY) {
    const offset = offsetAt(zone, day);
    if (offset !== previous) {
      let low = (day - DAY) / MINUTE;
      let high = day / MINUTE;
      while (high - low > 1) {
        const middle = Math.floor((low + high) / 2);
        if (offsetAt(zone, middle * MINUTE) === previous) low = middle;
        else high = middle;
      }
      found.push({ at: high * MINUTE, before: previous, after: offset });
      previous = offset;
    }
  }
  return found;
}

/** Brute force: each UTC minute of the window and its wall time. */
function walk(zone: string, from: number, to: number): number[] {
  const walls: number[] = [];
  for (let instant = from; instant < to; instant += MINUTE) walls.push(wallOf(zone, instant));
  return walls;
}

/** The run instant of a local date and time from the walk: its first occurrence, or the first minute past it. */
function bruteInstant(walls: number[], from: number, wanted: number): number {
  let index = walls.indexOf(wanted);
  if (index < 0) index = walls.findIndex((wall) => wall > wanted);
  if (index <= 0) throw new Error('walk window too short');
  return from + index * MINUTE;
}

function cronMatches(kind: TKind, key: string, transitionKey: string): boolean {
  const date = new Date(dayStart(key));
  const pivot = new Date(dayStart(transitionKey));
  if (kind === 'daily') return true;
  if (kind === 'weekday') return date.getUTCDay() >= 1 && date.getUTCDay() <= 5;
  if (kind === 'weekly') return date.getUTCDay() === pivot.getUTCDay();
  return date.getUTCDate() === pivot.getUTCDate();
}

type TKind = 'daily' | 'weekday' | 'weekly' | 'monthly';

function cronOf(kind: TKind, hour: number, minute: number, transitionKey: string): string {
  const pivot = new Date(dayStart(transitionKey));
  const days = {
    daily: '* * *',
    weekday: '* * 1-5',
    weekly: `* * ${pivot.getUTCDay()}`,
    monthly: `${pivot.getUTCDate()} * *`,
  }[kind];
  return `${minute} ${hour} ${days}`;
}

/** Times of day (minutes since midnight) that hit the change: its edges and middle, and ordinary ones. */
function timesFor(transition: TTransition): { edge: number[]; ordinary: number[] } {
  const low = transition.at + Math.min(transition.before, transition.after);
  const high = transition.at + Math.max(transition.before, transition.after);
  const ofDay = (wall: number) => Math.round((((wall % DAY) + DAY) % DAY) / MINUTE);
  const middle = low + Math.floor((high - low) / MINUTE / 2) * MINUTE;
  return {
    edge: [...new Set([low - MINUTE, low, middle, high - MINUTE, high].map(ofDay))],
    ordinary: [0, 9 * 60, 23 * 60 + 30],
  };
}

const FROM = Date.UTC(2026, 0, 1);
const TO = Date.UTC(2028, 0, 1);
const zones = Intl.supportedValuesOf('timeZone');

describe('every zone, every daylight-saving change of 2026-2027', () => {
  it('runs each schedule once per matching local date, at the instant the wall-clock walk gives', () => {
    let transitions = 0;
    let compared = 0;
    const mismatches: string[] = [];
    for (const zone of zones) {
      for (const transition of transitionsOf(zone, FROM, TO)) {
        transitions++;
        const transitionKey = dateKey(transition.at + transition.before);
        const firstKey = dateKey(dayStart(transitionKey) - DAY);
        const lastKey = dateKey(dayStart(transitionKey) + DAY);
        const walkFrom = dayStart(firstKey) - 15 * HOUR;
        const walkTo = dayStart(lastKey) + DAY + 15 * HOUR;
        const walls = walk(zone, walkFrom, walkTo);
        const { edge, ordinary } = timesFor(transition);
        for (const kind of ['daily', 'weekday', 'weekly', 'monthly'] as const) {
          const times = kind === 'daily' ? [...edge, ...ordinary] : edge;
          for (const time of times) {
            const hour = Math.floor(time / 60);
            const minute = time % 60;
            const cron = cronOf(kind, hour, minute, transitionKey);
            const expected: string[] = [];
            for (const key of [firstKey, transitionKey, lastKey]) {
              if (!cronMatches(kind, key, transitionKey)) continue;
              const instant = bruteInstant(walls, walkFrom, dayStart(key) + time * MINUTE);
              expected.push(`${key} ${new Date(instant).toISOString()}`);
            }
            const actual: string[] = [];
            let after = new Date(walkFrom - 1);
            for (;;) {
              const [run] = upcomingRuns(cron, zone, after, 1);
              if (!run || run.key > lastKey) break;
              if (run.key >= firstKey) actual.push(`${run.key} ${run.at.toISOString()}`);
              after = run.at;
            }
            compared++;
            if (actual.join() !== expected.join()) {
              mismatches.push(`${zone} '${cron}': got [${actual.join(', ')}], walk [${expected.join(', ')}]`);
            }
          }
        }
      }
    }
    expect(mismatches.slice(0, 20)).toEqual([]);
    // 2026-2027 has hundreds of changes (Europe alone: four per zone); a broken scan finds none.
    expect(transitions).toBeGreaterThan(300);
    expect(compared).toBeGreaterThan(5000);
  }, 120_000);
});
