/** A person who signs in or answers check-ins; one row per email address. */
import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, instant, timestamps } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** Public, unguessable-enough handle used in URLs instead of the id. */
    slug: text('slug').notNull(),
    /** scrypt hash (bot/domain/accounts/password-hash.ts); null until a password is set. */
    passwordHash: text('password_hash'),
    photoUrl: text('photo_url'),
    /** IANA zone, or 'default' to follow each report's zone ('Default in Report'). */
    timeZone: text('time_zone').notNull().default('America/Toronto'),
    /**
     * The person's own public holidays, overriding their teams' country: an ISO 3166-1 code, 'NONE'
     * for no public holidays at all, or null to follow each team's choice (the default).
     */
    holidayCountry: text('holiday_country'),
    /** The state or province within holidayCountry, or null for the national holidays only. */
    holidayRegion: text('holiday_region'),
    /** MSTEAMS | SLACK | SPARK | EMAIL | NONE. */
    platform: text('platform').notNull().default('NONE'),
    /** platform (chat only) | email (email only) | platform_email (both); spec part 3 §2.3. */
    notificationType: text('notification_type').notNull().default('platform'),
    phone: text('phone'),
    jobTitle: text('job_title'),
    emailVerifiedAt: instant('email_verified_at'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(sql`lower(${table.email})`),
    uniqueIndex('users_slug_key').on(table.slug),
  ],
);
