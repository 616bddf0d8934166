/**
 * Check-ins answered on a Webex card (issue 21 §4): the attachmentActions webhook carries ids only,
 * so the handler reads the action (GET /attachment/actions/{id}: the card's inputs and its submit
 * data, flat), finds the check-in of the person who pressed (never anyone else's: a card forwarded
 * opens nothing of the original member's) and acts like every other door:
 * - Submit (`submit_checkin`) hands the answers and toggles to the core's answerCheckin; the pressed
 *   card is replaced by its submitted state with Edit (and the closing message follows as a message);
 *   an empty answer sends the form again with 'All questions are required' and what was typed;
 * - Edit (`edit_checkin`) sends the form again, pre-filled with the saved answers and toggles;
 * - a check-in not found or on vacation gets a short note.
 * Every reply goes through the chat outbox (rate limits, applied once): Webex cannot edit a card,
 * so the sender posts the new one and deletes the pressed one. Nothing here throws at a member: a
 * refusal is a message; only Webex or the database failing gives the delivery back for a retry.
 */
import { CHECKIN_MESSAGES } from '../../../shared/checkins.ts';
import { isAppError } from '../../../shared/errors.ts';
import { answerCheckin } from '../../core/engine/answer-checkin.ts';
import type { TEngineDeps } from '../../core/engine/engine-deps.ts';
import { runContext } from '../../core/engine/message-context.ts';
import { promptMessageOf } from '../../core/engine/prompt-message.ts';
import { queueChatMessages } from '../../domain/chat/queue-chat-messages.ts';
import { findCheckinById, type TFoundCheckin } from '../../domain/checkins/find-checkin.ts';
import type { TEngineMessage, TPromptMessage } from '../../domain/engine-messages.ts';
import { findCheckinOfWebexPerson } from '../../domain/platforms/webex/find-webex-member-checkin.ts';
import { findWebexMessageKey } from '../../domain/platforms/webex/find-webex-message-key.ts';
import { webexTarget } from '../../domain/platforms/webex/webex-address.ts';
import { isWebexNotFound } from './webex-api-error.ts';
import type { TWebexHandlerDeps } from './webex-runtime.ts';
import type { TWebexAttachmentAction, TWebexEventHandler } from './webex-types.ts';

/** The longest answer taken from a card input (the domain refuses longer ones with its own words). */
const MAX_INPUT_CHARS = 50_000;

const asText = (value: unknown): string => (typeof value === 'string' ? value.slice(0, MAX_INPUT_CHARS) : '');
const asFlag = (value: unknown): boolean => value === true || value === 'true';

/** What a pressed card becomes: its submitted state, the form (Edit, or sent back refused), or a note. */
type TReplyKind = 'submitted' | 'form' | 'notice';

function replyKindOf(message: TEngineMessage): TReplyKind {
  if (message.kind !== 'prompt') return 'notice';
  return message.submitted ? 'submitted' : 'form';
}

/** The outbox key of the reply to a press: one per pressed card and what it becomes. */
export function webexActionReplyKey(pressedMessageId: string, kind: TReplyKind): string {
  return `webex:action:${pressedMessageId}:${kind}`;
}

/** The answers and toggles a card sent (inputs q0..qN, goal_completed, blocked). */
function typedOf(action: TWebexAttachmentAction, count: number) {
  return {
    answers: Array.from({ length: count }, (_, index) => asText(action.inputs[`q${index}`])),
    toggles: { goalCompleted: asFlag(action.inputs.goal_completed), blocked: asFlag(action.inputs.blocked) },
  };
}

/** The prompt of a check-in with its saved answers and toggles, read fresh. */
async function promptOf(
  deps: TEngineDeps,
  checkinId: string,
): Promise<{ found: TFoundCheckin; prompt: TPromptMessage } | null> {
  const found = await findCheckinById(deps.db, checkinId);
  if (!found) return null;
  const context = await runContext(deps.db, found.report, found.run, deps.publicUrl());
  const prompt = promptMessageOf(context, found.checkin, found.user, undefined);
  prompt.answers = found.run.questions.map((question) => found.checkin.answers[question.key] ?? '');
  prompt.toggles = { goalCompleted: found.checkin.goalCompleted, blocked: found.checkin.blocked };
  return { found, prompt };
}

/** Builds the attachmentActions handler of the bot. */
export function createWebexCardActionHandler(deps: TWebexHandlerDeps): TWebexEventHandler {
  const { engine } = deps;

  /**
   * Queues the card that takes the pressed one's place (or a note to the presser), once per pressed
   * card and what it becomes: a second press of the same card (a double click, two devices) finds
   * its reply queued already, so the member never gets two replacement cards.
   */
  const reply = async (
    action: TWebexAttachmentAction,
    message: TEngineMessage,
    found: TFoundCheckin | null,
  ): Promise<void> => {
    const replaced =
      found && message.kind !== 'notice'
        ? await findWebexMessageKey(engine.db, found.checkin.id, action.messageId)
        : null;
    await engine.db.transaction((tx) =>
      queueChatMessages(engine, tx, [
        {
          idempotencyKey: webexActionReplyKey(action.messageId, replyKindOf(message)),
          kind: message.kind === 'notice' ? 'notice' : 'prompt-update',
          // Privately to the person who pressed, whatever room the card was in.
          target: webexTarget({ toPersonId: action.personId }),
          message,
          ...(found ? { accountId: found.report.accountId, runId: found.run.id, checkinId: found.checkin.id } : {}),
          ...(replaced ? { updateOfKey: replaced } : {}),
        },
      ]),
    );
  };

  const notice = (text: string): TEngineMessage => ({ kind: 'notice', text, links: [] });

  return async (envelope) => {
    let action: TWebexAttachmentAction;
    try {
      action = await deps.client.attachmentAction(envelope.data.id);
    } catch (error) {
      // An action Webex no longer knows (or the bot cannot see) has nothing to apply.
      if (isWebexNotFound(error)) return;
      throw error;
    }
    if (action.personId === (await deps.botPerson()).id) return;
    const found = await findCheckinOfWebexPerson(engine.db, {
      reportId: asText(action.inputs.reportId),
      runKey: asText(action.inputs.runKey),
      personId: action.personId,
    });
    if (!found) return reply(action, notice(CHECKIN_MESSAGES.notFound), null);
    if (found.checkin.status === 'vacation') return reply(action, notice(CHECKIN_MESSAGES.onVacation), found);

    const verb = asText(action.inputs.action);
    if (verb !== 'submit_checkin') {
      // Edit (or a card without a known action): the form, pre-filled with what is saved.
      const current = await promptOf(engine, found.checkin.id);
      if (current) await reply(action, current.prompt, found);
      return;
    }

    const questions = found.run.questions;
    const typed = typedOf(action, questions.length);
    try {
      await answerCheckin(engine, {
        hash: found.checkin.hash,
        answers: questions.map((question, index) => ({ key: question.key, content: typed.answers[index]! })),
        toggles: typed.toggles,
        submit: true,
        // Like a closing modal: the card is replaced, and the closing message comes as a message.
        via: 'modal',
      });
    } catch (error) {
      if (!isAppError(error) || (error.code !== 'INVALID_INPUT' && error.code !== 'NOT_FOUND')) throw error;
      const current = await promptOf(engine, found.checkin.id);
      if (!current) return reply(action, notice(error.message), found);
      // The form again with the refusal on top and everything as it was typed.
      current.prompt.intro = `**${error.message}**\n\n${current.prompt.intro}`;
      current.prompt.answers = typed.answers;
      current.prompt.toggles = typed.toggles;
      return reply(action, current.prompt, found);
    }
    const submitted = await promptOf(engine, found.checkin.id);
    if (!submitted) return;
    submitted.prompt.submitted = {
      goalCompleted: submitted.found.checkin.goalCompleted,
      blocked: submitted.found.checkin.blocked,
    };
    await reply(action, submitted.prompt, found);
  };
}
