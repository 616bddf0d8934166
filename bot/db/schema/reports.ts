/**
 * Reports (spec part 3 §3), their members, runs and check-ins (ARCHITECTURE §5). A report is a
 * recurring check-in of one team; a run is one occurrence keyed by its local date in the report's
 * zone; a check-in is one member's answers to one run, opened by an unguessable hash.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { id, instant, timestamps } from './columns.ts';
import { teams } from './teams.ts';
import { users } from './users.ts';

/** A question with the stable key its answers are stored under. */
export interface TStoredQuestion {
  key: string;
  type: 'text';
  value: string;
}

export const reports = pgTable(
  'reports',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** Who created it: the report owner of the private-report rule. */
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** Active (true) or Paused. */
    enabled: boolean('enabled').notNull().default(true),
    /** The template it started from ('daily-standup', 'custom', ...). */
    presetSlug: text('preset_slug'),
    questions: jsonb('questions').$type<TStoredQuestion[]>().notNull(),
    /** weekly | monthly | custom. */
    scheduleType: text('schedule_type').notNull(),
    /** minute hour day-of-month month day-of-week, evaluated in time_zone. */
    cron: text('cron').notNull(),
    timeZone: text('time_zone').notNull(),
    /** Every other setting of the report form (shared/reports.ts), as saved. */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    /**
     * The next scheduled instant while enabled (null when paused). The job engine's schedule fires
     * each report; the first to fire in a minute also opens every other report due, by this column.
     */
    nextRunAt: instant('next_run_at'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('reports_slug_key').on(table.slug),
    index('reports_next_run_idx').on(table.nextRunAt).where(sql`${table.enabled}`),
    index('reports_account_idx').on(table.accountId),
    index('reports_team_idx').on(table.teamId),
  ],
);

export const reportMembers = pgTable(
  'report_members',
  {
    id: id(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('report_members_report_user_key').on(table.reportId, table.userId),
    index('report_members_user_idx').on(table.userId),
  ],
);

export const reportRuns = pgTable(
  'report_runs',
  {
    id: id(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    /** The run's local date (YYYY-MM-DD) in the report's zone. */
    key: text('key').notNull(),
    /** The questions as they were when the run opened. */
    questions: jsonb('questions').$type<TStoredQuestion[]>().notNull(),
    /** The scheduled instant (or the moment Send now was pressed). */
    scheduledFor: instant('scheduled_for').notNull(),
    openedAt: instant('opened_at').notNull().defaultNow(),
    /** schedule | trigger | open-next | catch-up. */
    openedBy: text('opened_by').notNull(),
    summaryAt: instant('summary_at').notNull(),
    summarySentAt: instant('summary_sent_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('report_runs_report_key_key').on(table.reportId, table.key),
    index('report_runs_created_idx').on(table.createdAt),
  ],
);

export const checkins = pgTable(
  'checkins',
  {
    id: id(),
    runId: uuid('run_id')
      .notNull()
      .references(() => reportRuns.id, { onDelete: 'cascade' }),
    reportId: uuid('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Opens this check-in without signing in: 192 random bits, base64url. */
    hash: text('hash').notNull(),
    /** pending | sent | reminded | draft | submitted | vacation (ARCHITECTURE §5). */
    status: text('status').notNull().default('pending'),
    /** Question key -> answer (GitHub-flavoured Markdown). */
    answers: jsonb('answers').$type<Record<string, string>>().notNull().default({}),
    /**
     * Question key -> when the kept answer was typed (epoch ms, from the page). An autosave that
     * arrives late with an older edit is ignored, so the newest words always win.
     */
    answerEditedAt: jsonb('answer_edited_at').$type<Record<string, number>>().notNull().default({}),
    goalCompleted: boolean('goal_completed').notNull().default(false),
    blocked: boolean('blocked').notNull().default(false),
    /** Channels the prompt went through ('email', 'msteams', ...). */
    channels: jsonb('channels').$type<string[]>().notNull().default([]),
    sentAt: instant('sent_at'),
    /**
     * When a member with their own time zone is asked (the report's wall time in their zone); null
     * means at the run's opening. The check-in stays pending until then.
     */
    promptAt: instant('prompt_at'),
    /** The member's own zone that promptAt is 10:00 (the report's wall time) in; null with it. */
    promptTimeZone: text('prompt_time_zone'),
    remindedCount: integer('reminded_count').notNull().default(0),
    /** How the chat platform answered the prompt (spec part 3 §3 msgStatus*): platform, HTTP status, error code. */
    msgStatusPlatform: text('msg_status_platform'),
    msgStatusCode: integer('msg_status_code'),
    msgStatusErrorCode: text('msg_status_error_code'),
    submittedAt: instant('submitted_at'),
    /**
     * Why a vacation check-in is away: 'vacation' (the member's own day off), 'team_vacation' (the
     * team's day off) or 'holiday' (a public holiday of the member's country); null otherwise
     * (and for rows from before this column).
     */
    awayReason: text('away_reason'),
    /** The public holiday's name ('Christmas Day') when awayReason is 'holiday'. */
    holidayName: text('holiday_name'),
    // The insights search reads its own copy of each check-in (report, member, run day, states
    // and the words of submitted answers): the table checkin_search, kept by triggers on this
    // table (migration 0024_insights_search_table.sql, which replaced 0021's search_vector column;
    // 0025 gave it a date and one state number) and deliberately left out of this schema; only
    // bot/domain/insights reads it, through SQL.
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('checkins_hash_key').on(table.hash),
    uniqueIndex('checkins_run_user_key').on(table.runId, table.userId),
    index('checkins_user_idx').on(table.userId, table.createdAt),
    index('checkins_report_idx').on(table.reportId),
  ],
);
