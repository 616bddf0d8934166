/**
 * Check-ins answered inside Slack (issue 18 §3): 'Answer' or 'Edit' on the DM (block_actions
 * open_checkin / edit_checkin) opens the modal with one multi-line input per question, pre-filled
 * with the draft or the submitted answers; submitting it (view_submission submit_checkin) hands the
 * answers and toggles to the core's answerCheckin, like the web page, the email reply and the Teams
 * card. An empty answer is refused inline ('All questions are required') and the modal keeps what
 * was typed; after a submission the DM is updated (through the chat outbox: chat.update) to its
 * submitted state with an Edit button. The modal's private_metadata holds the check-in's hash only,
 * and it is never trusted alone: the submitting person must be that check-in's member.
 */
import type { App, BlockAction, ButtonAction, ViewStateValue } from '@slack/bolt';
import type { WebClient } from '@slack/web-api';
import { CHECKIN_MESSAGES } from '../../../shared/checkins.ts';
import { isAppError } from '../../../shared/errors.ts';
import { answerCheckin } from '../../core/engine/answer-checkin.ts';
import type { TEngineDeps } from '../../core/engine/engine-deps.ts';
import { runContext } from '../../core/engine/message-context.ts';
import { promptMessageOf } from '../../core/engine/prompt-message.ts';
import { queueChatMessages } from '../../domain/chat/queue-chat-messages.ts';
import { findCheckinById, type TFoundCheckin } from '../../domain/checkins/find-checkin.ts';
import type { TPromptMessage } from '../../domain/engine-messages.ts';
import { slackChatTargets } from '../../domain/platforms/slack/chat-targets.ts';
import {
  findCheckinOfSlackUser,
  findSlackUsersCheckinByHash,
  type TSlackPerson,
} from '../../domain/platforms/slack/find-slack-member-checkin.ts';
import { SLACK_CHANNEL } from '../../domain/platforms/slack/slack-address.ts';
import { promptModal } from './render/block-kit.ts';
import { BLOCK_KIT_LIMITS as L } from './render/block-kit-limits.ts';
import { plainText, section } from './render/block-kit-parts.ts';
import type { TModalView } from './render/block-kit-types.ts';

export interface TSlackCheckinDeps {
  engine: TEngineDeps;
}

/** The modal's callback id and the DM's buttons. */
const SUBMIT = 'submit_checkin';
const OPENERS = ['open_checkin', 'edit_checkin'] as const;
/** Where the modal's one-line refusals go when no question is at fault. */
const FIRST_INPUT = 'q0';

/** The run a DM button names ({ reportId, runKey } in its value). */
function runOfButton(value: string | undefined): { reportId: string; runKey: string } | null {
  if (!value || value.length > L.buttonValue) return null;
  try {
    const parsed = JSON.parse(value) as { reportId?: unknown; runKey?: unknown };
    return typeof parsed.reportId === 'string' && typeof parsed.runKey === 'string'
      ? { reportId: parsed.reportId, runKey: parsed.runKey }
      : null;
  } catch {
    return null;
  }
}

/** The person of an interaction: the workspace (user.team_id, else team.id) and the user id. */
function personOf(body: { user: { id: string; team_id?: string }; team: { id: string } | null }): TSlackPerson | null {
  const slackTeamId = body.user.team_id ?? body.team?.id;
  return slackTeamId && body.user.id ? { slackTeamId, slackUserId: body.user.id } : null;
}

/** The prompt of a check-in with its saved answers (the modal's pre-fill, the DM's submitted state). */
async function promptOf(deps: TEngineDeps, found: TFoundCheckin): Promise<TPromptMessage> {
  const context = await runContext(deps.db, found.report, found.run, deps.publicUrl());
  const prompt = promptMessageOf(context, found.checkin, found.user, undefined);
  prompt.answers = found.run.questions.map((question) => found.checkin.answers[question.key] ?? '');
  return prompt;
}

/** The check-in modal of a check-in: its metadata is the hash alone. */
export async function checkinModalOf(deps: TEngineDeps, found: TFoundCheckin): Promise<TModalView> {
  const view = promptModal(await promptOf(deps, found), {
    goalCompleted: found.checkin.goalCompleted,
    blocked: found.checkin.blocked,
  });
  return { ...view, private_metadata: found.checkin.hash };
}

/** A modal that only says something (a refusal), with a Close button. */
export function noticeModal(text: string): Omit<TModalView, 'submit' | 'private_metadata'> & { private_metadata: '' } {
  return {
    type: 'modal',
    callback_id: 'rollcall_notice',
    title: plainText('Rollcall', L.modalTitle),
    close: plainText('Close', L.modalButton),
    private_metadata: '',
    blocks: [section(text)],
  };
}

/** The text typed in each question's input and the ticked goal flags, as Slack sent them. */
function answersOf(values: Record<string, Record<string, ViewStateValue>>, count: number) {
  const answers = Array.from({ length: count }, (_, index) => {
    const value = values[`q${index}`]?.[`q${index}`]?.value;
    return typeof value === 'string' ? value : '';
  });
  const ticked = new Set((values.goal_flags?.goal_flags?.selected_options ?? []).map((option) => option.value));
  return { answers, goalCompleted: ticked.has('goal_completed'), blocked: ticked.has('blocked') };
}

/** Queues the update of the member's DM prompt to its submitted state (chat.update by the sender). */
async function updateDmPrompt(deps: TEngineDeps, checkinId: string): Promise<void> {
  const found = await findCheckinById(deps.db, checkinId);
  if (!found) return;
  const targets = await slackChatTargets(deps.db, found.report.teamId, [found.user.id]);
  const target = targets.members.get(found.user.id);
  if (!target) return;
  const prompt = await promptOf(deps, found);
  prompt.submitted = { goalCompleted: found.checkin.goalCompleted, blocked: found.checkin.blocked };
  await deps.db.transaction((tx) =>
    queueChatMessages(deps, tx, [
      {
        idempotencyKey: `checkin:${checkinId}:${SLACK_CHANNEL}-dm:${deps.now().getTime()}`,
        kind: 'prompt-update',
        target,
        message: prompt,
        accountId: found.report.accountId,
        runId: found.run.id,
        checkinId,
        // The key the run's opening gave the member's prompt (open-report-run.ts collectPrompts).
        updateOfKey: `run:${found.run.id}:member:${found.user.id}:prompt:${SLACK_CHANNEL}`,
      },
    ]),
  );
}

/** Registers the check-in buttons and the modal on Bolt's App. */
export function registerSlackCheckinActions(app: App, deps: TSlackCheckinDeps): void {
  const { engine } = deps;
  // Not through the limiter: the trigger id dies 3 seconds after the press, so waiting in a line
  // (or out a Retry-After) only opens nothing later. views.open is tier 4 (100+ a minute per
  // workspace) and each call answers a person's own press; a refusal is logged and the person can
  // press again or use 'Open in browser'.
  const openView = async (client: WebClient, triggerId: string, view: object) => {
    try {
      await client.views.open({ trigger_id: triggerId, view: view as never });
    } catch (error) {
      engine.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'Slack modal not opened');
    }
  };

  for (const actionId of OPENERS) {
    app.action<BlockAction<ButtonAction>>(
      { type: 'block_actions', action_id: actionId },
      async ({ ack, body, action, client }) => {
        // Ack at once: the trigger id lives 3 seconds and Slack waits for the ack.
        await ack();
        const person = personOf(body);
        if (!person) return;
        const run = runOfButton(action.value);
        const found = run ? await findCheckinOfSlackUser(engine.db, { ...person, ...run }) : null;
        const view = !found
          ? noticeModal(CHECKIN_MESSAGES.notFound)
          : found.checkin.status === 'vacation'
            ? noticeModal(CHECKIN_MESSAGES.onVacation)
            : await checkinModalOf(engine, found);
        await openView(client, body.trigger_id, view);
      },
    );
  }

  app.view(SUBMIT, async ({ ack, body, view }) => {
    const person = personOf(body);
    const hash = view.private_metadata;
    const found = person && hash ? await findSlackUsersCheckinByHash(engine.db, { ...person, hash }) : null;
    if (!found) {
      await ack({ response_action: 'errors', errors: { [FIRST_INPUT]: CHECKIN_MESSAGES.notFound } });
      return;
    }
    if (found.checkin.status === 'vacation') {
      await ack({ response_action: 'errors', errors: { [FIRST_INPUT]: CHECKIN_MESSAGES.onVacation } });
      return;
    }
    const questions = found.run.questions;
    const given = answersOf(view.state.values, questions.length);
    // Errors may only name inputs the modal holds (a run with more questions than fit shows fewer).
    const shown = new Set(view.blocks.map((block) => block.block_id));
    const empty = questions
      .map((_, index) => index)
      .filter((index) => given.answers[index]!.trim() === '' && shown.has(`q${index}`));
    try {
      const result = await answerCheckin(engine, {
        hash: found.checkin.hash,
        answers: questions.map((question, index) => ({ key: question.key, content: given.answers[index]! })),
        toggles: { goalCompleted: given.goalCompleted, blocked: given.blocked },
        submit: true,
        via: 'modal',
      });
      await ack();
      await updateDmPrompt(engine, result.checkinId);
    } catch (error) {
      if (!isAppError(error) || error.code !== 'INVALID_INPUT') throw error;
      const blocks = empty.length > 0 ? empty : [0];
      // The modal stays open with what was typed; each empty question says why.
      await ack({
        response_action: 'errors',
        errors: Object.fromEntries(blocks.map((index) => [`q${index}`, error.message])),
      });
    }
  });
}
