import { describe, expect, it } from 'vitest';
import { activityLabel, activityPhrase } from './activity-text.ts';

describe('activity sentences', () => {
  it('cut a Jira comment to 50 characters (part 3 §9) and name the key apart from the title', () => {
    const comment = 'x'.repeat(80);
    expect(activityPhrase('jira-commented', { title: 'PROJ-7 Fix login', comment })).toBe(
      `commented on PROJ-7 "Fix login": "${'x'.repeat(50)}..."`,
    );
  });

  it('read every verb, with or without details', () => {
    expect(activityPhrase('pushed', { repo: 'acme/api', branch: 'main', commit_count: 1 })).toBe(
      'pushed 1 commit to acme/api (main)',
    );
    expect(activityPhrase('trello-moved-card', { title: 'Card', from: 'Doing', to: 'Done' })).toBe(
      'moved card "Card" from Doing to Done',
    );
    expect(activityPhrase('asana-completed-task', {})).toBe('completed task');
    expect(activityPhrase('platform-error', { reason: 'Blocked', service: 'slack', error_code: 'x' })).toBe(
      'Platform error: Blocked (Slack, error x)',
    );
    expect(activityLabel('updated-report-settings', { report_name: 'Retro', changes: ['Schedule'] })).toBe(
      'Updated the report settings of Retro (Schedule)',
    );
  });
});
