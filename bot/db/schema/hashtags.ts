/** Hashtags of a team (spec part 3 §2.9): words that group report entries; unique per team, case-insensitive. */
import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, instant } from './columns.ts';
import { teams } from './teams.ts';
import { users } from './users.ts';

export const hashtags = pgTable(
  'hashtags',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('hashtags_team_tag_key').on(table.teamId, sql`lower(${table.tag})`)],
);
