/**
 * Who of a Slack workspace joins Rollcall (issue 18): full members only. Bots (is_bot, and
 * Slackbot, which Slack reports with is_bot false), deactivated accounts and guests (restricted
 * and ultra-restricted) are left out and counted; people without an email are passed on so the
 * roster import skips and counts them like any platform's.
 */
import type { TSlackSkipped } from '../../../../shared/slack.ts';
import type { TPlatformRoster, TRosterMember } from '../import-roster.ts';

/** Slackbot's fixed user id (it is not flagged as a bot). */
const SLACKBOT_ID = 'USLACKBOT';

/** A Slack user as users.list and the team_join/user_change events describe them. */
export interface TSlackPerson {
  id: string;
  name: string;
  realName: string | null;
  givenName: string | null;
  surname: string | null;
  email: string | null;
  isBot: boolean;
  deleted: boolean;
  /** Multi-channel guest. */
  isRestricted: boolean;
  /** Single-channel guest. */
  isUltraRestricted: boolean;
}

/** A Slack workspace as its directory read it. */
export interface TSlackWorkspace {
  teamName: string;
  people: TSlackPerson[];
  /** Public, not archived channels. */
  channels: Array<{ id: string; name: string }>;
}

/** The platform roster of a workspace and who was left out. */
export interface TSlackRoster extends TPlatformRoster {
  skipped: Omit<TSlackSkipped, 'noEmail'>;
}

/** Why a person is not imported; null for a full member. */
export function slackSkipReason(person: TSlackPerson): keyof Omit<TSlackSkipped, 'noEmail'> | null {
  if (person.isBot || person.id === SLACKBOT_ID) return 'bots';
  if (person.deleted) return 'deleted';
  if (person.isRestricted || person.isUltraRestricted) return 'guests';
  return null;
}

/** A full member as a roster member (Slack user id, names, email). */
export function slackRosterMember(person: TSlackPerson): TRosterMember {
  const email = person.email?.trim() || null;
  return {
    id: person.id,
    name: (person.realName?.trim() || person.name || email || person.id).slice(0, 200),
    givenName: person.givenName?.trim().slice(0, 100) || null,
    surname: person.surname?.trim().slice(0, 100) || null,
    email: email && email.length <= 254 ? email : null,
  };
}

/** The roster to import from a workspace read. */
export function slackRosterOf(workspace: TSlackWorkspace): TSlackRoster {
  const skipped = { bots: 0, deleted: 0, guests: 0 };
  const members: TRosterMember[] = [];
  for (const person of workspace.people) {
    const reason = slackSkipReason(person);
    if (reason) skipped[reason] += 1;
    else members.push(slackRosterMember(person));
  }
  return { teamName: workspace.teamName, members, channels: workspace.channels, skipped };
}
