/** Writes a security event (sign-in, failure, password change, role change...) to the audit log. */
import type { TDb } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';

/** Where a request came from, recorded with each event. */
export interface TRequestOrigin {
  ip?: string;
  userAgent?: string;
}

export interface TAuditEvent {
  kind: string;
  accountId?: string | null;
  userId?: string | null;
  email?: string | null;
  details?: Record<string, unknown>;
}

/** Records one event. */
export async function recordAuditEvent(db: TDb, event: TAuditEvent, origin: TRequestOrigin = {}): Promise<void> {
  await db.insert(auditEvents).values({
    kind: event.kind,
    accountId: event.accountId ?? null,
    userId: event.userId ?? null,
    email: event.email?.toLowerCase() ?? null,
    ip: origin.ip ?? null,
    userAgent: origin.userAgent?.slice(0, 500) ?? null,
    details: event.details ?? {},
  });
}
