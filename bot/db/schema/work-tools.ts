/**
 * Work tools (issue 23; spec part 2 "Task-tool service connections", part 3 §2.6, §2.10, §2.11):
 * a person's OAuth connections to task tools, a team's tool settings and webhook secrets, the
 * activity items the tools' webhooks (and Rollcall itself) record for the team activity feed, and
 * the short-lived states of a tool authorisation in flight. Every token is stored sealed
 * (bot/domain/secrets/secret-box.ts).
 */
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { id, instant, timestamps } from './columns.ts';
import { teams } from './teams.ts';
import { users } from './users.ts';

/** One person's connection to one task tool (shared/work-tools.ts TPersonalTool). */
export const serviceConnections = pgTable(
  'service_connections',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** github | gitlab | jira | asana | trello | azure-devops | planner | clubhouse. */
    service: text('service').notNull(),
    /** Sealed access token (or the Clubhouse API key, the Trello token). */
    accessToken: text('access_token').notNull(),
    /** Sealed refresh token, when the tool gives one. */
    refreshToken: text('refresh_token'),
    /** When the access token stops working (null: it does not expire). */
    expiresAt: instant('expires_at'),
    /** The person's id and name in the tool (login, account id), shown on the services page. */
    externalId: text('external_id'),
    externalName: text('external_name'),
    /** Tool specifics: Jira cloud sites, Azure DevOps organisations, granted scopes. */
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('service_connections_user_service_key').on(table.userId, table.service),
    index('service_connections_account_idx').on(table.accountId),
  ],
);

/**
 * A tool authorisation in flight: start_auth records it and sends the person to the tool with its
 * state; the callback finds it by the state's hash, checks it is the same person and not expired,
 * and deletes it (one use).
 */
export const serviceAuthStates = pgTable(
  'service_auth_states',
  {
    id: id(),
    /** SHA-256 (hex) of the random state sent to the tool; the state itself is never stored. */
    stateHash: text('state_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The personal tool, or team:asana / team:trello for a team configuration. */
    service: text('service').notNull(),
    /** The team a team configuration is for. */
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    /** The check-in the person started from (start_auth's checkin-hash): the callback returns there. */
    checkinHash: text('checkin_hash'),
    /** Where to go after connecting (a safe same-origin path, e.g. /team/settings/services/configure-trello/). */
    returnTo: text('return_to'),
    /** Sealed PKCE verifier, for tools that take PKCE. */
    codeVerifier: text('code_verifier'),
    expiresAt: instant('expires_at').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('service_auth_states_hash_key').on(table.stateHash),
    index('service_auth_states_expires_idx').on(table.expiresAt),
  ],
);

/**
 * A team's tool settings (part 3 §2.10): Asana (workspace_gid, project_gid), Trello (board_items),
 * Clubhouse (its token and workspace). One row per team and tool; disabling deletes it.
 */
export const teamServiceSettings = pgTable(
  'team_service_settings',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** asana | trello | clubhouse. */
    service: text('service').notNull(),
    /** Sealed token the team setting reads the tool with (Clubhouse token, Trello token), if any. */
    token: text('token'),
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    connectedBy: uuid('connected_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [uniqueIndex('team_service_settings_team_service_key').on(table.teamId, table.service)],
);

/**
 * The secret a team's inbound webhook of one sender is verified with (part 3 §2.10; GitHub's
 * X-Hub-Signature-256 key, GitLab's X-Gitlab-Token, Bitbucket's and Jira's shared secret, Azure
 * DevOps' basic password, Zapier's team secret). Made on first view of the services page; a team
 * admin can replace it.
 */
export const teamWebhookSecrets = pgTable(
  'team_webhook_secrets',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** The webhook slug (shared/work-tools.ts WEBHOOK_SLUGS). */
    service: text('service').notNull(),
    /** Sealed secret. */
    secret: text('secret').notNull(),
    ...timestamps(),
  },
  (table) => [uniqueIndex('team_webhook_secrets_team_service_key').on(table.teamId, table.service)],
);

/**
 * One event of the team activity feed that is not a check-in (part 3 §2.11): a tool event received
 * by webhook, a chat platform error, an Outlook event, a report settings change. Check-ins are read
 * from the check-ins themselves. A redelivered webhook has the same delivery key and is stored once.
 */
export const activityItems = pgTable(
  'activity_items',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** The member it is about, when known (matched by email or linked account). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who did it as the sender named them (login, display name), for items with no member. */
    actorLabel: text('actor_label'),
    /** The sender: a webhook slug (github, atlassian-jira, ...), asana, trello, outlook, rollcall. */
    source: text('source').notNull(),
    /** shared/activity.ts TActivityVerb. */
    verb: text('verb').notNull(),
    /** When it happened (the sender's time when it gives one). */
    occurredAt: instant('occurred_at').notNull(),
    /** The verb's details (shared/activity.ts ZActivityData), bounded in size. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /** The sender's delivery id (or a digest of the event): a redelivery is stored once. */
    deliveryKey: text('delivery_key'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('activity_items_delivery_key')
      .on(table.teamId, table.source, table.deliveryKey)
      .where(sql`${table.deliveryKey} is not null`),
    index('activity_items_team_time_idx').on(table.teamId, table.occurredAt),
    index('activity_items_user_time_idx').on(table.userId, table.occurredAt),
  ],
);
