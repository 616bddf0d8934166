/**
 * 'platform-error' in the team activity feed (part 3 §2.11: types threaded-message,
 * single-message, report with error_code, conversation): when a chat platform finally refuses a
 * message of a report run, the team sees the reason, the platform and its error code beside the
 * check-ins. One item per message (its id is the delivery key), however often it is settled.
 */
import { eq } from 'drizzle-orm';
import type { PLATFORM_ERROR_TYPES } from '../../../shared/activity.ts';
import type { TDb } from '../../db/client.ts';
import { checkins, reportRuns, reports } from '../../db/schema/index.ts';
import { recordActivity } from './record-activity.ts';

/** The refused message, as the delivery knows it. */
export interface TRefusedMessage {
  id: string;
  /** The chat channel name (msteams, slack, webex): the feed's platform label. */
  platform: string;
  /** prompt | reminder | confirmation | broadcast | submission | install | notice. */
  kind: string;
  /** A reply in a thread (the run's channel broadcast). */
  threaded: boolean;
  runId: string | null;
  checkinId: string | null;
  statusCode: number;
  errorCode: string | null;
  reason: string;
  at: Date;
}

type TPlatformErrorType = (typeof PLATFORM_ERROR_TYPES)[number];

/** Why: the feed tells a member's own message from the team's report post and a thread reply. */
export function platformErrorType(message: Pick<TRefusedMessage, 'kind' | 'threaded'>): TPlatformErrorType {
  if (message.threaded) return 'threaded-message';
  if (message.kind === 'broadcast' || message.kind === 'submission') return 'report';
  if (message.kind === 'prompt' || message.kind === 'reminder' || message.kind === 'confirmation')
    return 'single-message';
  return 'conversation';
}

/** The team, account and member a refused message belongs to (through its check-in or run); null when neither. */
async function ownerOf(
  db: TDb,
  message: TRefusedMessage,
): Promise<{ accountId: string; teamId: string; userId: string | null } | null> {
  if (message.checkinId) {
    const [row] = await db
      .select({ accountId: reports.accountId, teamId: reports.teamId, userId: checkins.userId })
      .from(checkins)
      .innerJoin(reports, eq(reports.id, checkins.reportId))
      .where(eq(checkins.id, message.checkinId));
    if (row) return row;
  }
  if (message.runId) {
    const [row] = await db
      .select({ accountId: reports.accountId, teamId: reports.teamId })
      .from(reportRuns)
      .innerJoin(reports, eq(reports.id, reportRuns.reportId))
      .where(eq(reportRuns.id, message.runId));
    if (row) return { ...row, userId: null };
  }
  return null;
}

/** Records the refusal in its team's feed; false when it belongs to no team (an install notice) or was recorded before. */
export async function recordPlatformError(db: TDb, message: TRefusedMessage): Promise<boolean> {
  const owner = await ownerOf(db, message);
  if (!owner) return false;
  return recordActivity(db, {
    ...owner,
    actorLabel: null,
    source: 'rollcall',
    verb: 'platform-error',
    occurredAt: message.at,
    data: {
      reason: message.reason.slice(0, 300),
      error_code: (message.errorCode ?? String(message.statusCode)).slice(0, 60),
      error_type: platformErrorType(message),
      service: message.platform.slice(0, 40),
    },
    deliveryKey: `chat-message:${message.id}`,
  });
}
