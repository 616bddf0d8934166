/** Column helpers shared by every table: uuid keys and UTC timestamps. */
import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** A random uuid primary key (gen_random_uuid is built into PostgreSQL 13+). */
export const id = () => uuid('id').primaryKey().defaultRandom();

/** A UTC instant; every timestamp in Rollcall is stored with its zone (ARCHITECTURE §3.5). */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** created_at / updated_at pair. */
export const timestamps = () => ({
  createdAt: instant('created_at').notNull().defaultNow(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});
