/**
 * What of a run needs its managers (issue 17): members it reached on no channel (never asked
 * although their prompt time passed, or every channel their prompt took failed) and members whose
 * prompt failed on one channel but went through another. Read from the check-ins' chat status
 * (msgStatus*) and the email outbox row of each prompt, for many runs in one query; at most
 * HOME_LIMITS.attentionNames names per run and kind, with the full counts.
 */
import { type SQL, sql } from 'drizzle-orm';
import { CHAT_TAKEN_EXACT_STATUS, CHAT_TAKEN_RANGE } from '../../../shared/chat-delivery.ts';
import { HOME_LIMITS, HOME_REASONS, type THomeAttentionMember } from '../../../shared/home.ts';
import type { TDb } from '../../db/client.ts';
import { resultRows, textArray } from '../../db/sql-arrays.ts';
import { CHAT_PLATFORM_NAMES, channelLabel } from '../platforms/platform-names.ts';

export interface TRunProblems {
  notReachedCount: number;
  notReached: THomeAttentionMember[];
  deliveryFailureCount: number;
  deliveryFailures: THomeAttentionMember[];
}

interface TProblemRow {
  run_id: string;
  kind: 'not_reached' | 'delivery_failed';
  first_name: string;
  last_name: string;
  email: string;
  platform: string | null;
  code: number | null;
  error_code: string | null;
  chat_failed: boolean;
  email_failed: boolean;
  overdue: boolean;
  total: number | string;
}

/**
 * Whether a check-in's recorded chat answer is a failure, in SQL: the shared rule of the dashboard
 * (shared/chat-delivery.ts isChatDeliveryFailure) over the channel names stored on the check-in,
 * so a Webex or Slack 200 is a delivery and only Teams needs its 201.
 */
function chatFailedSql(): SQL {
  const exact = CHAT_PLATFORM_NAMES.flatMap((platform) => {
    const status = CHAT_TAKEN_EXACT_STATUS[platform.service];
    return status === undefined ? [] : [sql`when ${platform.channel} then c.msg_status_code <> ${status}`];
  });
  const outsideRange = sql`(c.msg_status_code < ${CHAT_TAKEN_RANGE.from} or c.msg_status_code >= ${CHAT_TAKEN_RANGE.below})`;
  const refused =
    exact.length === 0
      ? outsideRange
      : sql`case c.msg_status_platform ${sql.join(exact, sql` `)} else ${outsideRange} end`;
  return sql`coalesce(c.msg_status_code is not null and (c.msg_status_error_code is not null or ${refused}), false)`;
}

/** An empty result, for runs with nothing wrong. */
export function noProblems(): TRunProblems {
  return { notReachedCount: 0, notReached: [], deliveryFailureCount: 0, deliveryFailures: [] };
}

function reasonOf(row: TProblemRow): string {
  if (row.overdue) return HOME_REASONS.notAsked;
  const reasons: string[] = [];
  if (row.chat_failed) {
    reasons.push(
      HOME_REASONS.chatFailed(row.platform ? channelLabel(row.platform) : 'chat', row.error_code ?? String(row.code)),
    );
  }
  if (row.email_failed) reasons.push(HOME_REASONS.emailFailed);
  return reasons.join(' ');
}

/** Problems per run id, for the given runs (runs with none are absent). */
export async function findDeliveryProblems(
  db: TDb,
  runIds: readonly string[],
  now: Date,
): Promise<Map<string, TRunProblems>> {
  const problems = new Map<string, TRunProblems>();
  if (runIds.length === 0) return problems;
  const cutoff = new Date(now.getTime() - HOME_LIMITS.promptGraceMinutes * 60_000).toISOString();
  // The prompt email's idempotency key (open-report-run.ts) finds its outbox row by unique index.
  const result = await db.execute(sql`
    with flagged as (
      select c.run_id, u.first_name, u.last_name, u.email,
        c.msg_status_platform as platform, c.msg_status_code as code, c.msg_status_error_code as error_code,
        ${chatFailedSql()} as chat_failed,
        coalesce(e.status = 'failed', false) as email_failed,
        c.channels @> '["email"]'::jsonb as by_email,
        (c.channels - 'email') <> '[]'::jsonb as by_chat,
        (c.status = 'pending' and coalesce(c.prompt_at, r.opened_at) < ${cutoff}::timestamptz) as overdue
      from checkins c
      inner join users u on u.id = c.user_id
      inner join report_runs r on r.id = c.run_id
      left join emails e on e.idempotency_key = 'run:' || c.run_id || ':member:' || c.user_id || ':prompt'
      where c.run_id = any(${textArray(runIds)}::uuid[]) and c.status not in ('submitted', 'vacation')
    ), classified as (
      select *, case
        when overdue then 'not_reached'
        when not (chat_failed or email_failed) then null
        when (not by_chat or chat_failed) and (not by_email or email_failed) then 'not_reached'
        else 'delivery_failed' end as kind
      from flagged
    ), numbered as (
      select *,
        row_number() over (partition by run_id, kind order by first_name, last_name, email) as n,
        count(*) over (partition by run_id, kind) as total
      from classified where kind is not null
    )
    select * from numbered where n <= ${HOME_LIMITS.attentionNames}
    order by run_id, kind, n`);
  for (const row of resultRows<TProblemRow>(result)) {
    const forRun = problems.get(row.run_id) ?? noProblems();
    const member = {
      name: `${row.first_name} ${row.last_name}`.trim() || row.email,
      email: row.email,
      reason: reasonOf(row),
    };
    if (row.kind === 'not_reached') {
      forRun.notReachedCount = Number(row.total);
      forRun.notReached.push(member);
    } else {
      forRun.deliveryFailureCount = Number(row.total);
      forRun.deliveryFailures.push(member);
    }
    problems.set(row.run_id, forRun);
  }
  return problems;
}
