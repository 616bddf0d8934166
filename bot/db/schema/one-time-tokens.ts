/**
 * Single-use tokens sent by email: email verification, password reset (24 h), magic sign-in link.
 * Only the SHA-256 of a token is stored; using one sets used_at, so it cannot be used twice.
 */
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, instant } from './columns.ts';
import { signups } from './signups.ts';
import { users } from './users.ts';

export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: id(),
    /** verify_email | password_reset | magic_link. */
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    signupId: uuid('signup_id').references(() => signups.id, { onDelete: 'cascade' }),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('one_time_tokens_hash_key').on(table.tokenHash),
    index('one_time_tokens_user_idx').on(table.userId, table.kind),
  ],
);
