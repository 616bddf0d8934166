/**
 * Microsoft Teams installs (spec part 1 §2.10): a row per Teams team (or personal chat) the bot was
 * added to, pending until an admin confirms it on the activation page, then linked to a Rollcall
 * team. It keeps what proactive messages need (tenant, service URL, conversation) and the channels.
 * The link and code work once, for CONNECT_LINK_DAYS from `link_issued_at` (shared/msteams.ts);
 * adding the bot again issues new ones.
 */
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, instant, timestamps } from './columns.ts';
import { teams } from './teams.ts';

export interface TStoredChannel {
  id: string;
  name: string;
}

export const msteamsInstalls = pgTable(
  'msteams_installs',
  {
    id: id(),
    /** Unguessable handle of the /connect/msteams/{slug}/confirm/ link. */
    slug: text('slug').notNull(),
    /** The short code the installer may type on /platform/connect/ instead of following the link. */
    connectCode: text('connect_code').notNull(),
    /** When the current slug, code and signed link were issued (the long link's signature covers it). */
    linkIssuedAt: instant('link_issued_at').notNull().defaultNow(),
    /** When a confirm spent them; a used link or code opens nothing. */
    linkUsedAt: instant('link_used_at'),
    tenantId: text('tenant_id').notNull(),
    /** The Teams team id ('19:...@thread...'), or the personal chat's conversation id. */
    msTeamId: text('ms_team_id').notNull(),
    /** team | personal. */
    kind: text('kind').notNull(),
    /** Where the bot was added: the team's General channel or the personal chat. */
    conversationId: text('conversation_id').notNull(),
    serviceUrl: text('service_url').notNull(),
    teamName: text('team_name').notNull(),
    /** Who added the bot (Teams user id '29:...' and Entra object id). */
    installerId: text('installer_id').notNull(),
    installerAadId: text('installer_aad_id'),
    /** pending -> linked; removed when the bot is taken out of the team. */
    status: text('status').notNull().default('pending'),
    /** The Rollcall team it is linked to (null while pending). */
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    memberCount: integer('member_count').notNull().default(0),
    channels: jsonb('channels').$type<TStoredChannel[]>().notNull().default([]),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('msteams_installs_tenant_team_key').on(table.tenantId, table.msTeamId),
    uniqueIndex('msteams_installs_slug_key').on(table.slug),
    uniqueIndex('msteams_installs_connect_code_key').on(table.connectCode),
    index('msteams_installs_team_idx').on(table.teamId),
  ],
);
