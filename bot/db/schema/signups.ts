/**
 * A signup in progress (spec part 1 §2.4-§2.5): started with an email address, verified through a
 * link, completed with the three steps. The hash is the public handle in its URL.
 */
import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { id, instant, timestamps } from './columns.ts';

export const signups = pgTable(
  'signups',
  {
    id: id(),
    /** 128 random bits, base64url: /accounts/signup/{hash}/confirm/. */
    hash: text('hash').notNull(),
    email: text('email').notNull(),
    platform: text('platform').notNull().default('NONE'),
    verifiedAt: instant('verified_at'),
    /** SHA-256 of the browser token set when the email link was followed; only that browser completes. */
    browserTokenHash: text('browser_token_hash'),
    completedAt: instant('completed_at'),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    lastEmailSentAt: instant('last_email_sent_at'),
    /** A signup started with single sign-on: the provider and subject to record on completion. */
    identityProvider: text('identity_provider'),
    identitySubject: text('identity_subject'),
    /** Names the provider gave, to prefill the account step. */
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** A same-site page to open once the signup is complete (the chat-install confirm screen). */
    nextPath: text('next_path'),
    ...timestamps(),
  },
  (table) => [uniqueIndex('signups_hash_key').on(table.hash)],
);
