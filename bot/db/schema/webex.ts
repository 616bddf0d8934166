/**
 * Cisco Webex (issue 21, spec part 1 §2.10): a row per Webex space (room) the bot was added to,
 * pending until an admin confirms it from the welcome link the bot sent the installer privately,
 * then linked to a Rollcall team. The link (its slug) works once, for CONNECT_LINK_DAYS from
 * `link_issued_at`; adding the bot again issues a new one. Webhook deliveries already applied are
 * remembered in `webex_events`, so a delivery Webex retries changes nothing the second time.
 */
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, instant, timestamps } from './columns.ts';
import { teams } from './teams.ts';

export const webexInstalls = pgTable(
  'webex_installs',
  {
    id: id(),
    /** The signed handle of the /connect/spark/{slug}/confirm/ welcome link (a new one each time the bot is added). */
    slug: text('slug').notNull(),
    /** When the current slug was issued; a used slug opens nothing. */
    linkIssuedAt: instant('link_issued_at').notNull().defaultNow(),
    linkUsedAt: instant('link_used_at'),
    /** The Webex space (room id) the bot was added to. */
    roomId: text('room_id').notNull(),
    /** The space's title when last read (the Rollcall team's name on Create New Team). */
    roomTitle: text('room_title').notNull(),
    /** The Webex organization of the space's creator, when Webex says. */
    orgId: text('org_id'),
    /** Who added the bot (Webex person id), and their email and name when Webex gave them. */
    installerPersonId: text('installer_person_id').notNull(),
    installerEmail: text('installer_email'),
    installerName: text('installer_name'),
    /** pending -> linked; removed when the bot is taken out of the space. */
    status: text('status').notNull().default('pending'),
    /** The Rollcall team it is linked to (null while pending). */
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    /** People in the space (bots not counted) when last read. */
    memberCount: integer('member_count').notNull().default(0),
    /** When the bot was last taken out of the space. */
    removedAt: instant('removed_at'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('webex_installs_room_key').on(table.roomId),
    uniqueIndex('webex_installs_slug_key').on(table.slug),
    index('webex_installs_team_idx').on(table.teamId),
  ],
);

/**
 * Webhook deliveries claimed or applied (bot/domain/platforms/webex/record-webex-event.ts), kept a
 * while to drop retries. A claim not applied within the lease was left by a process that died: a
 * retry takes it over.
 */
export const webexEvents = pgTable(
  'webex_events',
  {
    key: text('key').primaryKey(),
    receivedAt: instant('received_at').notNull().defaultNow(),
    /** When the current attempt took the delivery. */
    claimedAt: instant('claimed_at').notNull().defaultNow(),
    /** When its handler finished; null while an attempt runs (or died). */
    appliedAt: instant('applied_at'),
  },
  (table) => [index('webex_events_received_at_idx').on(table.receivedAt)],
);
