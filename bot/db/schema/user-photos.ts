/**
 * Profile photos uploaded on /my/settings/general/, kept in the database so every web process
 * serves them without shared disk. Small by rule (2 MB), one per user.
 */
import { customType, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
import { users } from './users.ts';

/** A bytea column read as a Buffer (PGlite answers Uint8Array, node-postgres Buffer). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const userPhotos = pgTable('user_photos', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  /** upload (the person's own, never overwritten by a sync) | microsoft (synced from Microsoft Graph). */
  source: text('source').notNull().default('upload'),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});
