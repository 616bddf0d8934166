/** Shared team access (spec part 3 §2.12): a team opened to another person of the organisation. */
import { pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, instant } from './columns.ts';
import { teams } from './teams.ts';
import { users } from './users.ts';

export const teamShares = pgTable(
  'team_shares',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sharedByUserId: uuid('shared_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('team_shares_team_user_key').on(table.teamId, table.userId)],
);
