import { describe, expect, it } from 'vitest';
import { ADMIN_ONBOARDING_SLUGS, MEMBER_ONBOARDING_SLUGS } from '../../../../shared/content.ts';
import {
  learningTopic,
  learningTopics,
  learningVariantFor,
  nextLearningTopic,
  stepFromSearch,
  topicHref,
} from './learning-topics.ts';

const labels = (variant: 'admin' | 'member') =>
  learningTopics(variant).map((topic) => topic.steps.map((step) => step.label));

describe('the learning area variants (part 1 §2.11)', () => {
  it('gives account types 0-2 the admin guides and type 3 and guests the member guides', () => {
    expect([0, 1, 2, 3].map((type) => learningVariantFor({ account_type_id: type as 0 | 1 | 2 | 3 }))).toEqual([
      'admin',
      'admin',
      'admin',
      'member',
    ]);
    expect(learningVariantFor(null)).toBe('member');
  });

  it('has the spec’s tabs, in its order, for each variant', () => {
    expect(labels('admin')).toEqual([
      ['Overview', 'Setting Up Your Account', 'Connect a Platform', 'Create A Standup', 'Check-in'],
      ['Collaboration & Transparency', 'Team Activity', 'Scrum Analytics', 'Permissions & Roles'],
      ['Integrations', 'Adding a new team', 'Hashtags'],
    ]);
    expect(labels('member')).toEqual([
      ['Overview', 'Filling Out Your Standups', 'Timezones', 'Notification Settings', 'Profile Settings'],
      ['Team Activity', 'Analytics'],
      ['Calendar Sync', 'Hashtags'],
    ]);
  });

  it('shows every onboarding page of the contract exactly once in its variant', () => {
    const slugs = (variant: 'admin' | 'member') =>
      learningTopics(variant).flatMap((topic) => topic.steps.map((step) => step.slug));
    expect(slugs('admin')).toEqual([...ADMIN_ONBOARDING_SLUGS]);
    expect(slugs('member')).toEqual([...MEMBER_ONBOARDING_SLUGS]);
  });

  it('finds topics by their URL key and the one after', () => {
    expect(learningTopic('member', 'collaboration')?.title).toBe('Collaboration');
    expect(learningTopic('member', 'advanced')).toBeNull();
    expect(learningTopic('admin', undefined)).toBeNull();
    expect(nextLearningTopic('admin', 'beginner')?.key).toBe('collaboration');
    expect(nextLearningTopic('admin', 'power-user')).toBeNull();
  });

  it('reads ?step= only when it names a step of the topic', () => {
    expect(stepFromSearch('3', 5)).toBe(3);
    expect(stepFromSearch('5', 5)).toBe(5);
    for (const bad of [null, '', '0', '6', '-1', '2.5', '02', 'x', '1e1', '99999'])
      expect(stepFromSearch(bad, 5)).toBeNull();
  });

  it('writes a topic’s address with the step only past the first', () => {
    expect(topicHref('beginner')).toBe('/onboarding/beginner/');
    expect(topicHref('beginner', 1)).toBe('/onboarding/beginner/');
    expect(topicHref('power-user', 2)).toBe('/onboarding/power-user/?step=2');
  });
});
