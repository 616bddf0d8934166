/** An invitation to join an organisation with a role (spec part 2 §2.2 'Invite to organization'). */
import { index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { id, instant } from './columns.ts';
import { users } from './users.ts';

export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    accountTypeId: smallint('account_type_id').notNull(),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 of the hash in /accounts/invite/{hash}/confirm/. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    acceptedAt: instant('accepted_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invitations_token_key').on(table.tokenHash),
    index('invitations_account_idx').on(table.accountId),
  ],
);
