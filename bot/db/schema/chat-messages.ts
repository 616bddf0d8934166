/**
 * Every outbound chat message (Teams, Slack, Webex), recorded before it is sent
 * (ARCHITECTURE §3.6): the delivery job claims a queued row, sends it through the platform's rate
 * limiter and records the platform's answer, so a retry or a second worker never sends it twice.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, instant } from './columns.ts';
import { checkins, reportRuns } from './reports.ts';

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    /** run:{runId}:member:{userId}:prompt and the like; a second queue with the same key is ignored. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The chat channel name of the platform (bot/domain/platforms/platform-names.ts). */
    platform: text('platform').notNull(),
    /** prompt | reminder | confirmation | broadcast | submission | install | notice. */
    kind: text('kind').notNull(),
    accountId: uuid('account_id'),
    checkinId: uuid('checkin_id').references(() => checkins.id, { onDelete: 'cascade' }),
    runId: uuid('run_id').references(() => reportRuns.id, { onDelete: 'cascade' }),
    /**
     * Where the message goes, as the platform's sender reads it (Teams: tenant, service URL,
     * conversation or recipient; Slack: channel). The core never opens it.
     */
    address: jsonb('address').$type<Record<string, unknown>>().notNull().default({}),
    /** A reply in the thread of this earlier message (the run's channel broadcast). */
    threadOfId: uuid('thread_of_id'),
    /** An update of this earlier message (its sender gets that message's reference). */
    updateOfId: uuid('update_of_id'),
    /** The engine's platform-neutral message (bot/domain/engine-messages.ts), rendered at delivery. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** queued -> sending -> sent | failed. */
    status: text('status').notNull().default('queued'),
    /** The platform's HTTP answer (201 when it took the message) and its error code. */
    statusCode: integer('status_code'),
    errorCode: text('error_code'),
    /**
     * What the platform answered to find the sent message again, for replies in its thread and
     * updates (Teams: activity id and conversation; Slack: channel and ts). Opaque to the core.
     */
    reference: jsonb('reference').$type<Record<string, unknown>>(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /**
     * The delivery that claimed the row (status sending) and until when: the worker renews the lease
     * while it lives, and a lease that ran out is re-queued by any worker (bot/domain/delivery).
     */
    claimToken: uuid('claim_token'),
    claimedUntil: instant('claimed_until'),
    createdAt: instant('created_at').notNull().defaultNow(),
    sentAt: instant('sent_at'),
  },
  (table) => [
    uniqueIndex('chat_messages_idempotency_key').on(table.idempotencyKey),
    index('chat_messages_checkin_idx').on(table.checkinId),
    index('chat_messages_run_idx').on(table.runId),
    index('chat_messages_claimed_until_idx').on(table.claimedUntil).where(sql`${table.status} = 'sending'`),
  ],
);
