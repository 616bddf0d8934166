import { describe, expect, it } from 'vitest';
import { DASHBOARD_MESSAGES } from '../../../../shared/dashboard.ts';
import { answerColourIndex, colourIndexFor } from './answer-colours.ts';
import { commentKeyAction, commentProblem, commentsButtonLabel } from './comment-input.ts';
import { appPathOf, neighbourPaths, otherReportPath, runKeyLabel, runTitle } from './dashboard-nav.ts';
import { formatInstantInZone, timeAgo } from './dashboard-time.ts';
import { entriesOfPages, patchEntryIn } from './entry-cache.ts';
import { chatDeliveryFailure, entryState, isWebUrl, sentLine } from './entry-status.ts';
import { testEntry } from './test-entries.ts';

describe('answer colours', () => {
  it('cycles through five colours', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 11].map(colourIndexFor)).toEqual([0, 1, 2, 3, 4, 0, 1, 1]);
  });

  it("follows the question's place in the run, so every card agrees", () => {
    const questions = ['a', 'b', 'c', 'd', 'e', 'f'].map((key) => ({ key, slug: key, text: key }));
    expect(answerColourIndex('f', questions, 0)).toBe(0);
    expect(answerColourIndex('c', questions, 0)).toBe(2);
    expect(answerColourIndex('gone', questions, 3)).toBe(3);
  });
});

describe('the comment box', () => {
  it('posts on Enter, not on Shift+Enter nor while composing', () => {
    expect(commentKeyAction({ key: 'Enter', shiftKey: false, isComposing: false })).toBe('post');
    expect(commentKeyAction({ key: 'Enter', shiftKey: true, isComposing: false })).toBe('none');
    expect(commentKeyAction({ key: 'Enter', shiftKey: false, isComposing: true })).toBe('none');
    expect(commentKeyAction({ key: 'a', shiftKey: false, isComposing: false })).toBe('none');
  });

  it('requires a comment of at most 5,000 characters', () => {
    expect(commentProblem('  \n ')).toBe(DASHBOARD_MESSAGES.commentRequired);
    expect(commentProblem('x'.repeat(5001))).toBe(DASHBOARD_MESSAGES.commentTooLong);
    expect(commentProblem(` ${'x'.repeat(5000)} `)).toBeNull();
  });

  it('counts the comments on the toggle', () => {
    expect(commentsButtonLabel(2)).toBe('Comments (2)');
    expect(commentsButtonLabel(0)).toBe('Comments (0)');
  });
});

describe('entry states', () => {
  it('shows answers first, then vacation, then waiting', () => {
    expect(entryState({ completed: true, vacation: true })).toBe('completed');
    expect(entryState({ completed: false, vacation: true })).toBe('vacation');
    expect(entryState({ completed: false, vacation: false })).toBe('waiting');
  });

  it('says when and how the check-in was sent', () => {
    expect(sentLine(testEntry({ notification_types: ['Email', 'Microsoft Teams'] }))).toBe(
      'Sent 2 hours ago through Email and Microsoft Teams',
    );
    expect(sentLine(testEntry({ notification_types: [] }))).toBe('Sent 2 hours ago');
    expect(sentLine(testEntry({ last_link_sent_difference: null }))).toBe('Not sent yet');
  });

  it('gives the local send time of a member asked in their own time zone', () => {
    expect(sentLine(testEntry({ notification_types: ['Email'], asked_local: '10:00 PST' }))).toBe(
      'Sent 2 hours ago through Email (asked 10:00 PST, their time)',
    );
    expect(sentLine(testEntry({ last_link_sent_difference: null, asked_local: '10:00 GMT+5:30' }))).toBe(
      'To be asked 10:00 GMT+5:30, their time',
    );
  });

  it('reports a chat delivery failure unless the platform took the message', () => {
    const teams = { msgStatusPlatform: 'MSTEAMS', msgStatusErrorCode: null };
    expect(chatDeliveryFailure({ ...teams, msgStatusCode: 201 })).toBeNull();
    expect(chatDeliveryFailure({ ...teams, msgStatusCode: null })).toBeNull();
    expect(chatDeliveryFailure({ ...teams, msgStatusCode: 403 })).toBe(
      'Failed to send through Microsoft Teams. Code - 403',
    );
    expect(chatDeliveryFailure({ ...teams, msgStatusCode: 400, msgStatusErrorCode: 'BotBlocked' })).toBe(
      'Failed to send through Microsoft Teams. Code - BotBlocked',
    );
    const slack = { msgStatusPlatform: 'SLACK', msgStatusErrorCode: null };
    expect(chatDeliveryFailure({ ...slack, msgStatusCode: 200 })).toBeNull();
    expect(chatDeliveryFailure({ ...slack, msgStatusCode: 400, msgStatusErrorCode: 'channel_not_found' })).toBe(
      'Failed to send through Slack. Code - channel_not_found',
    );
    const webex = { msgStatusPlatform: 'SPARK', msgStatusErrorCode: null };
    expect(chatDeliveryFailure({ ...webex, msgStatusCode: 200 })).toBeNull();
    expect(chatDeliveryFailure({ ...webex, msgStatusCode: 404 })).toBe(
      'Failed to send through Cisco Webex Teams. Code - 404',
    );
    expect(chatDeliveryFailure({ ...webex, msgStatusCode: 400, msgStatusErrorCode: 'Message too long' })).toBe(
      'Failed to send through Cisco Webex Teams. Code - Message too long',
    );
    expect(
      chatDeliveryFailure({ msgStatusPlatform: 'EMAIL', msgStatusCode: 500, msgStatusErrorCode: null }),
    ).toBeNull();
  });

  it('draws only web addresses as activity links', () => {
    expect(isWebUrl('https://example.com/x')).toBe(true);
    expect(isWebUrl('javascript:alert(1)')).toBe(false);
  });
});

describe('times', () => {
  it('shows an instant in the given zone, naming it', () => {
    expect(formatInstantInZone('2026-11-23T08:00:00Z', 'Europe/Berlin')).toBe('Nov 23, 2026, 9:00 AM (Europe/Berlin)');
    expect(formatInstantInZone('2026-11-23T08:00:00Z', 'Not/AZone')).toBe('Nov 23, 2026, 8:00 AM (UTC)');
    expect(formatInstantInZone('nonsense', 'UTC')).toBe('nonsense');
  });

  it('says how long ago, up to a week', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(timeAgo('2026-11-23T11:59:30Z', now)).toBe('just now');
    expect(timeAgo('2026-11-23T11:59:00Z', now)).toBe('1 minute ago');
    expect(timeAgo('2026-11-23T09:00:00Z', now)).toBe('3 hours ago');
    expect(timeAgo('2026-11-21T12:00:00Z', now)).toBe('2 days ago');
    expect(timeAgo('2026-11-01T12:00:00Z', now)).toBeNull();
  });
});

describe('run links', () => {
  const run = { team_slug: 'team', report_slug: 'daily', previous_report_key: '2026-11-22', next_report_key: null };

  it('links the neighbouring runs in the same view', () => {
    expect(neighbourPaths('grid', run)).toEqual({
      previous: '/dashboard/team/report/daily/date/2026-11-22/dashboard/',
      next: null,
    });
    expect(neighbourPaths('question', run).previous).toBe(
      '/dashboard/team/report/daily/date/2026-11-22/dashboard-alternative/',
    );
  });

  it('opens other reports at their latest run', () => {
    expect(otherReportPath('team', 'weekly')).toBe('/dashboard/team/report/weekly/date/latest/dashboard/');
  });

  it('labels keys and titles runs', () => {
    expect(runKeyLabel('2026-11-22')).toBe('Nov 22, 2026');
    expect(runKeyLabel('latest')).toBe('latest');
    expect(runTitle({ report_name: 'Daily', long_date: 'Monday, November 23, 2026' })).toBe(
      'Daily, Monday, November 23, 2026',
    );
    expect(runTitle({ report_name: 'Daily', long_date: null })).toBe('Daily');
  });

  it('keeps server URLs on this site inside the app', () => {
    const origin = 'https://app.example.com';
    expect(appPathOf('/dashboard/t/report/r/date/2026-11-23/dashboard/', origin)).toBe(
      '/dashboard/t/report/r/date/2026-11-23/dashboard/',
    );
    expect(appPathOf('https://app.example.com/dashboard/x/?a=1', origin)).toBe('/dashboard/x/?a=1');
    expect(appPathOf('https://elsewhere.example.com/x', origin)).toBeNull();
    expect(appPathOf('//elsewhere.example.com/x', origin)).toBeNull();
  });
});

describe('the entry cache', () => {
  const one = testEntry({ id: 'one' });
  const two = testEntry({ id: 'two' });

  it('patches the entry in a run dashboard and leaves the others', () => {
    const data = { key: '2026-11-23', entries: [one, two] };
    const patched = patchEntryIn(data, 'two', { comments_count: 3 });
    expect(patched.entries[1]?.comments_count).toBe(3);
    expect(patched.entries[0]).toBe(one);
    expect(data.entries[1]?.comments_count).toBe(0);
  });

  it('patches the pages of a "load older" list', () => {
    const data = { pages: [{ entries: [one] }, { entries: [two] }], pageParams: [null, 'x'] };
    const patched = patchEntryIn(data, 'two', { reactions: { heart: { u1: 'Ann' } } });
    expect(patched.pages[1]?.entries[0]?.reactions).toEqual({ heart: { u1: 'Ann' } });
    expect(patched.pages[0]).toBe(data.pages[0]);
  });

  it('leaves data without the entry as it was', () => {
    const data = { entries: [one] };
    expect(patchEntryIn(data, 'missing', { comments_count: 1 })).toBe(data);
    const latest = { dashboard_url: null };
    expect(patchEntryIn(latest, 'one', { comments_count: 1 })).toBe(latest);
    const pages = { pages: [{ entries: [one] }] };
    expect(patchEntryIn(pages, 'missing', { comments_count: 1 })).toBe(pages);
  });
});

describe('loaded pages', () => {
  it('lists the entries of all pages in order, each once', () => {
    const [a, b, c] = ['a', 'b', 'c'].map((id) => testEntry({ id }));
    const entries = entriesOfPages([{ entries: [a!, b!] }, { entries: [b!, c!] }]);
    expect(entries.map((entry) => entry.id)).toEqual(['a', 'b', 'c']);
  });
});
