/**
 * Opens a run and asks every member (ARCHITECTURE §5): creates the run and its check-ins, records
 * one prompt per member (idempotency key run/member/kind) and schedules the reminders and the
 * summary — all in one transaction, so a crash leaves either everything or nothing. A member with
 * their own time zone is asked at the report's wall time in that zone on the run's date
 * (run-times.ts); a scheduled run opens at the earliest such instant (run-openings.ts), so the
 * others, 'Default in Report' members included, wait for theirs: their check-in keeps its prompt
 * instant and stays pending until one delayed job per distinct instant asks them
 * (send-delayed-prompts.ts). The channel broadcast goes at the report's own time.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { checkins } from '../../db/schema/index.ts';
import { textArray } from '../../db/sql-arrays.ts';
import { runningAccountIds } from '../../domain/billing/plan-limits/account-runs.ts';
import { queueChatMessages, type TBatchChatMessage, type TChatTarget } from '../../domain/chat/queue-chat-messages.ts';
import { queueEmails, type TBatchEmail } from '../../domain/email/queue-email.ts';
import type { TPromptMessage } from '../../domain/engine-messages.ts';
import { QUEUE } from '../../domain/jobs.ts';
import { type TTeamChatTargets, teamChatTargets } from '../../domain/platforms/chat-platforms.ts';
import { EMAIL_CHANNEL } from '../../domain/platforms/platform-names.ts';
import {
  createReportRuns,
  type TCreateRunInput,
  type TNewCheckin,
  type TRunMemberUser,
} from '../../domain/reports/create-report-run.ts';
import { settingsOf, type TReportRow } from '../../domain/reports/report-settings.ts';
import { channelsFor } from './channels.ts';
import { broadcastChatMessage, broadcastsTo, memberChatMessage } from './chat-messages.ts';
import type { TEngineDeps } from './engine-deps.ts';
import { runContexts, type TRunContext } from './message-context.ts';
import { promptMessageOf } from './prompt-message.ts';
import { memberPromptInstant, reminderInstants, summaryAfterPrompts, summaryInstant } from './run-times.ts';

export interface TOpenRunRequest {
  report: TReportRow;
  key: string;
  scheduledFor: Date;
  openedBy: TCreateRunInput['openedBy'];
  /** The schedule's wall time, which members with their own zone are asked at (scheduled runs). */
  wallTime?: { hour: number; minute: number };
  /** Members with their own time zone -> that zone (scheduled runs; memberOwnZones). */
  memberZones?: ReadonlyMap<string, string>;
}

export interface TOpenRunResult {
  opened: boolean;
  runId?: string;
  prompts: number;
  /** Not opened because the report's account is inactive (trial ended, subscription stopped). */
  inactive?: true;
}

/** Opens the run keyed `key` unless it exists; answers whether it did and how many prompts it queued. */
export async function openReportRun(deps: TEngineDeps, request: TOpenRunRequest): Promise<TOpenRunResult> {
  const [result] = await openReportRuns(deps, [request]);
  return result ?? { opened: false, prompts: 0 };
}

/**
 * Opens many runs (one per report) in one transaction with a fixed number of statements: the
 * minute's sweep hands over dozens of reports at once. Answers one result per request, in order.
 * Reports of an inactive account open nothing (account-runs.ts): every way a run opens (schedule,
 * Send now, the next run after a summary) passes here, and the schedule moves on regardless, so
 * an account made active again resumes at its next occurrence with no backlog.
 */
export async function openReportRuns(
  deps: TEngineDeps,
  requests: readonly TOpenRunRequest[],
): Promise<TOpenRunResult[]> {
  if (requests.length === 0) return [];
  const running = await runningAccountIds(
    deps.db,
    requests.map((request) => request.report.accountId),
    deps.now(),
  );
  const runnable = requests.filter((request) => running.has(request.report.accountId));
  if (runnable.length < requests.length) {
    deps.log.info(
      { reports: requests.filter((request) => !running.has(request.report.accountId)).map((r) => r.report.id) },
      'report runs not opened: the account is inactive',
    );
  }
  const opened = await openRunsOfRunningAccounts(deps, runnable);
  const byReport = new Map(runnable.map((request, index) => [request.report.id, opened[index]!]));
  return requests.map(
    (request): TOpenRunResult => byReport.get(request.report.id) ?? { opened: false, prompts: 0, inactive: true },
  );
}

async function openRunsOfRunningAccounts(
  deps: TEngineDeps,
  requests: readonly TOpenRunRequest[],
): Promise<TOpenRunResult[]> {
  if (requests.length === 0) return [];
  const openedAt = deps.now();
  return deps.db.transaction(async (tx) => {
    const planned = requests.map((request) => {
      const settings = settingsOf(request.report);
      const promptAt = promptInstantsOf(request, openedAt);
      const last = Math.max(
        promptAt.reportAt?.getTime() ?? 0,
        ...[...promptAt.byMember.values()].map((at) => at?.getTime() ?? 0),
      );
      const summaryAt = summaryAfterPrompts(
        summaryInstant(settings, request.key, openedAt, request.scheduledFor),
        last > 0 ? new Date(last) : null,
      );
      return { ...request, settings, summaryAt, promptAt };
    });
    const plannedByReport = new Map(planned.map((item) => [item.report.id, item]));
    const opened = await createReportRuns(tx, planned);
    const contexts = await runContexts(
      tx,
      opened.map(({ run }) => {
        const { report, settings } = plannedByReport.get(run.reportId)!;
        return { report, run, settings };
      }),
      deps.publicUrl(),
    );
    const emails: Array<TBatchEmail<'checkin-prompt'>> = [];
    const chats: TBatchChatMessage[] = [];
    /** Check-in ids by the channels their prompt went through ('email', '<chat>,email', ...). */
    const askedBy = new Map<string, string[]>();
    const reminders: Array<{ data: object; startAfter: Date }> = [];
    const delayedPrompts: Array<{ data: object; startAfter: Date }> = [];
    /** Check-ins asked later: their ids, prompt instants and own zones (null: the report's). */
    const later: { ids: string[]; at: string[]; zones: Array<string | null> } = { ids: [], at: [], zones: [] };
    const summaries: Array<{ data: object; startAfter: Date }> = [];
    const promptsByRun = new Map<string, number>();
    for (const [index, { run, members }] of opened.entries()) {
      const context = contexts[index]!;
      const request = plannedByReport.get(run.reportId)!;
      const before = emails.length + chats.length;
      const targets = await teamChatTargets(
        tx,
        { id: context.report.teamId, service: context.teamService },
        members.map(({ user }) => user.id),
      );
      /** The distinct later prompt instants of this run (ms), each a job and a pair of reminders. */
      // The report's own time still to come: its delayed job asks the 'Default in Report' members
      // and posts the channel broadcast.
      const { byMember, reportAt } = request.promptAt;
      // Everyone away (a public holiday, the team's day off): the run sends nothing at all, not
      // even the channel broadcast; its summary job sends nothing either (send-summary.ts).
      const everyoneAway = everyMemberAway(members);
      const laterInstants = new Set<number>(reportAt && !everyoneAway ? [reportAt.getTime()] : []);
      const askNow: typeof members = [];
      for (const member of members) {
        if (member.checkin.status === 'vacation') continue;
        const ownZone = byMember.has(member.user.id);
        const at = ownZone ? byMember.get(member.user.id) : reportAt;
        if (!at) {
          askNow.push(member);
          continue;
        }
        later.ids.push(member.checkin.id);
        later.at.push(at.toISOString());
        later.zones.push(ownZone ? (request.memberZones?.get(member.user.id) ?? null) : null);
        laterInstants.add(at.getTime());
      }
      collectPrompts(deps, context, run.id, askNow, targets, { emails, chats, askedBy });
      const channelTarget = reportAt || everyoneAway ? null : runChannelTarget(context, targets);
      if (channelTarget) chats.push(broadcastChatMessage(context, run.id, channelTarget));
      promptsByRun.set(run.id, emails.length + chats.length - before - (channelTarget ? 1 : 0));
      const reminding = context.settings.config.send_reminder_enabled;
      // Those asked at an early opening count from it; otherwise from the scheduled time.
      const askedFrom = reportAt ? openedAt : request.scheduledFor;
      const stages = reminding && askNow.length > 0 ? reminderInstants(askedFrom, openedAt, request.summaryAt) : null;
      if (stages) {
        reminders.push({ data: { runId: run.id, stage: 'first' }, startAfter: stages.first });
        reminders.push({ data: { runId: run.id, stage: 'final' }, startAfter: stages.final });
      }
      for (const time of [...laterInstants].sort((a, b) => a - b)) {
        const promptAt = new Date(time).toISOString();
        delayedPrompts.push({ data: { runId: run.id, stage: 'prompt', promptAt }, startAfter: new Date(time) });
        const own = reminding ? reminderInstants(new Date(time), openedAt, request.summaryAt) : null;
        if (own) {
          reminders.push({ data: { runId: run.id, stage: 'first', promptAt }, startAfter: own.first });
          reminders.push({ data: { runId: run.id, stage: 'final', promptAt }, startAfter: own.final });
        }
      }
      summaries.push({ data: { runId: run.id }, startAfter: request.summaryAt });
      deps.log.info(
        {
          reportId: run.reportId,
          runId: run.id,
          key: run.key,
          members: members.length,
          prompts: promptsByRun.get(run.id),
          openedBy: run.openedBy,
        },
        'report run opened',
      );
    }
    await queueEmails(deps, tx, emails);
    await queueChatMessages(deps, tx, chats);
    await markAsked(tx, askedBy, openedAt);
    if (later.ids.length > 0) {
      await tx.execute(sql`
        update ${checkins} set prompt_at = later.at, prompt_time_zone = later.zone
        from unnest(
          ${textArray(later.ids)}::uuid[], ${textArray(later.at)}::timestamptz[], ${textArray(later.zones)}
        ) as later(id, at, zone)
        where ${checkins.id} = later.id`);
    }
    await deps.jobs.sendMany(QUEUE.reportReminder, [...delayedPrompts, ...reminders], { tx });
    await deps.jobs.sendMany(QUEUE.reportSummary, summaries, { tx });
    const runByReport = new Map(opened.map(({ run }) => [run.reportId, run.id]));
    return requests.map((request): TOpenRunResult => {
      const runId = runByReport.get(request.report.id);
      return runId ? { opened: true, runId, prompts: promptsByRun.get(runId) ?? 0 } : { opened: false, prompts: 0 };
    });
  });
}

/** Whether a run has members and every one of them is away (its check-ins all marked vacation). */
export function everyMemberAway(members: ReadonlyArray<{ checkin: Pick<TNewCheckin, 'status'> }>): boolean {
  return members.length > 0 && members.every(({ checkin }) => checkin.status === 'vacation');
}

/** When a run's members are asked: null means at the opening. */
interface TPromptInstants {
  /** Members with their own zone (other than the report's) -> their instant. */
  byMember: Map<string, Date | null>;
  /** Everyone else: the report's scheduled instant when the run opened before it. */
  reportAt: Date | null;
}

/**
 * Each member's prompt instant for the runs being opened. Only scheduled occurrences use member
 * zones: Send now and the next run opened by a summary ask everyone at once, as the admin asked.
 */
function promptInstantsOf(request: TOpenRunRequest, openedAt: Date): TPromptInstants {
  const byMember = new Map<string, Date | null>();
  if (request.openedBy !== 'schedule' && request.openedBy !== 'catch-up') return { byMember, reportAt: null };
  const reportAt = request.scheduledFor.getTime() > openedAt.getTime() ? request.scheduledFor : null;
  if (!request.memberZones || !request.wallTime) return { byMember, reportAt };
  const { hour, minute } = request.wallTime;
  const byZone = new Map<string, Date | null>();
  for (const [userId, zone] of request.memberZones) {
    if (zone === request.report.timeZone) continue;
    if (!byZone.has(zone)) byZone.set(zone, memberPromptInstant(request.key, hour, minute, zone, openedAt));
    byMember.set(userId, byZone.get(zone) ?? null);
  }
  return { byMember, reportAt };
}

/** The run's channel as a chat target, when the report broadcasts to one of a linked team. */
export function runChannelTarget(context: TRunContext, targets: TTeamChatTargets | null): TChatTarget | null {
  const channelId = targets ? broadcastsTo(context) : null;
  return channelId ? (targets?.channel(channelId) ?? null) : null;
}

export interface TPromptBatch {
  emails: Array<TBatchEmail<'checkin-prompt'>>;
  chats: TBatchChatMessage[];
  /** Check-in ids by the channels their prompt went through ('email', '<chat>,email', ...). */
  askedBy: Map<string, string[]>;
}

/**
 * Adds the prompts of `members` to the batch, on the channels each has (a Teams card and/or an
 * email); shared by the run's opening and the delayed prompts so both ask alike.
 */
export function collectPrompts(
  deps: TEngineDeps,
  context: TRunContext,
  runId: string,
  members: ReadonlyArray<{ checkin: Pick<TNewCheckin, 'id' | 'hash'>; user: TRunMemberUser }>,
  targets: TTeamChatTargets | null,
  batch: TPromptBatch,
): void {
  for (const { checkin, user } of members) {
    const target = targets?.members.get(user.id) ?? null;
    const prompt = promptMessageOf(context, checkin, user, deps.replyAddress);
    const chat = target ? targets?.platform : undefined;
    const channels = channelsFor(context.teamService, context.settings.notification_type, new Set(chat ? [chat] : []));
    const key = `run:${runId}:member:${user.id}:prompt`;
    if (channels.includes(EMAIL_CHANNEL)) batch.emails.push(promptEmail(context, prompt, user, key));
    if (target && chat && channels.includes(chat)) {
      batch.chats.push(
        memberChatMessage(context, target, { runId, checkinId: checkin.id }, 'prompt', `${key}:${chat}`, {
          ...prompt,
          replyTo: undefined,
        }),
      );
    }
    const label = channels.join(',');
    batch.askedBy.set(label, [...(batch.askedBy.get(label) ?? []), checkin.id]);
  }
}

/** Marks the asked check-ins sent (pending ones only), with the channels their prompt took. */
export async function markAsked(tx: TDb, askedBy: Map<string, string[]>, at: Date): Promise<void> {
  for (const [label, ids] of askedBy) {
    await tx
      .update(checkins)
      .set({ status: 'sent', sentAt: at, channels: label.split(',') })
      .where(and(sql`${checkins.id} = any(${textArray(ids)}::uuid[])`, eq(checkins.status, 'pending')));
  }
}

/** The prompt as an email. */
function promptEmail(
  context: TRunContext,
  prompt: TPromptMessage,
  user: TRunMemberUser,
  idempotencyKey: string,
): TBatchEmail<'checkin-prompt'> {
  return {
    to: user.email,
    template: 'checkin-prompt',
    variables: prompt,
    idempotencyKey,
    accountId: context.report.accountId,
  };
}
