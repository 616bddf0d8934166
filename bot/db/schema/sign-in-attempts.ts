/**
 * Password sign-in attempts per key (an email with an address, an email, an address) within a
 * fixed 15-minute window. One row per key, counted by one atomic upsert before the password is
 * checked, so concurrent guesses cannot all slip under the limit (bot/domain/accounts/sign-in-throttle.ts).
 * Keys are SHA-256 digests: the table holds no email or address in the clear.
 */
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';

export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    /** '<kind>:<sha-256 hex>', kind = email_ip | email | ip. */
    key: text('key').primaryKey(),
    windowStartedAt: instant('window_started_at').notNull(),
    /** Attempts in the window not yet proven right: failures, plus checks still running. */
    attempts: integer('attempts').notNull().default(0),
  },
  (table) => [index('sign_in_attempts_window_idx').on(table.windowStartedAt)],
);
