/** A team inside an account, linked to one platform (service NONE until connected). */
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { id, timestamps } from './columns.ts';

export const teams = pgTable(
  'teams',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** MSTEAMS | SLACK | SPARK | EMAIL | NONE. */
    service: text('service').notNull().default('NONE'),
    /** Public id used in integration webhook URLs (spec part 3 §2.10). */
    uuid: uuid('uuid').notNull().defaultRandom(),
    /** disabled | 2w | 1m | 3m | 6m | 1y | 2y (spec part 3 §9): how long team content is kept. */
    retentionPolicy: text('retention_policy').notNull().default('disabled'),
    /**
     * Whose public holidays the team's runs skip, like team vacation days: an ISO 3166-1 country
     * code ('CA') as the date-holidays package knows it, or null for none (the default).
     */
    holidayCountry: text('holiday_country'),
    /** The state or province within holidayCountry ('ON'), or null for the national holidays only. */
    holidayRegion: text('holiday_region'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('teams_slug_key').on(table.slug),
    uniqueIndex('teams_uuid_key').on(table.uuid),
    index('teams_account_idx').on(table.accountId),
  ],
);
