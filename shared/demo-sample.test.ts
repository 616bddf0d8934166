import { describe, expect, it } from 'vitest';
import { ZCheckinContext } from './checkins.ts';
import { ZComment, ZRunDashboard } from './dashboard.ts';
import {
  buildDemoSample,
  DEMO_PAST_RUNS,
  DEMO_PEOPLE,
  DEMO_REPORT_ZONE,
  DEMO_VIEWER_ID,
  runWithDemoCheckin,
} from './demo-sample.ts';
import { DEMO_PATH } from './demo-tour.ts';
import { ZReportHistory } from './history.ts';
import { findPageRoute } from './routes.ts';
import { localDateKey } from './zoned-time.ts';

// A Wednesday afternoon in New York, and a Monday morning (the previous runs are the week before).
const WEDNESDAY = new Date('2026-11-18T19:30:00Z');
const MONDAY = new Date('2026-11-16T15:30:00Z');

/** Every in-app link the sample carries, wherever it sits in the data. */
function linksIn(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.startsWith('/')) found.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) linksIn(item, found);
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) linksIn(item, found);
  }
  return found;
}

describe('the demo sample', () => {
  const sample = buildDemoSample(WEDNESDAY);

  it('is exactly what the real API contracts describe', () => {
    expect(ZRunDashboard.parse(sample.run)).toEqual(sample.run);
    expect(ZCheckinContext.parse(sample.checkin)).toEqual(sample.checkin);
    expect(ZReportHistory.parse(sample.history)).toEqual(sample.history);
    for (const comments of Object.values(sample.comments)) expect(ZComment.array().parse(comments)).toEqual(comments);
  });

  it('has five people in five time zones, four answered (one blocked, goals) and one waiting', () => {
    expect(new Set(DEMO_PEOPLE.map((person) => person.timeZone)).size).toBe(5);
    const { entries, summary } = sample.run;
    expect(entries).toHaveLength(5);
    expect(entries.filter((entry) => entry.completed)).toHaveLength(4);
    expect(entries.filter((entry) => entry.blocked).map((entry) => entry.name)).toEqual(['Lukas Schmidt']);
    expect(entries.filter((entry) => entry.goal_completed)).toHaveLength(2);
    const waiting = entries.find((entry) => !entry.completed)!;
    expect(waiting.member_id).toBe(DEMO_VIEWER_ID);
    expect(waiting.checkin_link).toBe('/demo/?step=checkin');
    expect(summary).toMatchObject({ total: 5, answered: 4 });
    expect(summary.stats).toMatchObject({ entries_percent: 80, goal_percent: 50, blocked_count: 1 });
  });

  it('dates today’s run in the report’s zone and three working weeks of history before it', () => {
    expect(sample.run.key).toBe(localDateKey(WEDNESDAY, DEMO_REPORT_ZONE));
    expect(sample.run.long_date).toBe('Wednesday, November 18, 2026');
    const rows = sample.history.rows;
    expect(rows).toHaveLength(DEMO_PAST_RUNS + 1);
    expect(rows.at(-1)).toMatchObject({ report_date: '2026-11-18', in_progress: true, participation: 4 });
    expect(rows.slice(0, -1).every((row) => !row.in_progress)).toBe(true);
    for (const row of rows) expect([0, 6]).not.toContain(new Date(`${row.report_date}T12:00:00Z`).getUTCDay());
    expect(rows[0]!.report_date).toBe('2026-10-28');
    // Monday's previous response is Friday's.
    expect(buildDemoSample(MONDAY).checkin.last_entry_data?.date).toBe('Friday, November 13, 2026');
  });

  it('keeps percentages to the formulas: participation over linked members, goals and blockers over entries', () => {
    for (const row of sample.history.rows) {
      expect(row.participation_percent).toBe(Math.round((row.participation / row.links_count) * 100));
      expect(row.goal_percent).toBe(row.participation ? Math.round((row.goals / row.participation) * 100) : 0);
      expect(row.goals).toBeLessThanOrEqual(row.participation);
      expect(row.participation).toBeLessThanOrEqual(row.links_count);
    }
  });

  it('has comments that match the counts on the cards, and the visitor may delete only their own', () => {
    for (const entry of sample.run.entries) expect(sample.comments[entry.id] ?? []).toHaveLength(entry.comments_count);
    const all = Object.values(sample.comments).flat();
    expect(all.filter((comment) => comment.can_delete).every((comment) => comment.user_id === DEMO_VIEWER_ID)).toBe(
      true,
    );
  });

  it('links only inside the tour, so a guest never leaves for a page that needs a sign-in', () => {
    const links = linksIn([sample.run, sample.history]);
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) {
      expect(link.startsWith(DEMO_PATH)).toBe(true);
      expect(findPageRoute(new URL(link, 'https://x.invalid').pathname)?.path).toBe('/demo');
    }
  });

  it('puts a submitted check-in on the dashboard and counts it in the summary', () => {
    const submittedAt = new Date(WEDNESDAY.getTime() - 30_000);
    const run = runWithDemoCheckin(
      sample.run,
      {
        answers: { since: 'Fixed crashes', today: 'Push', blockers: 'None' },
        goalCompleted: true,
        blocked: false,
        submittedAt,
      },
      WEDNESDAY,
    );
    expect(ZRunDashboard.parse(run)).toEqual(run);
    const mine = run.entries.find((entry) => entry.member_id === DEMO_VIEWER_ID)!;
    expect(mine).toMatchObject({
      completed: true,
      goal_completed: true,
      last_entry_sent_difference: 'less than a minute ago',
    });
    expect(mine.data.data_fields.map((field) => field.value)).toEqual(['Fixed crashes', 'Push', 'None']);
    expect(run.summary).toMatchObject({ answered: 5 });
    expect(run.summary.stats).toMatchObject({ entries_percent: 100, goal_percent: 60 });
    expect(sample.run.summary.answered).toBe(4);
  });
});
