/**
 * The learning area, release notes and help desk contract (spec part 1 §2.11, §3, §7): pages are
 * Markdown written by us in content/ (a deployment may point CONTENT_DIR at its own copy) and
 * fetched by slug, as the spec's headless content service was. The web app and the server read
 * these slugs and shapes.
 */
import { z } from 'zod';

/** The member variant's onboarding slugs (part 1 §3), in the spec's order. */
export const MEMBER_ONBOARDING_SLUGS = [
  'member-overview',
  'member-filling-out-your-standups',
  'member-timezones',
  'member-notification-settings',
  'member-profile-settings',
  'member-team-activity',
  'member-analytics',
  'member-calendar-sync',
  'member-hashtags',
] as const;

/**
 * The admin variant's onboarding slugs (part 1 §3), plus 'admin-hashtags' (designed: the spec's
 * admin topic three has a Hashtags tab but names no slug for it).
 */
export const ADMIN_ONBOARDING_SLUGS = [
  'overview',
  'setting-up-your-account',
  'connecting-your-platform',
  'creating-a-standup',
  'entering-your-first-check-in',
  'collaboration-and-transparency',
  'team-activity',
  'scrum-analytics',
  'permissions-and-roles',
  'integrations',
  'add-a-new-team',
  'admin-hashtags',
] as const;

export const ONBOARDING_SLUGS = [...MEMBER_ONBOARDING_SLUGS, ...ADMIN_ONBOARDING_SLUGS] as const;
export type TOnboardingSlug = (typeof ONBOARDING_SLUGS)[number];

/** Release-note categories (part 1 §2.11). */
export const POST_CATEGORIES = ['Product Updates', 'Internal Updates'] as const;
export type TPostCategory = (typeof POST_CATEGORIES)[number];

/** A slug as content files are named: lowercase words and digits joined by '-'. */
export const ZContentSlug = z
  .string()
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'not a content slug');

/** An onboarding page (part 1 §3 onboardingPage): its title and Markdown body. */
export const ZOnboardingPage = z.object({
  type: z.literal('onboardingPage'),
  slug: z.string(),
  title: z.string(),
  body: z.string(),
});
export type TOnboardingPage = z.infer<typeof ZOnboardingPage>;

/** A release note (part 1 §3 Post), newest first in lists. */
export const ZPost = z.object({
  title: z.string(),
  /** ISO date-time. */
  publishedAt: z.string(),
  mainImage: z.object({ asset: z.object({ url: z.string() }), alt: z.string() }).nullable(),
  excerpt: z.string(),
  slug: z.object({ current: z.string() }),
  category: z.enum(POST_CATEGORIES),
  /** The whole note's Markdown ('Read on'). */
  body: z.string(),
});
export type TPost = z.infer<typeof ZPost>;

/** A help desk article: title, one-line summary, Markdown body. */
export const ZHelpArticle = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
});
export type THelpArticle = z.infer<typeof ZHelpArticle>;

/** The content API paths (GET; public: the learning area and help desk are for guests too). */
export const CONTENT_API = {
  onboardingPage: (slug: string) => `/api/v1/content/onboarding/${encodeURIComponent(slug)}/`,
  posts: '/api/v1/content/posts/',
  helpArticles: '/api/v1/content/help/',
  helpArticle: (slug: string) => `/api/v1/content/help/${encodeURIComponent(slug)}/`,
} as const;

/** GET CONTENT_API.posts: every release note, newest first. */
export const ZPostList = z.object({ posts: z.array(ZPost) });
export type TPostList = z.infer<typeof ZPostList>;
