import { describe, expect, it } from 'vitest';
import { reportStats } from '../../../../shared/reports.ts';
import { summaryActionLines, summaryStatLines } from './summary-lines.ts';

const summary = {
  total: 5,
  answered: 4,
  report_name: 'Daily',
  goal_tracking_enabled: true,
  stats: reportStats({ entries: 4, links: 5, goals: 3, blocked: 1 }),
};
const actions = {
  broadcast_label: '',
  channel_label: '#standup',
  is_email_summary_scheduled: true,
  is_email_summary_sent: false,
  email_label: 'All participants',
  summary_at: '2026-11-23T16:00:00.000Z',
};

describe('the summary panel', () => {
  it('shows answered of total, participation, goals and blockers', () => {
    expect(summaryStatLines(summary)).toEqual([
      { label: 'Answered', value: '4 of 5' },
      { label: 'Participation', value: '80%' },
      { label: 'Goals completed', value: '75% (3 of 4)' },
      { label: 'Blockers', value: '1' },
    ]);
  });

  it('leaves goals and blockers out when the report does not track them', () => {
    expect(summaryStatLines({ ...summary, goal_tracking_enabled: false }).map((line) => line.label)).toEqual([
      'Answered',
      'Participation',
    ]);
  });

  it("says when the summary goes, in the report's zone, and where", () => {
    expect(summaryActionLines({ dashboard_actions: actions, time_zone: 'America/New_York' })).toEqual([
      { label: 'Status', value: 'Scheduled for Nov 23, 2026, 11:00 AM (America/New_York)' },
      { label: 'Email', value: 'All participants' },
      { label: 'Channel', value: '#standup' },
    ]);
  });

  it('says when it was sent, or that none is scheduled', () => {
    const sent = { ...actions, is_email_summary_sent: true };
    expect(summaryActionLines({ dashboard_actions: sent, time_zone: 'UTC' })[0]?.value).toBe(
      'Sent Nov 23, 2026, 4:00 PM (UTC)',
    );
    const none = { ...actions, is_email_summary_scheduled: false, summary_at: null };
    expect(summaryActionLines({ dashboard_actions: none, time_zone: 'UTC' })[0]?.value).toBe('Not scheduled');
  });
});
