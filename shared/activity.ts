/**
 * The team activity contract (spec part 3 §2.11, §3 activity stream context, §8, §9): the verbs of
 * the feed, the details each carries, the filters, the page info and the spec's words. The webhook
 * receivers and Rollcall's own events write items in these shapes (bot/domain/activity), the feed
 * and the dashboard read them.
 */
import { z } from 'zod';

/**
 * Every verb of the feed (part 3 §2.11). The first three come from the check-ins themselves; the
 * rest are activity_items rows written by a webhook receiver or by Rollcall.
 */
export const ACTIVITY_VERBS = [
  'checked-in',
  'updated-check-in',
  'on-vacation',
  'outlook-event',
  'platform-error',
  'created-workitem',
  'updated-workitem',
  'deleted-workitem',
  'jira-created',
  'jira-updated',
  'jira-commented',
  'jira-moved',
  'asana-created-task',
  'asana-updated-task',
  'asana-completed-task',
  'asana-moved-task',
  'trello-created-card',
  'trello-created-list',
  'trello-commented',
  'trello-moved-card',
  'clubhouse-created-story',
  'clubhouse-created-story-task',
  'clubhouse-moved',
  'clubhouse-commented',
  'pushed',
  'zapier-event',
  'updated-report-settings',
] as const;
export type TActivityVerb = (typeof ACTIVITY_VERBS)[number];

/** Verbs read from check-ins rather than activity_items. */
export const CHECKIN_VERBS = ['checked-in', 'updated-check-in', 'on-vacation'] as const;

/** Where a platform error happened (part 3 §2.11). */
export const PLATFORM_ERROR_TYPES = ['threaded-message', 'single-message', 'report', 'conversation'] as const;

/**
 * The details of an item, by verb; every field optional so one shape serves all, each bounded
 * (member and tool text is hostile: titles and messages are cut before they are stored).
 */
export const ZActivityData = z.object({
  /** The task, issue, card, story, work item, event or report it is about. */
  title: z.string().max(300).optional(),
  url: z.string().max(2000).optional(),
  /** Jira: story | bug | task; Azure DevOps: the work item type. */
  item_type: z.string().max(60).optional(),
  /** Moves: the column, list, state or status before and after. */
  from: z.string().max(120).optional(),
  to: z.string().max(120).optional(),
  /** A comment's text (Jira's cut to 50 characters, part 3 §9). */
  comment: z.string().max(500).optional(),
  /** Pushes: the sender (github, gitlab, bitbucket, azure-devops), repo, branch and commits. */
  service: z.string().max(40).optional(),
  repo: z.string().max(200).optional(),
  branch: z.string().max(200).optional(),
  commits: z
    .array(z.object({ id: z.string().max(64), message: z.string().max(300), url: z.string().max(2000).optional() }))
    .max(20)
    .optional(),
  commit_count: z.number().int().nonnegative().optional(),
  /** Project, board or workspace the item belongs to. */
  project: z.string().max(200).optional(),
  /** Platform errors: the reason, error_code, type and the platform (part 3 §2.11). */
  reason: z.string().max(300).optional(),
  error_code: z.string().max(60).optional(),
  error_type: z.enum(PLATFORM_ERROR_TYPES).optional(),
  help_url: z.string().max(2000).optional(),
  /** Check-ins and report settings changes: the report. */
  report_id: z.string().optional(),
  report_name: z.string().max(200).optional(),
  /** Report settings changes: which settings changed (labels). */
  changes: z.array(z.string().max(80)).max(30).optional(),
  /** Check-ins: coloured by goal completed or blocker (part 3 §2.11), and where to read it. */
  goal_completed: z.boolean().optional(),
  blocked: z.boolean().optional(),
  checkin_url: z.string().optional(),
  /** Outlook events: when it ends (the item's date2 holds the end instant). */
  location: z.string().max(200).optional(),
});
export type TActivityData = z.infer<typeof ZActivityData>;

/** Feed sources (the platform filter, part 3 §3 platforms: key and label). */
export const ACTIVITY_SOURCES = {
  rollcall: 'Rollcall',
  github: 'Github',
  gitlab: 'Gitlab',
  bitbucket: 'BitBucket',
  'atlassian-jira': 'JIRA',
  'azure-devops': 'Azure Devops',
  clubhouse: 'Clubhouse',
  asana: 'Asana',
  trello: 'Trello',
  zapier: 'Zapier',
  outlook: 'Outlook',
  msteams: 'Microsoft Teams',
  slack: 'Slack',
  webex: 'Cisco Webex Teams',
  email: 'Email',
} as const;
export type TActivitySource = keyof typeof ACTIVITY_SOURCES;

/** One feed item (part 3 §3: verb, actor, date, date2, data). */
export const ZActivityItem = z.object({
  id: z.string(),
  verb: z.enum(ACTIVITY_VERBS),
  source: z.string(),
  actor: z.object({
    member_id: z.string().nullable(),
    name: z.string(),
    photo: z.string().nullable(),
  }),
  /** When it happened (ISO instant). */
  date: z.string(),
  /** A second instant: an edit's time, an event's end. */
  date2: z.string().nullable(),
  data: ZActivityData,
});
export type TActivityItem = z.infer<typeof ZActivityItem>;

/** The date filter (the header links ?date=This+Week); designed beyond 'This Week'. */
export const ACTIVITY_DATES = ['Today', 'Yesterday', 'This Week', 'Last Week', 'This Month', 'Last Month'] as const;
export type TActivityDate = (typeof ACTIVITY_DATES)[number];

/** The check_in filter. */
export const ACTIVITY_CHECKIN_FILTERS = {
  'checked-in': 'Checked in',
  'goal-completed': 'Goal completed',
  blocked: 'Has blockers',
  'on-vacation': 'On vacation',
} as const;
export type TActivityCheckinFilter = keyof typeof ACTIVITY_CHECKIN_FILTERS;

/** GET /team/activity/ filters and page, as the page's URL carries them. */
export const ZActivityQuery = z.object({
  team_member: z.string().uuid().optional().catch(undefined),
  platform: z.string().max(40).optional(),
  report_name: z.string().uuid().optional().catch(undefined),
  check_in: z
    .enum(Object.keys(ACTIVITY_CHECKIN_FILTERS) as [TActivityCheckinFilter, ...TActivityCheckinFilter[]])
    .optional()
    .catch(undefined),
  date: z.enum(ACTIVITY_DATES).default('This Week').catch('This Week'),
  page: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
});
export type TActivityQuery = z.infer<typeof ZActivityQuery>;

export const ACTIVITY_LIMITS = {
  /** Designed (part 3 §9: not shown): items a page. */
  pageSize: 25,
  /** A Jira comment is cut to this many characters (part 3 §9). */
  jiraCommentPreview: 50,
} as const;

/** Page info (part 3 §2.11). */
export const ZActivityPageInfo = z.object({
  has_previous: z.boolean(),
  has_next: z.boolean(),
  number: z.number().int(),
  num_pages: z.number().int(),
  prev_page_query: z.string().nullable(),
  next_page_query: z.string().nullable(),
});

/** GET /api/v1/team/activity (the page's data; part 3 §3 activity stream context). */
export const ZActivityContext = z.object({
  locked: z.boolean(),
  team_name: z.string(),
  /** The viewer's zone: date headers are the viewer's days. */
  timezone: z.string(),
  items: z.array(ZActivityItem),
  unfiltered_activity_count: z.number().int(),
  params: ZActivityQuery,
  team_members: z.array(z.object({ member_id: z.string(), member_name: z.string() })),
  platforms: z.array(z.object({ key: z.string(), platform: z.string() })),
  reports: z.array(z.object({ id: z.string(), name: z.string() })),
  check_ins: z.array(z.object({ key: z.string(), label: z.string() })),
  dates: z.array(z.string()),
  page: ZActivityPageInfo,
});
export type TActivityContext = z.infer<typeof ZActivityContext>;

export const ACTIVITY_MESSAGES = {
  emptyFiltered: 'No activity based on your filters ...',
  emptyTeam: 'Waiting for team activity ...',
  locked: 'The team activity feed is not part of your plan.',
} as const;
