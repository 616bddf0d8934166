/**
 * Refined exports of the insights search (spec part 2 §7 POST /api/v1/insights/refined_export/):
 * the request is recorded, a job builds the file and stores it here, and the email that carries it
 * as an attachment reads it back at delivery, so a retried delivery sends the same file. The file
 * is dropped after a week (retention job); the row stays as the record of who exported what.
 */
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { id, instant } from './columns.ts';
import { bytea } from './user-photos.ts';
import { users } from './users.ts';

export const insightsExports = pgTable(
  'insights_exports',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Who asked; the search runs as this person (their teams, roles and plan) when the job builds it. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The search parameters (shared/insights.ts ZInsightsExportRequest.params). */
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    /** csv | xlsx. */
    format: text('format').notNull(),
    /** queued -> ready | failed. */
    status: text('status').notNull().default('queued'),
    fileName: text('file_name'),
    contentType: text('content_type'),
    file: bytea('file'),
    rowCount: integer('row_count'),
    error: text('error'),
    createdAt: instant('created_at').notNull().defaultNow(),
    finishedAt: instant('finished_at'),
  },
  (table) => [
    index('insights_exports_user_idx').on(table.userId, table.createdAt),
    index('insights_exports_created_idx').on(table.createdAt),
  ],
);
