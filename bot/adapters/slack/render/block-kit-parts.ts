/** Building blocks of Rollcall's Slack messages, each cut to Block Kit's limits as it is made. */

import { renderWithin, truncateText } from '../../../core/render/truncate.ts';
import type { TRunRef } from '../../../domain/engine-messages.ts';
import { BLOCK_KIT_LIMITS as L } from './block-kit-limits.ts';
import type {
  TActionsBlock,
  TButton,
  TContextBlock,
  THeaderBlock,
  TPlainText,
  TSectionBlock,
} from './block-kit-types.ts';
import { escapeMrkdwn, markdownToSlackMrkdwn } from './markdown-mrkdwn.ts';

/** Plain text cut to `max` characters. */
export function plainText(text: string, max: number): TPlainText {
  return { type: 'plain_text', text: truncateText(text, max) || ' ', emoji: true };
}

/** A section of mrkdwn; `text` must already be mrkdwn and is cut to the section limit. */
export function section(text: string): TSectionBlock {
  return { type: 'section', text: { type: 'mrkdwn', text: truncateText(text, L.sectionText) || ' ' } };
}

/** A header of plain text. */
export function header(text: string): THeaderBlock {
  return { type: 'header', text: plainText(text, L.headerText) };
}

/** A context line (or up to ten) of mrkdwn. */
export function context(...texts: string[]): TContextBlock {
  return {
    type: 'context',
    elements: texts
      .slice(0, L.contextElements)
      .map((text) => ({ type: 'mrkdwn', text: truncateText(text, L.contextText) || ' ' })),
  };
}

/** '{report} · {team} · {date}': which run a message is about. */
export function runContext(run: TRunRef): TContextBlock {
  return context(escapedWithin(`${run.reportName} · ${run.teamName} · ${run.runDate}`, L.contextText));
}

/** Markdown as mrkdwn of at most `max` characters, cut at the source so no link or escape breaks. */
export function mrkdwnWithin(markdown: string, max: number): string {
  return renderWithin(markdown, max, markdownToSlackMrkdwn);
}

/** Plain text escaped for mrkdwn in at most `max` characters, cut before escaping so no entity breaks. */
export function escapedWithin(text: string, max: number): string {
  return renderWithin(text, max, escapeMrkdwn);
}

/** A button that sends `actionId` to the app, with the run in its value. */
export function actionButton(title: string, actionId: string, run: TRunRef, style?: 'primary'): TButton {
  const button: TButton = {
    type: 'button',
    text: plainText(title, L.buttonText),
    action_id: actionId,
    value: JSON.stringify({ reportId: run.reportId, runKey: run.runKey }),
  };
  if (style) button.style = style;
  return button;
}

/** A link button; a URL longer than Slack allows is left out rather than cut (a cut URL is broken). */
export function linkButton(title: string, actionId: string, url: string): TButton | null {
  if (url.length > L.buttonUrl) return null;
  return { type: 'button', text: plainText(title, L.buttonText), action_id: actionId, url };
}

/** An actions block of the buttons that exist. */
export function actions(...buttons: (TButton | null)[]): TActionsBlock {
  return { type: 'actions', elements: buttons.filter((button): button is TButton => button !== null) };
}

/** Joins lines into as few pieces of at most a section's length as possible (a longer line stays whole). */
export function joinWithin(lines: string[], separator: string): string[] {
  const pieces: string[] = [];
  let open = '';
  for (const line of lines) {
    if (open === '') open = line;
    else if (open.length + separator.length + line.length <= L.sectionText) open += separator + line;
    else {
      pieces.push(open);
      open = line;
    }
  }
  if (open !== '') pieces.push(open);
  return pieces;
}

/**
 * Packs pieces of mrkdwn into as few sections as the section limit allows, a unit (a member, an
 * answer) at a time: a unit is taken whole or not at all, so 'and N more' counts whole members.
 * Every piece must already be at most the section limit.
 */
export class SectionPacker {
  private readonly done: string[] = [];
  private open = '';

  constructor(
    private readonly maxSections: number,
    private readonly separator = '\n\n',
  ) {}

  /** Adds the unit's pieces when they fit in the sections left; false (and nothing added) otherwise. */
  tryAdd(pieces: string[]): boolean {
    const done = [...this.done];
    let open = this.open;
    for (const piece of pieces) {
      if (open === '') open = piece;
      else if (open.length + this.separator.length + piece.length <= L.sectionText) open += this.separator + piece;
      else {
        done.push(open);
        open = piece;
      }
    }
    if (done.length + (open === '' ? 0 : 1) > this.maxSections) return false;
    this.done.splice(0, this.done.length, ...done);
    this.open = open;
    return true;
  }

  /** The packed sections. */
  sections(): TSectionBlock[] {
    const texts = this.open === '' ? this.done : [...this.done, this.open];
    return texts.map(section);
  }
}
