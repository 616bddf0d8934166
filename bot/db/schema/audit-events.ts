/**
 * Security events (sign-ins, failures, password changes, role changes, invitations): who, what,
 * from where. (The sign-in limits count in sign_in_attempts, before each password check.)
 */
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, instant } from './columns.ts';

export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    /** e.g. sign_in, sign_in_failed, sign_out, password_reset, role_changed. */
    kind: text('kind').notNull(),
    accountId: uuid('account_id'),
    userId: uuid('user_id'),
    /** The email an event concerns (lower-cased), also for attempts on unknown addresses. */
    email: text('email'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('audit_events_kind_email_idx').on(table.kind, table.email, table.createdAt),
    index('audit_events_kind_ip_idx').on(table.kind, table.ip, table.createdAt),
    index('audit_events_account_idx').on(table.accountId, table.createdAt),
  ],
);
