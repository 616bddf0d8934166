/**
 * The Webex side of the domain's directory port (bot/domain/platforms/webex/webex-directory.ts):
 * a space's title and people through the REST client. Bots are not people: the bot itself, any
 * person of type 'bot' and any '@webex.bot' address are left out. Names and time zones come from
 * the people API (85 ids a call); someone it does not return keeps what the membership says.
 */
import type { TRosterMember } from '../../domain/platforms/import-roster.ts';
import type { TWebexDirectory } from '../../domain/platforms/webex/webex-directory.ts';
import { isWebexNotFound } from './webex-api-error.ts';
import type { TWebexClient } from './webex-client.ts';
import type { TWebexMembership, TWebexPerson } from './webex-types.ts';

const BOT_DOMAIN = '@webex.bot';

function isBotEmail(email: string | undefined): boolean {
  return (email ?? '').trim().toLowerCase().endsWith(BOT_DOMAIN);
}

/** Whether a membership is someone who answers check-ins, as far as the membership alone tells (not the bot, no bot address). */
export function isWebexPersonMembership(membership: TWebexMembership, botId: string): boolean {
  return membership.personId !== botId && !isBotEmail(membership.personEmail);
}

/** Whether a person is a bot rather than someone who answers check-ins. */
export function isWebexBot(person: Pick<TWebexPerson, 'type' | 'emails'>): boolean {
  return person.type === 'bot' || person.emails.some(isBotEmail);
}

/** A Webex person as a roster member (the email Webex lists first). */
export function webexRosterMember(person: TWebexPerson): TRosterMember {
  return {
    id: person.id,
    name: person.displayName || [person.firstName, person.lastName].filter(Boolean).join(' '),
    givenName: person.firstName || null,
    surname: person.lastName || null,
    email: person.emails[0] ?? null,
    timeZone: person.timezone ?? null,
  };
}

function memberOfMembership(membership: TWebexMembership): TRosterMember {
  return {
    id: membership.personId,
    name: membership.personDisplayName ?? '',
    givenName: null,
    surname: null,
    email: membership.personEmail ?? null,
  };
}

/** The directory of this server's bot. */
export function createWebexDirectory(bot: {
  client: TWebexClient;
  botPerson(): Promise<TWebexPerson>;
}): TWebexDirectory {
  const { client } = bot;
  return {
    async readRoster(install) {
      const me = await bot.botPerson();
      const room = await client.room(install.roomId);
      const memberships = (await client.memberships(install.roomId)).filter((membership) =>
        isWebexPersonMembership(membership, me.id),
      );
      const people = new Map(
        (await client.peopleByIds(memberships.map((membership) => membership.personId))).map((person) => [
          person.id,
          person,
        ]),
      );
      const members: TRosterMember[] = [];
      for (const membership of memberships) {
        const person = people.get(membership.personId);
        if (person && isWebexBot(person)) continue;
        members.push(person ? webexRosterMember(person) : memberOfMembership(membership));
      }
      return { teamName: room.title || install.roomTitle, members, channels: [] };
    },
    async readPerson(personId) {
      try {
        const person = await client.person(personId);
        return isWebexBot(person) ? null : webexRosterMember(person);
      } catch (error) {
        if (isWebexNotFound(error)) return null;
        throw error;
      }
    },
  };
}
