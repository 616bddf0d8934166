/**
 * Vacation days: a person's own (spec part 2 §2.4) and a whole team's (part 3 §2.9). A day is a
 * calendar date without a time; check-ins are not sent on those days.
 */
import { date, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, instant } from './columns.ts';
import { teams } from './teams.ts';
import { users } from './users.ts';

export const userVacations = pgTable(
  'user_vacations',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** manual (the person's own calendar clicks) | outlook (synced from Outlook; removed on disconnect). */
    source: text('source').notNull().default('manual'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('user_vacations_user_day_key').on(table.userId, table.day)],
);

export const teamVacations = pgTable(
  'team_vacations',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('team_vacations_team_day_key').on(table.teamId, table.day)],
);
