/**
 * Every outbound email, recorded before it is sent (ARCHITECTURE §3.6): the delivery job claims a
 * queued row, so a retry or a second worker never sends it twice. Without SMTP the same rows are
 * the development outbox at /dev/outbox.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, instant } from './columns.ts';

export const emails = pgTable(
  'emails',
  {
    id: id(),
    /** Optional caller key (e.g. run:member:kind); a second queue with the same key is ignored. */
    idempotencyKey: text('idempotency_key'),
    toAddress: text('to_address').notNull(),
    /** Template name in bot/adapters/email/templates and its variables. */
    template: text('template').notNull(),
    variables: jsonb('variables').$type<Record<string, unknown>>().notNull().default({}),
    /** queued -> sending -> sent | failed. */
    status: text('status').notNull().default('queued'),
    /** smtp | outbox, set when delivered. */
    transport: text('transport'),
    subject: text('subject'),
    html: text('html'),
    textBody: text('text_body'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /**
     * The delivery that claimed the row (status sending) and until when: the worker renews the lease
     * while it lives, and a lease that ran out is re-queued by any worker (bot/domain/delivery).
     */
    claimToken: uuid('claim_token'),
    claimedUntil: instant('claimed_until'),
    /** Which worker process delivered it (host:pid). */
    sentBy: text('sent_by'),
    accountId: uuid('account_id'),
    createdAt: instant('created_at').notNull().defaultNow(),
    sentAt: instant('sent_at'),
  },
  (table) => [
    uniqueIndex('emails_idempotency_key').on(table.idempotencyKey),
    index('emails_created_idx').on(table.createdAt),
    index('emails_claimed_until_idx').on(table.claimedUntil).where(sql`${table.status} = 'sending'`),
  ],
);
