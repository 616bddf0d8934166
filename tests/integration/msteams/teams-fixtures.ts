/**
 * What the Teams tests share: a Teams team of `size` people on the fake Bot Connector, a Rollcall
 * server whose bot talks to it, an account admin signed in, and helpers to read the cards the bot
 * sent.
 */
import { botAddedToTeam } from '../../fakes/teams-connector/activities.ts';
import type {
  TFakeTeam,
  TFakeTeamsConnector,
  TFakeTeamsMember,
  TRecordedActivity,
} from '../../fakes/teams-connector/index.ts';
import { waitFor } from '../../helpers/wait-for.ts';

export const TENANT = '72f988bf-86f1-41af-91ab-2d7cd011db47';

/** A Teams team with `size` members (Person 1..) and two channels. */
export function fakeTeam(size: number, name = 'Platform Team'): TFakeTeam {
  const members: TFakeTeamsMember[] = Array.from({ length: size }, (_, index) => ({
    id: `29:member-${index + 1}`,
    aadObjectId: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
    name: `Person ${index + 1}`,
    givenName: 'Person',
    surname: String(index + 1),
    email: `person${index + 1}@contoso.example`,
  }));
  const id = `19:${name.replace(/\W/g, '')}@thread.tacv2`;
  return {
    id,
    name,
    tenantId: TENANT,
    members,
    channels: [{ id }, { id: `19:standup-${name.replace(/\W/g, '')}@thread.tacv2`, name: 'Standup' }],
  };
}

/** The Adaptive Card of a recorded activity (first attachment). */
export function cardOf(activity: TRecordedActivity): Record<string, unknown> {
  const attachments = (activity.activity.attachments ?? []) as Array<{ content: Record<string, unknown> }>;
  return attachments[0]?.content ?? {};
}

/** Every text of a card, for assertions on what it says. */
export function cardText(card: unknown): string {
  return JSON.stringify(card);
}

/** The URL of the card's first Action.OpenUrl whose title matches. */
export function openUrlOf(card: Record<string, unknown>, title: RegExp): string | undefined {
  const actions = (card.actions ?? []) as Array<{ type: string; title: string; url?: string }>;
  return actions.find((action) => action.type === 'Action.OpenUrl' && title.test(action.title))?.url;
}

/** The activities the bot sent to a member's 1:1. */
export function sentTo(fake: TFakeTeamsConnector, member: TFakeTeamsMember): TRecordedActivity[] {
  return fake.activitiesTo(`a:1:${member.id}`);
}

/**
 * Adds the bot to `team` and has the signed-in admin confirm it onto their current team, as a user
 * would (the activation link from the installer's card); answers the confirm's JSON once the roster is imported.
 */
export async function connectTeamThroughBot(
  server: { app: { inject: (options: object) => Promise<{ statusCode: number }> } },
  fake: TFakeTeamsConnector,
  team: TFakeTeam,
  admin: {
    get(url: string): Promise<{ json(): { activation_post_url: string } }>;
    post(url: string, body: object): Promise<{ statusCode: number; json(): { message?: string } }>;
  },
): Promise<{ message?: string }> {
  const installer = team.members[0]!;
  await server.app.inject({
    method: 'POST',
    url: '/api/messages',
    payload: botAddedToTeam({ serviceUrl: fake.url, team, installer }),
  });
  const [sent] = await waitFor(
    () => sentTo(fake, installer),
    (list) => list.length >= 1,
    { what: 'the activation message' },
  );
  const { pathname, search } = new URL(openUrlOf(cardOf(sent!), /Connect/)!);
  const context = await admin.get(`/api/v1${pathname}${search}`);
  const confirmed = await admin.post(context.json().activation_post_url, { overwrite: '1' });
  if (confirmed.statusCode !== 200) throw new Error(`confirm answered ${confirmed.statusCode}`);
  return confirmed.json();
}
