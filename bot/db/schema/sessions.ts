/**
 * Server-side sessions: the cookie carries a random token, the table keeps only its SHA-256, so a
 * leaked database cannot be replayed as cookies. Revoking is deleting or setting revoked_at.
 */
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { instant } from './columns.ts';
import { teams } from './teams.ts';
import { users } from './users.ts';

export const sessions = pgTable(
  'sessions',
  {
    /** hex SHA-256 of the cookie token. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The account the user is acting in. */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    /** The team picked in the header's team switcher. */
    currentTeamId: uuid('current_team_id').references(() => teams.id, { onDelete: 'set null' }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: instant('created_at').notNull().defaultNow(),
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);
