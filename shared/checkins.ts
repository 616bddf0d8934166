/**
 * The check-in contract (spec part 3 §2.6, §3 check-in context, §4 check-in states, §7 check-in
 * calls, §9 debounce): what the check-in page reads, what its autosave and goal/blocker calls send,
 * and the words the spec gives. The hash in the link is the credential: it opens that member's own
 * check-in and nothing else.
 */
import { z } from 'zod';

export const CHECKIN_MESSAGES = {
  required: 'required',
  allRequired: 'All questions are required',
  updated: 'Updated',
  submittedTitle: 'Checkin submission sucessful',
  submittedText: 'Thank you for submitting your answers',
  editorCrashedTitle: 'Oh no! The editor crashed',
  editorCrashedText: 'It looks like something caused the editor to crash. Reload the page to reset the editor.',
  notFound: 'This check-in link is not valid. Open the latest link from your email or chat.',
  tooLong: 'An answer can be at most 20,000 characters.',
  unknownQuestion: 'This question is not part of the check-in.',
  tooManySaves: 'Too many saves at once. Wait a moment and try again.',
  /** A chat button pressed by a member on vacation for the run (Teams, Slack, Webex). */
  onVacation: 'You are on vacation for this run: there is nothing to answer.',
} as const;

export const CHECKIN_LIMITS = {
  /** Characters per answer (Markdown source). */
  answerChars: 20_000,
  /** Client debounces (spec part 3 §9). */
  saveDebounceMs: 800,
  submitDebounceMs: 500,
  goalDebounceMs: 500,
  /** How long 'Saved!' stays (spec part 3 §4). */
  savedIndicatorMs: 1_000,
  /** Largest image shown in an answer (the issue: at most 800x600). */
  imageMaxWidth: 800,
  imageMaxHeight: 600,
} as const;

/** A question of the run, with the key its answer is stored under. */
export const ZCheckinQuestion = z.object({
  key: z.string(),
  slug: z.string(),
  type: z.literal('text'),
  /** The question as asked. */
  text: z.string(),
});
export type TCheckinQuestion = z.infer<typeof ZCheckinQuestion>;

/** Another check-in of the same member and report (the header's arrows). */
export const ZCheckinNeighbour = z.object({ key: z.string(), date: z.string(), hash: z.string() }).nullable();

/**
 * The check-in context (GET /api/v1/checkin/{hash}/): spec part 3 §3 field names, plus the
 * member's name and photo for the sidebar and the time zone the date is in.
 */
export const ZCheckinContext = z.object({
  hash: z.string(),
  /** The run's local date key (YYYY-MM-DD) and in words ('Monday, November 23, 2026'). */
  key: z.string(),
  date: z.string(),
  time_zone: z.string(),
  report_name: z.string(),
  team_name: z.string(),
  member: z.object({ name: z.string(), initials: z.string(), photo_url: z.string().nullable() }),
  form: z.object({ rfields: z.array(ZCheckinQuestion) }),
  /** Markdown answers by question key ('' when not answered yet). */
  answers: z.record(z.string(), z.string()),
  goal_completed: z.boolean(),
  blocked: z.boolean(),
  goal_tracking_enabled: z.boolean(),
  /** true until submitted once (the buttons of spec part 3 §2.6 depend on it). */
  is_draft: z.boolean(),
  /** The member's previous submitted check-in of this report: its date and answers by key. */
  last_entry_data: z.object({ date: z.string(), answers: z.record(z.string(), z.string()) }).nullable(),
  previous: ZCheckinNeighbour,
  next: ZCheckinNeighbour,
  is_asana_connected: z.boolean(),
  is_clubhouse_connected: z.boolean(),
  is_azuredevops_connected: z.boolean(),
  is_jira_connected: z.boolean(),
  is_trello_connected: z.boolean(),
  is_github_connected: z.boolean(),
  is_planner_connected: z.boolean(),
});
export type TCheckinContext = z.infer<typeof ZCheckinContext>;

/**
 * POST /api/v1/checkin/save_question/ (spec: content, hash, key, submit). `edited_at` (epoch ms of
 * the edit, set by the page) lets the server keep the newest edit when autosaves arrive out of order.
 */
export const ZSaveQuestion = z.object({
  hash: z.string().min(1).max(100),
  key: z.string().min(1).max(100),
  content: z.string(),
  submit: z.boolean().optional(),
  edited_at: z.number().int().positive().optional(),
});
export type TSaveQuestion = z.infer<typeof ZSaveQuestion>;

/** What a save answers: whether this edit was kept (false: a newer one already was) and the state. */
export const ZSaveQuestionAnswer = z.object({
  ok: z.literal(true),
  saved: z.boolean(),
  is_draft: z.boolean(),
  /** Set when `submit` completed the check-in. */
  message: z.string().optional(),
});
export type TSaveQuestionAnswer = z.infer<typeof ZSaveQuestionAnswer>;

/** POST /api/v1/checkin/update_goal_blocker_tracking/ (spec: field, hash, completed) -> 'Updated'. */
export const ZGoalBlockerUpdate = z.object({
  hash: z.string().min(1).max(100),
  field: z.enum(['goal_completed', 'blocked']),
  completed: z.boolean(),
});
export type TGoalBlockerUpdate = z.infer<typeof ZGoalBlockerUpdate>;

export const ZGoalBlockerAnswer = z.object({ ok: z.literal(true), message: z.literal(CHECKIN_MESSAGES.updated) });

/** Initials for the sidebar when there is no photo: 'Ada Lovelace' -> 'AL', 'ada@x.com' -> 'A'. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/@.*$/, '')
    .split(/[\s._-]+/)
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}
