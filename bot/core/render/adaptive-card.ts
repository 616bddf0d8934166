/**
 * Engine messages as Adaptive Cards 1.3 for Teams and Webex (ARCHITECTURE §5). Inputs and submit
 * data keep fixed names the adapters read back: q{index}, goal_completed, blocked and
 * data.action 'submit_checkin' / 'edit_checkin' (with the report id and run key).
 */
import type {
  TBroadcastMessage,
  TConfirmationMessage,
  TDeliveryFailureMessage,
  TNoticeMessage,
  TPromptMessage,
  TReminderMessage,
  TRunRef,
  TSubmissionPostMessage,
} from '../../domain/engine-messages.ts';
import {
  adaptiveCard,
  answerBlock,
  entryContainer,
  fitCard,
  jsonBytes,
  questionBlock,
  runLine,
  type TCardOptions,
  TEAMS_CARD_BUDGET_BYTES,
  textBlock,
} from './adaptive-card-parts.ts';
import type {
  TActionOpenUrl,
  TActionSubmit,
  TAdaptiveCard,
  TCardElement,
  TInputText,
  TInputToggle,
} from './adaptive-card-types.ts';
import { escapeCardText, markdownToCardText } from './markdown.ts';
import { truncateText } from './truncate.ts';
import { isBlankAnswer, LABELS } from './wording.ts';

export {
  MAX_CARD_ANSWER_CHARS,
  type TCardOptions,
  TEAMS_CARD_BUDGET_BYTES,
  WEBEX_CARD_BUDGET_BYTES,
} from './adaptive-card-parts.ts';
export { summaryCard } from './adaptive-card-summary.ts';
export type { TAdaptiveCard } from './adaptive-card-types.ts';

/** Goal and blocker state to show on a check-in card (the engine knows it, the message does not). */
export interface TCheckinCardOptions extends TCardOptions {
  goalCompleted?: boolean;
  blocked?: boolean;
}

/** Submit data the Teams and Webex adapters route on. */
function submitAction(title: string, action: 'submit_checkin' | 'edit_checkin', run: TRunRef): TActionSubmit {
  return { type: 'Action.Submit', title, data: { action, reportId: run.reportId, runKey: run.runKey } };
}

function openUrl(title: string, url: string): TActionOpenUrl {
  return { type: 'Action.OpenUrl', title, url };
}

function toggle(id: 'goal_completed' | 'blocked', title: string, on: boolean | undefined): TInputToggle {
  return { type: 'Input.Toggle', id, title, value: on ? 'true' : 'false', wrap: true };
}

/**
 * The check-in form in chat: intro, one multiline input per question (pre-filled when editing),
 * goal/blocked toggles with goal tracking, Submit and Open in browser. A pre-filled answer is cut
 * only when the whole card would not fit the budget, and the card then says so.
 */
export function promptCard(message: TPromptMessage, options: TCheckinCardOptions = {}): TAdaptiveCard {
  const budget = options.budgetBytes ?? TEAMS_CARD_BUDGET_BYTES;
  const build = (maxChars: number): TAdaptiveCard => {
    const body: TCardElement[] = [
      runLine(message.run),
      textBlock(markdownToCardText(truncateText(message.intro, maxChars))),
    ];
    if (message.privateNote)
      body.push(textBlock(escapeCardText(message.privateNote), { isSubtle: true, size: 'Small' }));
    let shortened = false;
    message.questions.forEach((question, index) => {
      const answer = message.answers?.[index];
      body.push(questionBlock(question, maxChars));
      const input: TInputText = {
        type: 'Input.Text',
        id: `q${index}`,
        isMultiline: true,
        placeholder: LABELS.answerPlaceholder,
      };
      if (answer !== undefined && !isBlankAnswer(answer)) {
        input.value = truncateText(answer, maxChars);
        shortened ||= input.value !== answer;
      }
      body.push(input);
    });
    if (message.goalTrackingEnabled) {
      body.push(
        toggle('goal_completed', LABELS.goalToggle, options.goalCompleted),
        toggle('blocked', LABELS.blockedToggle, options.blocked),
      );
    }
    if (shortened) body.push(textBlock(LABELS.shortened, { color: 'Warning', size: 'Small' }));
    return adaptiveCard(body, [
      submitAction(LABELS.submit, 'submit_checkin', message.run),
      openUrl(LABELS.openInBrowser, message.checkinUrl),
    ]);
  };
  const full = build(Number.POSITIVE_INFINITY);
  return jsonBytes(full) <= budget ? full : fitCard(build, budget);
}

/** Replaces the form after a submission: the answers read-only, with Edit and Open in browser. */
export function submittedCard(message: TPromptMessage, options: TCheckinCardOptions = {}): TAdaptiveCard {
  return fitCard((maxChars) => {
    const body: TCardElement[] = [
      runLine(message.run),
      textBlock('Your check-in is in. Thank you!', { weight: 'Bolder' }),
    ];
    message.questions.forEach((question, index) => {
      body.push(questionBlock(question, maxChars), answerBlock(message.answers?.[index], maxChars));
    });
    if (message.goalTrackingEnabled) {
      const markers = [
        options.goalCompleted ? `✅ ${LABELS.goalCompleted}` : '',
        options.blocked ? `⛔ ${LABELS.blocked}` : '',
      ];
      const shown = markers.filter(Boolean).join(' · ');
      if (shown) body.push(textBlock(shown, { spacing: 'Medium' }));
    }
    return adaptiveCard(body, [
      submitAction(LABELS.edit, 'edit_checkin', message.run),
      openUrl(LABELS.openInBrowser, message.checkinUrl),
    ]);
  }, options.budgetBytes ?? TEAMS_CARD_BUDGET_BYTES);
}

/** The first or final reminder to a member who has not submitted yet. */
export function reminderCard(message: TReminderMessage, options: TCardOptions = {}): TAdaptiveCard {
  return fitCard((maxChars) => {
    const heading = message.stage === 'final' ? 'Last call' : 'Reminder';
    return adaptiveCard(
      [
        runLine(message.run),
        textBlock(`${heading}: ${escapeCardText(message.run.reportName)}`, { weight: 'Bolder' }),
        textBlock(markdownToCardText(truncateText(message.text, maxChars))),
        textBlock(escapeCardText(`Time left: ${message.timeLeft}`), { isSubtle: true, size: 'Small' }),
      ],
      [openUrl(LABELS.openCheckin, message.checkinUrl)],
    );
  }, options.budgetBytes ?? TEAMS_CARD_BUDGET_BYTES);
}

/** The closing message after a submission, with ways to edit and to see the team's answers. */
export function confirmationCard(message: TConfirmationMessage, options: TCardOptions = {}): TAdaptiveCard {
  return fitCard(
    (maxChars) =>
      adaptiveCard(
        [runLine(message.run), textBlock(markdownToCardText(truncateText(message.text, maxChars)))],
        [
          submitAction(LABELS.edit, 'edit_checkin', message.run),
          openUrl(LABELS.openInBrowser, message.checkinUrl),
          openUrl(LABELS.openDashboard, message.dashboardUrl),
        ],
      ),
    options.budgetBytes ?? TEAMS_CARD_BUDGET_BYTES,
  );
}

/** One member's submission, posted to the report's channel as it arrives. */
export function submissionPostCard(message: TSubmissionPostMessage, options: TCardOptions = {}): TAdaptiveCard {
  return fitCard(
    (maxChars) =>
      adaptiveCard(
        [runLine(message.run), entryContainer(message.entry, message.questions, message.goalTrackingEnabled, maxChars)],
        [openUrl(LABELS.openDashboard, message.dashboardUrl)],
      ),
    options.budgetBytes ?? TEAMS_CARD_BUDGET_BYTES,
  );
}

/** Tells report admins that a platform refused a member's message. */
export function deliveryFailureCard(message: TDeliveryFailureMessage): TAdaptiveCard {
  return adaptiveCard([
    runLine(message.run),
    textBlock(escapeCardText(message.text), { color: 'Attention', weight: 'Bolder' }),
    {
      type: 'FactSet',
      facts: [
        { title: 'Member', value: escapeCardText(message.memberName) },
        { title: 'Platform', value: escapeCardText(message.platformLabel) },
        { title: 'Code', value: escapeCardText(message.code) },
      ],
    },
  ]);
}

/** The root of a run's channel thread: the bot message settings' title and subtitle. */
export function broadcastCard(message: TBroadcastMessage): TAdaptiveCard {
  return adaptiveCard(
    [
      textBlock(escapeCardText(message.title), { weight: 'Bolder', size: 'Medium' }),
      textBlock(escapeCardText(message.subtitle), { isSubtle: true }),
    ],
    [openUrl(LABELS.openDashboard, message.dashboardUrl)],
  );
}

/** A note from the bot with link buttons (activation link, help, resync results). */
export function noticeCard(message: TNoticeMessage): TAdaptiveCard {
  return adaptiveCard(
    [textBlock(markdownToCardText(message.text))],
    message.links.map((link) => openUrl(link.title, link.url)),
  );
}
