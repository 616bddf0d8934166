/**
 * Delegated Microsoft Graph grants (spec part 2 §2.4, §2.2): what a person consented to so Rollcall
 * can read on their behalf later: an admin's 'photos' grant (User.Read.All, to sync the profile
 * photos of their Teams members, per organisation) and a member's 'calendar' grant (their Outlook calendar and
 * automatic replies, synced as vacation days). The msal token cache (refresh token inside) is
 * sealed with the secret box; disconnecting deletes the row.
 */
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { id, instant, timestamps } from './columns.ts';
import { users } from './users.ts';

export const microsoftGrants = pgTable(
  'microsoft_grants',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The organisation the grant serves (photos are synced for its members only). */
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** photos | calendar. */
    kind: text('kind').notNull(),
    /** The Entra tenant and object id of the Microsoft account that consented. */
    tenantId: text('tenant_id').notNull(),
    objectId: text('object_id').notNull(),
    /** msal's home account id and its serialized token cache, sealed (bot/domain/secrets/secret-box.ts). */
    homeAccountId: text('home_account_id').notNull(),
    sealedCache: text('sealed_cache').notNull(),
    /** The calendar chosen on /my/settings/vacations/calendars/ (calendar grants). */
    calendarId: text('calendar_id'),
    calendarName: text('calendar_name'),
    /** The last successful sync, and the last failure's reason (shown on the settings page). */
    syncedAt: instant('synced_at'),
    lastError: text('last_error'),
    ...timestamps(),
  },
  (table) => [
    // Per organisation: an admin of two organisations consents for each (a calendar grant is kept
    // once per person by saveGrant, since vacations belong to the person).
    uniqueIndex('microsoft_grants_user_account_kind_key').on(table.userId, table.accountId, table.kind),
    index('microsoft_grants_account_idx').on(table.accountId, table.kind),
  ],
);
