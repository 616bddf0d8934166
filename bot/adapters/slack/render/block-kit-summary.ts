/**
 * The run's digest as a Slack message, grouped by member or by question. Members are packed
 * several to a section so a large team stays within 50 blocks; what does not fit ends in
 * 'and N more — see the dashboard'.
 */

import {
  entryMarkers,
  goalStatsLine,
  isBlankAnswer,
  LABELS,
  moreLine,
  STATUS_LABEL,
  statsLine,
} from '../../../core/render/wording.ts';
import type { TSummaryEntry, TSummaryMessage } from '../../../domain/engine-messages.ts';
import { BLOCK_KIT_LIMITS as L } from './block-kit-limits.ts';
import {
  actions,
  context,
  escapedWithin,
  header,
  joinWithin,
  linkButton,
  mrkdwnWithin,
  runContext,
  SectionPacker,
} from './block-kit-parts.ts';
import type { TBlock, TBlockKitMessage } from './block-kit-types.ts';

/** The longest answer a Slack summary shows, and the shortest it cuts one to. */
const MAX_SLACK_ANSWER_CHARS = 2500;
const MIN_SLACK_ANSWER_CHARS = 150;
/** A question above answers, and a member's name, are cut to these. */
const MAX_SLACK_QUESTION_CHARS = 300;
const MAX_SLACK_NAME_CHARS = 200;

/** The run's digest for a Slack channel or DM. */
export function summaryBlocks(message: TSummaryMessage): TBlockKitMessage {
  const stats = message.goalTrackingEnabled
    ? `${statsLine(message.stats)} · ${goalStatsLine(message.stats)}`
    : statsLine(message.stats);
  const top: TBlock[] = [header(message.title || message.run.reportName), runContext(message.run)];
  top.push(message.subtitle ? context(escapedWithin(message.subtitle, L.contextText), stats) : context(stats));
  const bottom = actions(linkButton(LABELS.openDashboard, 'open_dashboard', message.dashboardUrl));
  // One block stays free for the 'and N more' line.
  const packer = new SectionPacker(L.messageBlocks - top.length - 1 - 1);
  const limit = answerLimit(message, L.messageBlocks - top.length - 2);
  const units = message.format === 'members' ? memberUnits(message, limit) : questionUnits(message, limit);
  let left = 0;
  for (const unit of units) {
    if (left > 0 || !packer.tryAdd(unit.pieces())) left += unit.counts;
  }
  const blocks: TBlock[] = [...top, ...packer.sections()];
  if (left > 0) blocks.push(context(moreLine(left)));
  if (bottom.elements.length > 0) blocks.push(bottom);
  return { text: escapedWithin(`${message.title || message.run.reportName}: ${stats}`, L.sectionText), blocks };
}

/** A member or an answer and the section pieces that show it (rendered only if there is room). */
interface TUnit {
  pieces: () => string[];
  counts: number;
}

/** How long each answer may be so most of the digest fits in the sections there are. */
function answerLimit(message: TSummaryMessage, sections: number): number {
  let answers = 0;
  for (const entry of message.entries) {
    if (entry.status === 'submitted') answers += entry.answers.filter((answer) => !isBlankAnswer(answer)).length;
  }
  const share = Math.floor((sections * L.sectionText * 0.7) / Math.max(answers, 1));
  return Math.max(MIN_SLACK_ANSWER_CHARS, Math.min(MAX_SLACK_ANSWER_CHARS, share));
}

/** One member's name, status or markers, and answers, as pieces of at most one section each. */
export function entryPieces(
  entry: TSummaryEntry,
  questions: string[],
  goalTrackingEnabled: boolean,
  limit: number,
): string[] {
  const name = `*${escapedWithin(entry.name, MAX_SLACK_NAME_CHARS)}*`;
  const markers = entryMarkers(entry, goalTrackingEnabled);
  const status = entry.status === 'submitted' ? markers.join(' · ') : STATUS_LABEL[entry.status];
  const lines = [status ? `${name} · ${status}` : name];
  if (entry.status === 'submitted') {
    questions.forEach((question, index) => {
      const answer = entry.answers[index];
      const asked = `_${escapedWithin(question, MAX_SLACK_QUESTION_CHARS)}_\n`;
      const room = Math.min(limit, L.sectionText - asked.length);
      lines.push(asked + (isBlankAnswer(answer) ? `_${LABELS.noAnswer}_` : mrkdwnWithin(answer ?? '', room)));
    });
  }
  return joinWithin(lines, '\n');
}

function memberUnits(message: TSummaryMessage, limit: number): TUnit[] {
  return message.entries.map((entry) => ({
    pieces: () => entryPieces(entry, message.questions, message.goalTrackingEnabled, limit),
    counts: 1,
  }));
}

/** Each question, then each member's answer to it; a question travels with its first answer. */
function questionUnits(message: TSummaryMessage, limit: number): TUnit[] {
  const units: TUnit[] = [];
  const submitted = message.entries.filter((entry) => entry.status === 'submitted');
  message.questions.forEach((question, index) => {
    let heading: string | null = `*${escapedWithin(question, MAX_SLACK_QUESTION_CHARS)}*`;
    for (const entry of submitted) {
      const answer = entry.answers[index];
      if (isBlankAnswer(answer)) continue;
      const first = heading;
      units.push({
        pieces: () => {
          const name = `*${escapedWithin(entry.name, MAX_SLACK_NAME_CHARS)}*\n`;
          const piece = name + mrkdwnWithin(answer ?? '', Math.min(limit, L.sectionText - name.length));
          return first ? joinWithin([first, piece], '\n') : [piece];
        },
        counts: 1,
      });
      heading = null;
    }
    if (heading) {
      const empty = `${heading}\n_${LABELS.noAnswer}_`;
      units.push({ pieces: () => [empty], counts: 0 });
    }
  });
  for (const status of ['missing', 'vacation'] as const) {
    const names = message.entries.filter((entry) => entry.status === status).map((entry) => entry.name);
    if (names.length > 0) {
      const line = `${STATUS_LABEL[status]}: ${names.join(', ')}`;
      units.push({ pieces: () => [escapedWithin(line, L.sectionText)], counts: names.length });
    }
  }
  return units;
}
