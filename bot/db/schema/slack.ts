/**
 * Slack installs (issue 18, spec part 1 §2.10): one row per Slack workspace an account installed
 * the Rollcall app in through OAuth v2. The bot token is stored sealed with the secret box
 * (ARCHITECTURE §3 rule 7) and erased when Slack says the app was uninstalled or its token revoked.
 * An install belongs to the account that made it: the same workspace installed by another account
 * is a second row, pending until its confirm step decides.
 */
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { id, instant, timestamps } from './columns.ts';
import { teams } from './teams.ts';
import { users } from './users.ts';

export interface TSlackStoredChannel {
  id: string;
  name: string;
}

export const slackInstalls = pgTable(
  'slack_installs',
  {
    id: id(),
    /** Unguessable handle of the /connect/slack/{slug}/confirm/ link. */
    slug: text('slug').notNull(),
    /** The Slack workspace ('T...'); for an organization-wide Enterprise Grid install, the enterprise id. */
    slackTeamId: text('slack_team_id').notNull(),
    slackTeamName: text('slack_team_name').notNull(),
    /** The Enterprise Grid organization ('E...'), when the workspace belongs to one. */
    enterpriseId: text('enterprise_id'),
    /** Installed for a whole Enterprise Grid organization rather than one workspace. */
    isEnterpriseInstall: boolean('is_enterprise_install').notNull().default(false),
    appId: text('app_id').notNull(),
    /** The app's bot user in the workspace ('U...'). */
    botUserId: text('bot_user_id').notNull(),
    /** The bot token ('xoxb-...') sealed with the secret box; null once Slack revoked it. */
    botTokenSealed: text('bot_token_sealed'),
    /** The bot scopes Slack granted, comma separated as Slack returns them. */
    scopes: text('scopes').notNull(),
    /** The Slack user who approved the install ('U...'). */
    installerSlackUserId: text('installer_slack_user_id').notNull(),
    /** The Rollcall user and account that started the install. */
    installedByUserId: uuid('installed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** pending -> linked; removed when the app is uninstalled or its token revoked. */
    status: text('status').notNull().default('pending'),
    /** The Rollcall team it is linked to (null while pending). */
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    memberCount: integer('member_count').notNull().default(0),
    channels: jsonb('channels').$type<TSlackStoredChannel[]>().notNull().default([]),
    /** When Slack last said the app was uninstalled or its token revoked. */
    removedAt: instant('removed_at'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('slack_installs_workspace_account_key').on(table.slackTeamId, table.accountId),
    uniqueIndex('slack_installs_slug_key').on(table.slug),
    index('slack_installs_team_idx').on(table.teamId),
    index('slack_installs_enterprise_idx').on(table.enterpriseId),
  ],
);
