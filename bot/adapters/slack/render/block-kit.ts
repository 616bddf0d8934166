/**
 * Engine messages as Slack Block Kit (ARCHITECTURE §5): `{ text, blocks }` for chat.postMessage,
 * where `text` is the notification and fallback, and the check-in modal. Every message keeps to
 * Block Kit's limits (block-kit-limits.ts). Action ids the Slack adapter routes on:
 * open_checkin, edit_checkin (value: {reportId, runKey}), the modal's callback submit_checkin
 * with inputs q{index} and goal_flags (goal_completed, blocked).
 */

import { truncateText } from '../../../core/render/truncate.ts';
import { isBlankAnswer, LABELS, moreLine } from '../../../core/render/wording.ts';
import type {
  TConfirmationMessage,
  TDeliveryFailureMessage,
  TPromptMessage,
  TReminderMessage,
  TSubmissionPostMessage,
} from '../../../domain/engine-messages.ts';
import { BLOCK_KIT_LIMITS as L } from './block-kit-limits.ts';
import {
  actionButton,
  actions,
  context,
  escapedWithin,
  linkButton,
  mrkdwnWithin,
  plainText,
  runContext,
  SectionPacker,
  section,
} from './block-kit-parts.ts';
import { entryPieces } from './block-kit-summary.ts';
import type { TBlock, TBlockKitMessage, TCheckboxOption, TInputBlock, TModalView } from './block-kit-types.ts';

export { validateBlockKit, validateModal } from './block-kit-limits.ts';
export { summaryBlocks } from './block-kit-summary.ts';
export type { TBlockKitMessage, TModalView } from './block-kit-types.ts';

/** Goal and blocker state to show (the engine knows it, the message does not). */
export interface TCheckinBlockOptions {
  goalCompleted?: boolean;
  blocked?: boolean;
}

/** A question in a list or above an answer: cut so a section always has room for the answer. */
const MAX_QUESTION_CHARS = 300;
/** The longest answer a channel post shows before '…'. */
const MAX_POST_ANSWER_CHARS = 2500;

/**
 * Sections of units packed after `fixed` blocks, closed by 'and N more' when some did not fit.
 * A unit is rendered only while there is room for it.
 */
function packed(units: (() => string[])[], fixed: number, separator = '\n\n'): TBlock[] {
  const packer = new SectionPacker(L.messageBlocks - fixed - 1, separator);
  let left = 0;
  for (const unit of units) {
    if (left > 0 || !packer.tryAdd(unit())) left += 1;
  }
  const blocks: TBlock[] = packer.sections();
  if (left > 0) blocks.push(context(moreLine(left)));
  return blocks;
}

/** Each question with its answer, as section pieces. */
function answerUnits(questions: string[], answers: string[] | undefined): (() => string[])[] {
  return questions.map((question, index) => () => {
    const asked = `*${escapedWithin(question, MAX_QUESTION_CHARS)}*\n`;
    const answer = answers?.[index];
    const shown = isBlankAnswer(answer)
      ? `_${LABELS.noAnswer}_`
      : mrkdwnWithin(answer ?? '', L.sectionText - asked.length);
    return [asked + shown];
  });
}

/** The check-in invitation: intro, the numbered questions, Answer here (opens the modal) and Open in browser. */
export function promptBlocks(message: TPromptMessage): TBlockKitMessage {
  const top: TBlock[] = [runContext(message.run), section(mrkdwnWithin(message.intro, L.sectionText))];
  if (message.privateNote) top.push(context(escapedWithin(message.privateNote, L.contextText)));
  const questions = message.questions.map((question, index) => () => [
    `*${index + 1}.* ${escapedWithin(question, MAX_QUESTION_CHARS)}`,
  ]);
  const buttons = actions(
    actionButton(LABELS.answerHere, 'open_checkin', message.run, 'primary'),
    linkButton(LABELS.openInBrowser, 'open_in_browser', message.checkinUrl),
  );
  return {
    text: escapedWithin(`${message.run.reportName} check-in for ${message.run.runDate}`, L.sectionText),
    blocks: [...top, ...packed(questions, top.length + 1, '\n'), buttons],
  };
}

/**
 * The check-in form as a modal (views.open from 'Answer here'): one optional multiline input per
 * question, pre-filled when editing, and the goal/blocked checkboxes with goal tracking.
 */
export function promptModal(message: TPromptMessage, options: TCheckinBlockOptions = {}): TModalView {
  const blocks: TBlock[] = [runContext(message.run), section(mrkdwnWithin(message.intro, L.sectionText))];
  let shortened = false;
  const inputs: TInputBlock[] = message.questions.map((question, index) => {
    const input: TInputBlock = {
      type: 'input',
      block_id: `q${index}`,
      optional: true,
      label: plainText(question, L.inputLabel),
      element: {
        type: 'plain_text_input',
        action_id: `q${index}`,
        multiline: true,
        max_length: L.plainTextInputMaxLength,
        placeholder: plainText(LABELS.answerPlaceholder, L.placeholder),
      },
    };
    const answer = message.answers?.[index];
    if (answer !== undefined && !isBlankAnswer(answer) && input.element.type === 'plain_text_input') {
      input.element.initial_value = truncateText(answer, L.plainTextInputMaxLength);
      shortened ||= input.element.initial_value !== answer;
    }
    return input;
  });
  // A modal takes 100 blocks: keep room for the toggles and the note.
  blocks.push(...inputs.slice(0, L.modalBlocks - blocks.length - 2));
  if (message.goalTrackingEnabled) blocks.push(goalInput(options));
  if (shortened) blocks.push(context(LABELS.shortened));
  return {
    type: 'modal',
    callback_id: 'submit_checkin',
    title: plainText(message.run.reportName, L.modalTitle),
    submit: plainText(LABELS.submit, L.modalButton),
    close: plainText('Cancel', L.modalButton),
    private_metadata: JSON.stringify({ reportId: message.run.reportId, runKey: message.run.runKey }),
    blocks,
  };
}

function goalInput(options: TCheckinBlockOptions): TInputBlock {
  const goal: TCheckboxOption = { text: plainText(LABELS.goalToggle, L.optionText), value: 'goal_completed' };
  const blocked: TCheckboxOption = { text: plainText(LABELS.blockedToggle, L.optionText), value: 'blocked' };
  const initial = [options.goalCompleted ? goal : null, options.blocked ? blocked : null].filter(
    (option): option is TCheckboxOption => option !== null,
  );
  const input: TInputBlock = {
    type: 'input',
    block_id: 'goal_flags',
    optional: true,
    label: plainText('Goal tracking', L.inputLabel),
    element: { type: 'checkboxes', action_id: 'goal_flags', options: [goal, blocked] },
  };
  if (initial.length > 0 && input.element.type === 'checkboxes') input.element.initial_options = initial;
  return input;
}

/** Replaces the prompt after a submission: the answers, with Edit and Open in browser. */
export function submittedBlocks(message: TPromptMessage, options: TCheckinBlockOptions = {}): TBlockKitMessage {
  const top: TBlock[] = [runContext(message.run), section('Your check-in is in. Thank you!')];
  const bottom: TBlock[] = [];
  if (message.goalTrackingEnabled && (options.goalCompleted || options.blocked)) {
    const markers = [
      options.goalCompleted ? `✅ ${LABELS.goalCompleted}` : '',
      options.blocked ? `⛔ ${LABELS.blocked}` : '',
    ];
    bottom.push(context(markers.filter(Boolean).join(' · ')));
  }
  bottom.push(
    actions(
      actionButton(LABELS.edit, 'edit_checkin', message.run),
      linkButton(LABELS.openInBrowser, 'open_in_browser', message.checkinUrl),
    ),
  );
  return {
    text: escapedWithin(`Your ${message.run.reportName} check-in is in`, L.sectionText),
    blocks: [...top, ...packed(answerUnits(message.questions, message.answers), top.length + bottom.length), ...bottom],
  };
}

/** The first or final reminder to a member who has not submitted. */
export function reminderBlocks(message: TReminderMessage): TBlockKitMessage {
  const heading = message.stage === 'final' ? 'Last call' : 'Reminder';
  const title = `*${heading}*\n`;
  return {
    text: escapedWithin(`${heading}: ${message.run.reportName} check-in`, L.sectionText),
    blocks: [
      runContext(message.run),
      section(title + mrkdwnWithin(message.text, L.sectionText - title.length)),
      context(escapedWithin(`Time left: ${message.timeLeft}`, L.contextText)),
      actions(
        actionButton(LABELS.answerHere, 'open_checkin', message.run, 'primary'),
        linkButton(LABELS.openCheckin, 'open_in_browser', message.checkinUrl),
      ),
    ],
  };
}

/** The closing message after a submission, with Edit, Open in browser and the dashboard. */
export function confirmationBlocks(message: TConfirmationMessage): TBlockKitMessage {
  return {
    text: escapedWithin(`Your ${message.run.reportName} check-in is in`, L.sectionText),
    blocks: [
      runContext(message.run),
      section(mrkdwnWithin(message.text, L.sectionText)),
      actions(
        actionButton(LABELS.edit, 'edit_checkin', message.run),
        linkButton(LABELS.openInBrowser, 'open_in_browser', message.checkinUrl),
        linkButton(LABELS.openDashboard, 'open_dashboard', message.dashboardUrl),
      ),
    ],
  };
}

/** One member's submission posted to the report's channel. */
export function submissionPostBlocks(message: TSubmissionPostMessage): TBlockKitMessage {
  const top: TBlock[] = [runContext(message.run)];
  const bottom = actions(linkButton(LABELS.openDashboard, 'open_dashboard', message.dashboardUrl));
  const pieces = entryPieces(message.entry, message.questions, message.goalTrackingEnabled, MAX_POST_ANSWER_CHARS);
  const blocks: TBlock[] = [
    ...top,
    ...packed(
      pieces.map((piece) => () => [piece]),
      top.length + 1,
    ),
  ];
  if (bottom.elements.length > 0) blocks.push(bottom);
  return {
    text: escapedWithin(`${message.entry.name} checked in for ${message.run.reportName}`, L.sectionText),
    blocks,
  };
}

/** Tells report admins that a platform refused a member's message. */
export function deliveryFailureBlocks(message: TDeliveryFailureMessage): TBlockKitMessage {
  return {
    text: escapedWithin(message.text, L.sectionText),
    blocks: [
      runContext(message.run),
      section(`:warning: ${escapedWithin(message.text, L.sectionText - 10)}`),
      context(
        escapedWithin(`Member: ${message.memberName}`, 1000),
        escapedWithin(`Platform: ${message.platformLabel}`, 1000),
        escapedWithin(`Code: ${message.code}`, 1000),
      ),
    ],
  };
}
