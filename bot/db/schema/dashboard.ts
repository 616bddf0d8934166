/**
 * Comments and reactions on dashboard entries (spec part 3 §2.7, §3 comment, §7). An entry is one
 * member's check-in of one run, so both hang off the check-in and go with it (retention, deletes).
 */
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, instant } from './columns.ts';
import { checkins } from './reports.ts';
import { users } from './users.ts';

export const dashboardComments = pgTable(
  'dashboard_comments',
  {
    id: id(),
    checkinId: uuid('checkin_id')
      .notNull()
      .references(() => checkins.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    comment: text('comment').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [index('dashboard_comments_checkin_idx').on(table.checkinId, table.createdAt)],
);

export const dashboardReactions = pgTable(
  'dashboard_reactions',
  {
    id: id(),
    checkinId: uuid('checkin_id')
      .notNull()
      .references(() => checkins.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** An emoji id of shared/dashboard.ts REACTION_EMOJI. */
    emoji: text('emoji').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('dashboard_reactions_checkin_user_emoji_key').on(table.checkinId, table.userId, table.emoji)],
);
