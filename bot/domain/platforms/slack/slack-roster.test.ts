import { describe, expect, it } from 'vitest';
import { slackRosterOf, slackSkipReason, type TSlackPerson } from './slack-roster.ts';

const person = (values: Partial<TSlackPerson> = {}): TSlackPerson => ({
  id: 'U0001',
  name: 'ana',
  realName: 'Ana Lima',
  givenName: 'Ana',
  surname: 'Lima',
  email: 'ana@example.test',
  isBot: false,
  deleted: false,
  isRestricted: false,
  isUltraRestricted: false,
  ...values,
});

describe('slackRosterOf', () => {
  it('keeps full members and counts bots, Slackbot, deactivated accounts and both kinds of guests', () => {
    expect(slackSkipReason(person({ id: 'USLACKBOT' }))).toBe('bots');
    const roster = slackRosterOf({
      teamName: 'Acme',
      channels: [{ id: 'C1', name: 'general' }],
      people: [
        person(),
        person({ id: 'U0002', email: null }),
        person({ id: 'UBOT', isBot: true }),
        person({ id: 'USLACKBOT' }),
        person({ id: 'UGONE', deleted: true }),
        person({ id: 'UGUEST', isRestricted: true }),
        person({ id: 'USINGLE', isUltraRestricted: true }),
      ],
    });
    expect(roster.members.map((member) => member.id)).toEqual(['U0001', 'U0002']);
    expect(roster.members[0]).toMatchObject({ name: 'Ana Lima', givenName: 'Ana', surname: 'Lima' });
    // No email is passed on: the roster import skips and counts it like any platform's.
    expect(roster.members[1]!.email).toBeNull();
    expect(roster.skipped).toEqual({ bots: 2, deleted: 1, guests: 2 });
  });

  it('bounds hostile names and drops an email longer than an address can be', () => {
    const [member] = slackRosterOf({
      teamName: 'Acme',
      channels: [],
      people: [person({ realName: 'x'.repeat(5000), email: `${'a'.repeat(300)}@example.test` })],
    }).members;
    expect(member!.name).toHaveLength(200);
    expect(member!.email).toBeNull();
  });
});
