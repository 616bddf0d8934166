import { describe, expect, it } from 'vitest';
import { CHECKIN_MESSAGES } from '../../../../shared/checkins.ts';
import { DASHBOARD_MESSAGES, type TComment } from '../../../../shared/dashboard.ts';
import { buildDemoSample, DEMO_VIEWER_ID } from '../../../../shared/demo-sample.ts';
import { stateUserFixture } from '../../test-support/state-user-fixture.ts';
import { DASHBOARD_QUERY_KEYS } from '../dashboard/dashboard-queries.ts';
import { demoNextPlace, existingAccountPlace } from './demo-next-place.ts';
import { DemoSandbox } from './demo-sandbox.ts';

const NOW = new Date('2026-11-18T19:30:00Z');
const sandboxNow = () => new DemoSandbox(buildDemoSample(NOW), () => NOW);
const hash = 'demo';

describe('the demo sandbox', () => {
  it('refuses a submission with empty questions the way the server does, naming them', async () => {
    const sandbox = sandboxNow();
    await sandbox.checkinCalls.saveQuestion({ hash, key: 'since', content: 'Fixed the crashes' });
    const refusal = await sandbox.checkinCalls
      .saveQuestion({ hash, key: 'today', content: '\u200b ', submit: true })
      .catch((error: unknown) => error);
    expect(refusal).toMatchObject({
      status: 400,
      message: CHECKIN_MESSAGES.allRequired,
      fields: { today: ['required'], blockers: ['required'] },
    });
    expect(sandbox.run().summary.answered).toBe(4);
    // What was typed is kept for the next visit to the step.
    expect(sandbox.checkinContext().answers.since).toBe('Fixed the crashes');
  });

  it('puts a submitted check-in with its flags on the dashboard, and a later flag change too', async () => {
    const sandbox = sandboxNow();
    await sandbox.checkinCalls.updateGoalBlocker({ hash, field: 'goal_completed', completed: true });
    await sandbox.checkinCalls.saveQuestion({ hash, key: 'since', content: 'Fixed the crashes' });
    await sandbox.checkinCalls.saveQuestion({ hash, key: 'today', content: 'Push notifications' });
    const answer = await sandbox.checkinCalls.saveQuestion({ hash, key: 'blockers', content: 'None', submit: true });
    expect(answer).toMatchObject({ ok: true, is_draft: false });
    const mine = () => sandbox.run().entries.find((entry) => entry.member_id === DEMO_VIEWER_ID)!;
    expect(mine()).toMatchObject({ completed: true, goal_completed: true, blocked: false });
    expect(mine().data.data_fields.map((field) => field.value)).toEqual([
      'Fixed the crashes',
      'Push notifications',
      'None',
    ]);
    expect(sandbox.run().summary).toMatchObject({ answered: 5 });
    expect(sandbox.checkinContext().is_draft).toBe(false);
    await sandbox.checkinCalls.updateGoalBlocker({ hash, field: 'blocked', completed: true });
    expect(mine().blocked).toBe(true);
    expect(sandbox.run().summary.stats.blocked_count).toBe(2);
  });

  it('refuses an answer that is too long or a question that is not asked', async () => {
    const sandbox = sandboxNow();
    await expect(
      sandbox.checkinCalls.saveQuestion({ hash, key: 'since', content: 'x'.repeat(20_001) }),
    ).rejects.toMatchObject({
      message: CHECKIN_MESSAGES.tooLong,
    });
    await expect(sandbox.checkinCalls.saveQuestion({ hash, key: 'nope', content: 'x' })).rejects.toMatchObject({
      message: CHECKIN_MESSAGES.unknownQuestion,
    });
  });

  it('adds and deletes the visitor’s own comments, and never someone else’s', async () => {
    const sandbox = sandboxNow();
    const entry = 'demo-entry-lukas-schmidt';
    const commenter = { report_uid: entry };
    const loaded = await sandbox.dashboardCalls.sendCommentRequest({ type: 'load-comments', commenter });
    expect(loaded).toHaveLength(2);
    await expect(
      sandbox.dashboardCalls.sendCommentRequest({ type: 'add-comment', data: '   ', commenter }),
    ).rejects.toMatchObject({ message: DASHBOARD_MESSAGES.commentRequired });
    const added = await sandbox.dashboardCalls.sendCommentRequest({
      type: 'add-comment',
      data: ' <b>on it</b> ',
      commenter,
    });
    expect(added.at(-1)).toMatchObject({ comment: '<b>on it</b>', user_id: DEMO_VIEWER_ID, can_delete: true });
    // The page writes the answer into the cache, as CommentsPanel does.
    sandbox.client.setQueryData<TComment[]>(DASHBOARD_QUERY_KEYS.comments(entry), added);
    await expect(
      sandbox.dashboardCalls.sendCommentRequest({ type: 'delete-comment', data: loaded[0]!.id, commenter }),
    ).rejects.toMatchObject({ message: DASHBOARD_MESSAGES.commentNotYours });
    const left = await sandbox.dashboardCalls.sendCommentRequest({
      type: 'delete-comment',
      data: added.at(-1)!.id,
      commenter,
    });
    expect(left).toEqual(loaded);
  });

  it('toggles the visitor’s reaction and refuses an emoji the picker does not offer', async () => {
    const sandbox = sandboxNow();
    const key = 'demo-entry-maya-patel';
    const reactions = await sandbox.dashboardCalls.sendReaction({ type: 'reaction', key, reaction: 'tada' });
    expect(Object.keys(reactions.tada ?? {})).toEqual(['lukas-schmidt']);
    const added = await sandbox.dashboardCalls.sendReaction({ type: 'reaction', key, reaction: 'rocket' });
    expect(added.rocket).toEqual({ [DEMO_VIEWER_ID]: 'Jordan Lee' });
    await expect(
      sandbox.dashboardCalls.sendReaction({ type: 'reaction', key, reaction: '__proto__' }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      sandbox.dashboardCalls.sendReaction({ type: 'reaction', key: 'demo-entry-jordan-lee', reaction: 'tada' }),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe('where the demo leads', () => {
  it('sends a guest to signup, the demo account to the trial page, a team in setup to /setup/, others home', () => {
    expect(demoNextPlace(null, null).href).toBe('/accounts/signup/');
    expect(demoNextPlace(stateUserFixture({ is_demo: true }), null).href).toBe('/demo/trial/');
    expect(demoNextPlace(stateUserFixture(), null).href).toBe('/setup/');
    const linked = { slug: 'core', team_name: 'Core', service: 'SLACK', account_admin: true } as const;
    expect(demoNextPlace(stateUserFixture(), linked).href).toBe('/');
    expect(demoNextPlace(stateUserFixture({ account_type_id: 3 }), null).href).toBe('/');
  });

  it('shows an existing customer billing when they run the account, home otherwise', () => {
    expect(existingAccountPlace(stateUserFixture({ account_type_id: 0 })).href).toBe('/billing/');
    expect(existingAccountPlace(stateUserFixture({ account_type_id: 1 })).href).toBe('/billing/');
    expect(existingAccountPlace(stateUserFixture({ account_type_id: 2 })).href).toBe('/');
  });
});
