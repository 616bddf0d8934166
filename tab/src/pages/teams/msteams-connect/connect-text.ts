/** The confirm screen's words and decisions, kept pure so they are tested without drawing the page. */
import { ACCOUNT_MESSAGES } from '../../../../../shared/accounts.ts';
import { MSTEAMS_MESSAGES, type TMsTeamsConnectContext } from '../../../../../shared/msteams.ts';
import { PLATFORM_LABELS, PLATFORMS, type TPlatform } from '../../../../../shared/roles.ts';
import { ApiError } from '../../../api/api-error.ts';
import { MSTEAMS_CONNECT_WORDS, type TConnectLinkWords, type TConnectWords } from './connect-words.ts';

/** Statuses the context read answers for a link that cannot be used (unknown, bad signature, gone). */
const REFUSED_LINK_STATUSES = new Set([400, 403, 404, 410]);

/**
 * Fills `{name}` placeholders of a catalogue message. A function replacement, so a team named
 * like '$&' is inserted as written instead of being read as a replacement pattern.
 */
export function fillMessage(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

/**
 * The server's reason a connect link cannot be used, or undefined for any other failure (retry,
 * sign in); a refusal without words gets the platform's 'not valid'.
 */
export function connectLinkRefusal(
  error: unknown,
  linkInvalid: string = MSTEAMS_MESSAGES.linkInvalid,
): string | undefined {
  if (!(error instanceof ApiError) || !REFUSED_LINK_STATUSES.has(error.status)) return undefined;
  return error.message.trim() === '' ? linkInvalid : error.message;
}

/** What happened to a refused link, as the page's title, read from the server's reason in the platform's words. */
export function connectRefusalTitle(message: string, words: TConnectLinkWords = MSTEAMS_CONNECT_WORDS): string {
  if (message === words.linkUsed) return 'This link was already used';
  if (message === words.linkExpired) return 'This link has expired';
  if (message === words.linkedElsewhere) return `This ${words.place} is connected to another organization`;
  return ACCOUNT_MESSAGES.invalidLink;
}

type TCurrentTeam = NonNullable<TMsTeamsConnectContext['current_team']>;

/** 'Overwrite' and 'Create New Team' are offered only when the viewer's team already has a platform. */
export function offersOverwrite(currentTeam: TMsTeamsConnectContext['current_team']): currentTeam is TCurrentTeam {
  return currentTeam !== null && currentTeam.service !== 'NONE';
}

const isPlatform = (value: string): value is TPlatform => (PLATFORMS as readonly string[]).includes(value);

/** A team's platform as the screen names it ('Email', 'Slack'...). */
export function platformName(service: string): string {
  return isPlatform(service) ? PLATFORM_LABELS[service] : service;
}

/**
 * The warning above Overwrite / Create New Team: the spec's 'already linked with {team}' when the
 * current team is on a chat platform; an email team is linked with nothing, so it is told what
 * each choice does to it.
 */
export function currentTeamNotice(currentTeam: TCurrentTeam, words: TConnectWords = MSTEAMS_CONNECT_WORDS): string {
  if (currentTeam.service === 'EMAIL') return fillMessage(words.emailTeamChoice, { team: currentTeam.name });
  return fillMessage(words.alreadyLinked, { team: currentTeam.name });
}

/** '1 member' or '12 members' on the roster, and what they become in Rollcall. */
export function memberCountText(teamName: string, count: number, platform = 'Microsoft Teams'): string {
  const members = `${count} ${count === 1 ? 'member' : 'members'}`;
  return `${teamName} has ${members} in ${platform}. They join Rollcall as Team Members; you can give them other roles in settings later.`;
}

/** The note when this platform team is already connected to a Rollcall team. */
export function alreadyConnectedText(teamName: string, rollcallTeam: string): string {
  return `${teamName} is already connected to the Rollcall team ${rollcallTeam}.`;
}
