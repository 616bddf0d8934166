/**
 * The dashboard contract (spec part 3 §2.7, §3 dashboard entry / dashboard data / comment, §6, §7
 * dashboard_reactions and dashboard_comments, §8): what the grid, question, member and hashtag
 * views read, what comments and reactions send, and the words the spec gives.
 *
 * Departures, written down (README Decisions): answers are Markdown in `data.data_fields[].value`
 * (no draftail blocks); `link_hash` opens a check-in, so it is given only on the viewer's own
 * entry, and the Remind link names the entry by id (`remind_link`); the server takes the commenter
 * and reactor from the session, never from the body.
 */
import { z } from 'zod';
import { AWAY_REASONS } from './holidays.ts';
import { ZReportStats } from './reports.ts';

export const DASHBOARD_MESSAGES = {
  waitingTitle: 'Waiting for the first check-in...',
  waitingText: 'No entries yet ...',
  noOtherReports: 'No other reports',
  renderFailed: 'We had trouble rendering this response',
  actionFailed: 'unable to perform that action',
  /** '{emoji}' is replaced by the emoji's name. */
  reactionFailed: 'unable to add your reaction of {emoji}',
  /** '{code}' is replaced by msgStatusErrorCode (or msgStatusCode). */
  teamsDeliveryFailed: 'Failed to send through Microsoft Teams. Code - {code}',
  /** Any chat platform: '{platform}' is its label ('Slack'), '{code}' as above. */
  chatDeliveryFailed: 'Failed to send through {platform}. Code - {code}',
  /** '{tag}' is replaced by the tag, without '#'. */
  hashtagTitle: 'Report entries tagged with {tag}',
  privateAnswers:
    'Answers of this private report are visible only to the respondent, team admins and the report owner.',
  commentRequired: 'Write a comment first.',
  commentTooLong: 'A comment can be at most 5,000 characters.',
  commentNotYours: 'Only the author can delete a comment.',
  entryNotFound: 'This entry does not exist or is not visible to you.',
  reminderSent: 'Reminder sent to {name}.',
  reminderNotNeeded: '{name} has already checked in.',
  /** Designed: a member in their own time zone whose check-in has not gone out yet. */
  reminderNotAskedYet:
    '{name} has not been asked yet: their check-in goes out at the report’s time in their own time zone.',
  reminderNotAllowed: 'Only admins, team admins and the member can send this reminder.',
  summaryResent: 'The summary of {date} was sent again.',
  summaryNotSentYet: 'The summary of {date} has not gone out yet; it is sent at its scheduled time.',
  reminderClosed: 'This check-in closed with its summary; reminders are no longer sent.',
  summaryNoRecipients:
    'This report has no summary recipients: turn on "Send summary to all participants" or add emails.',
} as const;

export const DASHBOARD_LIMITS = {
  commentChars: 5_000,
  /** Entries per page of the member and hashtag views. */
  historyPageSize: 30,
  /** Answer colours cycle through this many (spec: five). */
  answerColours: 5,
} as const;

/**
 * The reaction picker's emoji: id (sent as `reaction`) -> the emoji and its name (for the toast
 * 'unable to add your reaction of {emoji}' and screen readers).
 */
export const REACTION_EMOJI = {
  '+1': { emoji: '👍', name: 'thumbs up' },
  heart: { emoji: '❤️', name: 'heart' },
  tada: { emoji: '🎉', name: 'party popper' },
  joy: { emoji: '😂', name: 'tears of joy' },
  clap: { emoji: '👏', name: 'clapping hands' },
  fire: { emoji: '🔥', name: 'fire' },
  rocket: { emoji: '🚀', name: 'rocket' },
  eyes: { emoji: '👀', name: 'eyes' },
  thinking_face: { emoji: '🤔', name: 'thinking face' },
  pray: { emoji: '🙏', name: 'folded hands' },
  '100': { emoji: '💯', name: 'hundred points' },
  muscle: { emoji: '💪', name: 'flexed biceps' },
} as const;
export type TReactionId = keyof typeof REACTION_EMOJI;
export const REACTION_IDS = Object.keys(REACTION_EMOJI) as TReactionId[];

/** emoji id -> (user id -> name): who reacted with what (spec part 3 §3 reactions). */
export const ZReactionsMap = z.record(z.string(), z.record(z.string(), z.string()));
export type TReactionsMap = z.infer<typeof ZReactionsMap>;

/**
 * One answer of an entry (spec: data.data_fields key, slug, value). `value` is Markdown; `question`
 * is the question as asked in that run (the hashtag view mixes runs and reports).
 */
export const ZDataField = z.object({ key: z.string(), slug: z.string(), value: z.string(), question: z.string() });

/**
 * One member's entry of one run (spec part 3 §3 dashboard entry). An entry whose answers the
 * viewer may not see (private reports) has `answers_hidden` true and empty `data_fields`.
 */
export const ZDashboardEntry = z.object({
  /** The check-in id: the key comments and reactions are sent with. */
  id: z.string(),
  name: z.string(),
  givenName: z.string(),
  photo: z.string().nullable(),
  initials: z.string(),
  /** The member view of this member in this report. */
  member_link: z.string(),
  /** The member's participation page in this report. */
  member_history_link: z.string(),
  email: z.string(),
  /** The member's public id (user slug, the spec's hashid). */
  member_id: z.string(),
  /** Only on the viewer's own entry (it opens the check-in); null otherwise. */
  link_hash: z.string().nullable(),
  /** The viewer's own entry, not on vacation: /checkin/{link_hash}/. */
  checkin_link: z.string().nullable(),
  /** When the entry is incomplete and the viewer is Account Admin, Team Admin or its owner. */
  remind_link: z.string().nullable(),
  completed: z.boolean(),
  vacation: z.boolean(),
  /**
   * Why an entry is on vacation: the member's own day off, the team's, or a public holiday of
   * their country (named in holiday_name). Absent or null for entries of older runs.
   */
  away_reason: z.enum(AWAY_REASONS).nullable().optional(),
  holiday_name: z.string().nullable().optional(),
  blocked: z.boolean(),
  goal_completed: z.boolean(),
  answers_hidden: z.boolean(),
  data: z.object({
    key: z.string(),
    data_fields: z.array(ZDataField),
  }),
  /** Work-tool activity of the member that day: pairs of title and items (empty until integrations). */
  activity: z.array(z.object({ title: z.string(), items: z.array(z.object({ label: z.string(), url: z.string() })) })),
  comments_count: z.number().int(),
  reactions: ZReactionsMap,
  /** When the entry was submitted, in words ('2 hours ago'); null when not submitted. */
  last_entry_sent_difference: z.string().nullable(),
  /** When the check-in was sent, in words, and as an instant for the tooltip; null when not sent. */
  last_link_sent_difference: z.string().nullable(),
  last_link_sent_at: z.string().nullable(),
  /**
   * A member asked in their own time zone (ARCHITECTURE §3.5): their local prompt time with the
   * zone's short name ('10:00 GMT+5:30'); absent or null when asked at the report's time.
   */
  asked_local: z.string().nullable().optional(),
  /** Channels the check-in went through, as shown ('Email', 'Microsoft Teams'). */
  notification_types: z.array(z.string()),
  msgStatusPlatform: z.string().nullable(),
  msgStatusCode: z.number().int().nullable(),
  msgStatusErrorCode: z.string().nullable(),
  /** The run's date ('Nov 23, 2026') and its dashboard. */
  human_date: z.string(),
  date_link: z.string(),
  /** Set in the member and hashtag views, where entries come from several runs or reports. */
  report_name: z.string().optional(),
});
export type TDashboardEntry = z.infer<typeof ZDashboardEntry>;

/** A question of the run (the question view groups answers under these). */
export const ZDashboardQuestion = z.object({ key: z.string(), slug: z.string(), text: z.string() });
export type TDashboardQuestion = z.infer<typeof ZDashboardQuestion>;

/** What the viewer may do on this dashboard (header links of spec part 3 §2.7, §6). */
export const ZDashboardPermissions = z.object({
  /** Account Admin or Team Admin: the manage link and Resend summary. */
  can_manage: z.boolean(),
  /** The viewer's own check-in of this run when they are a member and not on vacation. */
  own_checkin_link: z.string().nullable(),
});

/**
 * A run's dashboard (GET /api/v1/dashboard/{team_slug}/report/{report_id}/date/{key}/; spec part 3
 * §3 dashboard data). `key` may be 'latest' in the request; the answer holds the real key, or null
 * when the report has no run yet (the empty state).
 */
export const ZRunDashboard = z.object({
  entry_date: z.string().nullable(),
  /** The run's date in words ('Monday, November 23, 2026') and the report's zone. */
  long_date: z.string().nullable(),
  time_zone: z.string(),
  report_name: z.string(),
  report_id: z.string(),
  report_slug: z.string(),
  team_slug: z.string(),
  team_name: z.string(),
  key: z.string().nullable(),
  previous_report_key: z.string().nullable(),
  next_report_key: z.string().nullable(),
  other_reports: z.array(z.object({ slug: z.string(), name: z.string() })),
  is_private_report: z.boolean(),
  goal_tracking_enabled: z.boolean(),
  dashboard_actions: z.object({
    broadcast_label: z.string(),
    channel_label: z.string(),
    is_email_summary_scheduled: z.boolean(),
    is_email_summary_sent: z.boolean(),
    email_label: z.string(),
    /** When the summary goes (or went), as an instant. */
    summary_at: z.string().nullable(),
  }),
  links: z.object({
    history: z.string(),
    manage: z.string().nullable(),
    checkin: z.string().nullable(),
    resend_summary: z.string().nullable(),
    question_view: z.string().nullable(),
    grid_view: z.string().nullable(),
  }),
  permissions: ZDashboardPermissions,
  questions: z.array(ZDashboardQuestion),
  entries: z.array(ZDashboardEntry),
  /**
   * Why nobody was asked, when every member was away ('Nobody was asked: Christmas Day is a
   * public holiday in Canada (Ontario).'); absent or null otherwise.
   */
  away_note: z.string().nullable().optional(),
  /** The summary panel: total, answered, report name, goal tracking and stats. */
  summary: z.object({
    total: z.number().int(),
    answered: z.number().int(),
    report_name: z.string(),
    goal_tracking_enabled: z.boolean(),
    stats: ZReportStats,
  }),
});
export type TRunDashboard = z.infer<typeof ZRunDashboard>;

/**
 * A member's entries across runs of one report, newest first (GET /api/v1/dashboard/{team_slug}/
 * report/{report_id}/members/{member_id}/?before={key}); `next_before` pages on.
 */
export const ZMemberDashboard = z.object({
  report_name: z.string(),
  report_id: z.string(),
  report_slug: z.string(),
  team_slug: z.string(),
  team_name: z.string(),
  is_private_report: z.boolean(),
  goal_tracking_enabled: z.boolean(),
  member: z.object({
    member_id: z.string(),
    name: z.string(),
    photo: z.string().nullable(),
    initials: z.string(),
    email: z.string(),
    history_link: z.string(),
  }),
  links: z.object({ history: z.string(), latest: z.string() }),
  questions: z.array(ZDashboardQuestion),
  entries: z.array(ZDashboardEntry),
  next_before: z.string().nullable(),
});
export type TMemberDashboard = z.infer<typeof ZMemberDashboard>;

/**
 * Entries of a team whose answers carry #{tag}, newest first (GET /api/v1/dashboard/{team_slug}/
 * hashtag/{tag}/?before={key}). Each entry names its report; data_fields hold only the answers
 * with the tag.
 */
export const ZHashtagDashboard = z.object({
  tag: z.string(),
  title: z.string(),
  team_slug: z.string(),
  team_name: z.string(),
  /** Whether the tag is one of the team's hashtags (settings); other words still search. */
  is_team_hashtag: z.boolean(),
  entries: z.array(ZDashboardEntry),
  next_before: z.string().nullable(),
});
export type THashtagDashboard = z.infer<typeof ZHashtagDashboard>;

/** GET /api/v1/dashboard/latest/: where /dashboard/ goes (the current team's latest run), if anywhere. */
export const ZLatestDashboard = z.object({ dashboard_url: z.string().nullable() });

/** POST /api/v1/dashboard_reactions/ (spec part 3 §7). Sending a reaction the viewer has toggles it off. */
export const ZReactionRequest = z.object({
  type: z.literal('reaction'),
  /** The entry (check-in) id. */
  key: z.string().min(1).max(100),
  reaction: z.string().min(1).max(40),
  /** Sent by the page as the spec has it; the server uses the session's user instead. */
  user: z
    .object({ name: z.string().optional(), id: z.string().optional(), report_uid: z.string().optional() })
    .optional(),
});
export type TReactionRequest = z.infer<typeof ZReactionRequest>;

export const ZReactionAnswer = z.object({ status: z.literal('ok'), reactions: ZReactionsMap });
export type TReactionAnswer = z.infer<typeof ZReactionAnswer>;

/** A comment on an entry (spec part 3 §3: user_id, name, comment, created_at), with its id. */
export const ZComment = z.object({
  id: z.string(),
  user_id: z.string(),
  name: z.string(),
  photo: z.string().nullable(),
  initials: z.string(),
  comment: z.string(),
  created_at: z.string(),
  /** The viewer wrote it (only the author may delete). */
  can_delete: z.boolean(),
});
export type TComment = z.infer<typeof ZComment>;

/**
 * POST /api/v1/dashboard_comments/ (spec part 3 §7): `commenter.report_uid` names the entry;
 * `data` is the comment (add-comment) or the comment id (delete-comment); load-comments ignores it.
 */
export const ZCommentRequest = z.object({
  type: z.enum(['load-comments', 'add-comment', 'delete-comment']),
  data: z.string().max(20_000).optional(),
  commenter: z.object({
    report_uid: z.string().min(1).max(100),
    name: z.string().optional(),
    id: z.string().optional(),
    report_key: z.string().optional(),
  }),
});
export type TCommentRequest = z.infer<typeof ZCommentRequest>;

export const ZCommentAnswer = z.object({ status: z.literal('ok'), comments: z.array(ZComment) });
export type TCommentAnswer = z.infer<typeof ZCommentAnswer>;

/** The grid view's address (spec part 3 §2.7). */
export function gridDashboardPath(teamSlug: string, reportSlug: string, key: string): string {
  return `/dashboard/${teamSlug}/report/${reportSlug}/date/${key}/dashboard/`;
}

/** The question view's address. */
export function questionDashboardPath(teamSlug: string, reportSlug: string, key: string): string {
  return `/dashboard/${teamSlug}/report/${reportSlug}/date/${key}/dashboard-alternative/`;
}

/** The member view's address. */
export function memberDashboardPath(teamSlug: string, reportSlug: string, memberId: string): string {
  return `/dashboard/${teamSlug}/report/${reportSlug}/members/${memberId}/dashboard/`;
}

/** The hashtag view's address (not given by the spec; ours). */
export function hashtagDashboardPath(teamSlug: string, tag: string): string {
  return `/dashboard/${teamSlug}/hashtag/${encodeURIComponent(tag)}/`;
}

/** Hashtags in a Markdown answer ('#release' -> 'release'), lower-cased, without duplicates. */
export function hashtagsIn(markdown: string): string[] {
  const found = new Set<string>();
  for (const match of markdown.matchAll(/(^|[^\w&/#])#([\p{L}\p{N}_-]{1,60})/gu)) found.add(match[2]!.toLowerCase());
  return [...found];
}
