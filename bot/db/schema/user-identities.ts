/**
 * A login's identities at single-sign-on providers: who a person is at Slack (and later at
 * Microsoft), so they sign in by that identity even if their email changes there. Sign in with
 * Slack records one on first use; the roster import records them for imported members.
 */
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, instant } from './columns.ts';
import { users } from './users.ts';

export const userIdentities = pgTable(
  'user_identities',
  {
    id: id(),
    /** The identity provider: 'slack' (later 'microsoft'). */
    provider: text('provider').notNull(),
    /** The provider's stable id of the person; Slack: `${teamId}:${userId}`. */
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The email the provider gave when the identity was recorded (for support, not for lookup). */
    email: text('email'),
    createdAt: instant('created_at').notNull().defaultNow(),
    lastSignInAt: instant('last_sign_in_at'),
  },
  (table) => [
    uniqueIndex('user_identities_provider_subject_key').on(table.provider, table.subject),
    index('user_identities_user_idx').on(table.userId),
  ],
);
