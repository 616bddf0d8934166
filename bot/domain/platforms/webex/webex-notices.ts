/**
 * The bot's short notes about connecting a space (issue 21): the private welcome note with the
 * link, the note in a space the bot was added back to, and the success note after a confirm. A
 * space's title is written by its members: it is cut short and its Markdown is escaped, so a
 * title can neither run on nor turn into links or headings.
 */
import { countOf } from '../../../../shared/count-of.ts';
import { CONNECT_LINK_DAYS } from '../../../../shared/msteams.ts';
import { webexConfirmPath } from '../../../../shared/webex.ts';
import type { TNoticeMessage } from '../../engine-messages.ts';

/** Longest space title quoted in a note. */
const TITLE_MAX = 150;

/** The title as plain text inside Markdown: cut short, every Markdown sign escaped. */
export function quotedTitle(title: string): string {
  const flat = title.replace(/\s+/g, ' ').trim() || 'this space';
  const short = flat.length > TITLE_MAX ? `${flat.slice(0, TITLE_MAX - 1)}…` : flat;
  return short.replace(/[\\`*_{}[\]()#+\-.!|<>~&]/g, (sign) => `\\${sign}`);
}

/** The note sent privately to whoever added the bot to a space not yet connected. */
export function welcomeNotice(input: { roomTitle: string; slug: string; publicUrl: string }): TNoticeMessage {
  return {
    kind: 'notice',
    text: [
      `Thanks for adding Rollcall to **${quotedTitle(input.roomTitle)}**!`,
      'Connect the space to your Rollcall account to start check-ins: account admins and team admins open the link below.',
      `The link works once, for ${countOf(CONNECT_LINK_DAYS, 'day', 'days')}. Not an admin? Forward it to your Rollcall account admin.`,
    ].join('\n\n'),
    links: [{ title: 'Connect this space', url: `${input.publicUrl}${webexConfirmPath(input.slug)}` }],
  };
}

/** The note in a space the bot was added back to while its Rollcall team still holds it. */
export function backInSpaceNotice(input: { teamName: string; publicUrl: string }): TNoticeMessage {
  return {
    kind: 'notice',
    text: `Rollcall is back. **${quotedTitle(input.teamName)}** gets its check-ins here again.`,
    links: [{ title: 'Open Rollcall', url: `${input.publicUrl}/` }],
  };
}

/** The note in the space once an admin connected it. */
export function connectedNotice(input: { teamName: string; members: number; publicUrl: string }): TNoticeMessage {
  return {
    kind: 'notice',
    text: [
      `**${quotedTitle(input.teamName)}** is connected to Rollcall. ${countOf(input.members, 'member gets', 'members get')} check-ins: the bot asks each of them privately when a report runs, and team reports share their answers in this space.`,
      'People who join or leave this space join or leave the team.',
    ].join('\n\n'),
    links: [
      { title: 'Open Rollcall', url: `${input.publicUrl}/` },
      { title: 'Team settings', url: `${input.publicUrl}/team/settings/general/` },
    ],
  };
}
