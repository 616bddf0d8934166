/**
 * The public REST API and outgoing webhooks (issue 23 §5): personal API tokens (only a hash is
 * kept; the token is shown once), a team's outgoing webhook endpoints, and every delivery to them
 * (recorded before it is sent, retried with backoff by a job, so a worker that dies mid-send
 * leaves a row the next attempt finds).
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { id, instant, timestamps } from './columns.ts';
import { teams } from './teams.ts';
import { users } from './users.ts';

/** A personal API token: it acts as its owner, narrowed to its scopes. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The owner's label for it ("CI dashboard"). */
    name: text('name').notNull(),
    /** SHA-256 (hex) of the whole token. */
    tokenHash: text('token_hash').notNull(),
    /** The token's first characters, shown in the list so its owner can tell tokens apart. */
    prefix: text('prefix').notNull(),
    /** read | answer (shared/public-api.ts). */
    scopes: text('scopes').array().notNull(),
    lastUsedAt: instant('last_used_at'),
    expiresAt: instant('expires_at'),
    revokedAt: instant('revoked_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('api_tokens_hash_key').on(table.tokenHash),
    index('api_tokens_user_idx').on(table.userId, table.createdAt),
  ],
);

/** A team's outgoing webhook endpoint. */
export const outgoingWebhooks = pgTable(
  'outgoing_webhooks',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** Sealed signing secret (HMAC-SHA256 of the body). */
    secret: text('secret').notNull(),
    /** checkin.submitted | run.summarized (shared/outgoing-webhooks.ts). */
    events: text('events').array().notNull(),
    active: boolean('active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [index('outgoing_webhooks_team_idx').on(table.teamId)],
);

/** One event sent (or to be sent) to one endpoint. */
export const outgoingWebhookDeliveries = pgTable(
  'outgoing_webhook_deliveries',
  {
    id: id(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => outgoingWebhooks.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    /** The event's id, sent as a header so a receiver can drop a repeat. */
    eventId: uuid('event_id').notNull().defaultRandom(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** queued -> sending -> delivered | failed (gave up after the last attempt). */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    nextAttemptAt: instant('next_attempt_at'),
    deliveredAt: instant('delivered_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('outgoing_webhook_deliveries_webhook_idx').on(table.webhookId, table.createdAt),
    uniqueIndex('outgoing_webhook_deliveries_event_key').on(table.webhookId, table.eventId),
    index('outgoing_webhook_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('queued', 'sending')`),
  ],
);
