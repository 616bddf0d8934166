/**
 * The learning area's topics and their tabs (spec part 1 §2.11, §3, §4): an admin variant for
 * account types 0-2 and a member variant for type 3 and guests, each with three topics whose tabs
 * (the spec's labels, in its order) name the onboarding page they show.
 */
import type { TOnboardingSlug } from '../../../../shared/content.ts';
import { seesAdminLearningArea } from '../../../../shared/permissions.ts';
import type { TStateUser } from '../../../../shared/state.ts';

export const LEARNING_TOPIC_KEYS = ['beginner', 'collaboration', 'power-user'] as const;
export type TLearningTopicKey = (typeof LEARNING_TOPIC_KEYS)[number];

export type TLearningVariant = 'admin' | 'member';

export interface TLearningStep {
  label: string;
  slug: TOnboardingSlug;
}

export interface TLearningTopic {
  key: TLearningTopicKey;
  title: string;
  /** One sentence on the card. */
  summary: string;
  steps: readonly TLearningStep[];
}

const step = (label: string, slug: TOnboardingSlug): TLearningStep => ({ label, slug });

const TOPICS: Readonly<Record<TLearningVariant, readonly TLearningTopic[]>> = {
  admin: [
    {
      key: 'beginner',
      title: 'Beginner',
      summary: 'Set up your account, connect your platform, create a standup and see the first check-ins arrive.',
      steps: [
        step('Overview', 'overview'),
        step('Setting Up Your Account', 'setting-up-your-account'),
        step('Connect a Platform', 'connecting-your-platform'),
        step('Create A Standup', 'creating-a-standup'),
        step('Check-in', 'entering-your-first-check-in'),
      ],
    },
    {
      key: 'collaboration',
      title: 'Collaboration',
      summary:
        'Read the dashboards together, follow your team day by day, measure participation and decide who may do what.',
      steps: [
        step('Collaboration & Transparency', 'collaboration-and-transparency'),
        step('Team Activity', 'team-activity'),
        step('Scrum Analytics', 'scrum-analytics'),
        step('Permissions & Roles', 'permissions-and-roles'),
      ],
    },
    {
      key: 'power-user',
      title: 'Power User',
      summary: 'Connect the rest of your tools, run more than one team and tag answers with hashtags.',
      steps: [
        step('Integrations', 'integrations'),
        step('Adding a new team', 'add-a-new-team'),
        step('Hashtags', 'admin-hashtags'),
      ],
    },
  ],
  member: [
    {
      key: 'beginner',
      title: 'Beginner',
      summary: 'Answer your first standup and set up your time zone, notifications and profile.',
      steps: [
        step('Overview', 'member-overview'),
        step('Filling Out Your Standups', 'member-filling-out-your-standups'),
        step('Timezones', 'member-timezones'),
        step('Notification Settings', 'member-notification-settings'),
        step('Profile Settings', 'member-profile-settings'),
      ],
    },
    {
      key: 'collaboration',
      title: 'Collaboration',
      summary: "Read your teammates' answers, comment and react, and look back at your history.",
      steps: [step('Team Activity', 'member-team-activity'), step('Analytics', 'member-analytics')],
    },
    {
      key: 'power-user',
      title: 'Power User',
      summary: 'Let your Outlook calendar mark your vacations and tag your answers with hashtags.',
      steps: [step('Calendar Sync', 'member-calendar-sync'), step('Hashtags', 'member-hashtags')],
    },
  ],
};

/** Which variant a viewer gets: the admin guides for types 0-2, the member guides for 3 and guests. */
export function learningVariantFor(user: Pick<TStateUser, 'account_type_id'> | null): TLearningVariant {
  return user !== null && seesAdminLearningArea(user) ? 'admin' : 'member';
}

/** The variant's three topics, in the cards' order. */
export function learningTopics(variant: TLearningVariant): readonly TLearningTopic[] {
  return TOPICS[variant];
}

/** One topic of a variant by its URL key, or null for a key that names none. */
export function learningTopic(variant: TLearningVariant, key: string | undefined): TLearningTopic | null {
  return TOPICS[variant].find((topic) => topic.key === key) ?? null;
}

/** The topic after this one, for the last step's 'Next topic' link; null after the last. */
export function nextLearningTopic(variant: TLearningVariant, key: TLearningTopicKey): TLearningTopic | null {
  const topics = TOPICS[variant];
  return topics[topics.findIndex((topic) => topic.key === key) + 1] ?? null;
}

/**
 * The 1-based step a `?step=` value names, or null when it names none of the topic's steps (the
 * page then shows step one and puts that in the URL).
 */
export function stepFromSearch(value: string | null, count: number): number | null {
  if (value === null || !/^[1-9][0-9]?$/.test(value)) return null;
  const number = Number(value);
  return number <= count ? number : null;
}

/** The learning area's own path for a topic (and step), as links and the URL write it. */
export function topicHref(key: TLearningTopicKey, stepNumber?: number): string {
  return stepNumber === undefined || stepNumber === 1
    ? `/onboarding/${key}/`
    : `/onboarding/${key}/?step=${stepNumber}`;
}
