/**
 * Drives the real Agents SDK (CloudAdapter, TeamsInfo) against the fake connector, so the fake
 * answers the URLs and bodies the SDK really sends and the bot's Teams adapter can trust it.
 */
import { Activity, type ConversationParameters, type ConversationReference } from '@microsoft/agents-activity';
import { CloudAdapter, HttpError, MessageFactory, type TurnContext } from '@microsoft/agents-hosting';
import { parseTeamsChannelData, TeamsInfo } from '@microsoft/agents-hosting-extensions-teams';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  actionExecute,
  BOT,
  botAddedToPersonalChat,
  botAddedToTeam,
  botRemovedFromTeam,
  memberAddedToTeam,
  memberRemovedFromTeam,
  messageFrom,
} from './activities.ts';
import { startFakeTeamsConnector, type TFakeTeam, type TFakeTeamsConnector, type TFakeTeamsMember } from './index.ts';

const TENANT = '72f988bf-86f1-41af-91ab-2d7cd011db47';
const member = (n: number): TFakeTeamsMember => ({
  id: `29:user-${n}`,
  aadObjectId: `00000000-0000-0000-0000-00000000000${n}`,
  name: `User ${n}`,
  givenName: 'User',
  surname: String(n),
  email: `user${n}@contoso.example`,
});
const team: TFakeTeam = {
  id: '19:product-team@thread.tacv2',
  name: 'Product Team',
  tenantId: TENANT,
  aadGroupId: '11111111-2222-3333-4444-555555555555',
  members: [member(1), member(2), member(3), member(4)],
  channels: [{ id: '19:standups@thread.tacv2', name: 'Standups' }],
};

let fake: TFakeTeamsConnector;
const adapter = new CloudAdapter();

beforeAll(async () => {
  fake = await startFakeTeamsConnector();
  fake.addTeam(team);
  fake.addMember(team.id, member(5));
});
afterAll(() => fake.close());
afterEach(() => {
  fake.throttle(null);
  fake.setLatency(0);
});

function reference(conversationId: string, activityId?: string): ConversationReference {
  return { serviceUrl: fake.url, channelId: 'msteams', conversation: { id: conversationId }, agent: BOT, activityId };
}

/**
 * Runs `logic` in a proactive turn (anonymous: no app id configured, so no token is sent). Its
 * sends reply to `activityId`, or to the turn's random id when none is given (the SDK's way).
 */
async function proactive<T>(
  conversationId: string,
  logic: (context: TurnContext) => Promise<T>,
  activityId?: string,
): Promise<T> {
  let result: { value: T } | { error: unknown } | undefined;
  await adapter.continueConversation({}, reference(conversationId, activityId), async (context) => {
    try {
      result = { value: await logic(context) };
    } catch (error) {
      result = { error };
    }
  });
  if (!result) throw new Error('the turn did not run');
  if ('error' in result) throw result.error;
  return result.value;
}

async function createConversation(parameters: ConversationParameters, logic: (context: TurnContext) => Promise<void>) {
  await adapter.createConversationAsync('', 'msteams', fake.url, 'https://api.botframework.com', parameters, logic);
}

const personalParameters = (user: TFakeTeamsMember) =>
  ({
    isGroup: false,
    agent: BOT,
    members: [{ id: user.id }],
    tenantId: TENANT,
    channelData: { tenant: { id: TENANT } },
  }) as ConversationParameters;

describe('fake Teams connector driven by the Agents SDK', () => {
  it('opens the same 1:1 chat for a user every time and records what the bot sends there', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      await createConversation(personalParameters(member(1)), async (context) => {
        ids.push(context.activity.conversation!.id);
        await context.sendActivity('hi');
      });
    }
    expect(ids).toEqual(['a:1:29:user-1', 'a:1:29:user-1']);
    expect(fake.conversations.map((one) => one.id)).toEqual(ids);
    const sent = fake.activitiesTo('a:1:29:user-1');
    expect(sent.map((one) => one.activity.text)).toEqual(['hi', 'hi']);
    // The SDK replies to the create event, whose id is the new conversation's id.
    expect(sent[0]).toMatchObject({ replyToId: 'a:1:29:user-1', activityId: expect.stringMatching(/^1:\d+$/) });
    expect(new Set(sent.map((one) => one.activityId)).size).toBe(2);
  });

  it('refuses a 1:1 without a tenant with a Bot Framework error', async () => {
    const parameters = { isGroup: false, agent: BOT, members: [{ id: member(2).id }] } as ConversationParameters;
    const error = await createConversation(parameters, async () => {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).response.status).toBe(400);
    expect((error as HttpError).response.data).toMatchObject({ error: { code: 'BadArgument' } });
  });

  it('sends, updates and replies in an existing conversation (ids with : ; @ =)', async () => {
    const sent = await proactive('a:1:29:user-2', async (context) => {
      const first = await context.sendActivity('draft');
      const final = MessageFactory.text('final');
      final.id = first!.id;
      await context.updateActivity(final);
      return first!.id;
    });
    expect(fake.updates.at(-1)).toMatchObject({ conversationId: 'a:1:29:user-2', activityId: sent });
    expect(fake.updates.at(-1)?.activity.text).toBe('final');

    let threadId = '';
    let rootId = '';
    const activity = MessageFactory.text('Daily Standup summary');
    const channelData = { channel: { id: team.channels[0]!.id } };
    await createConversation({ isGroup: true, agent: BOT, channelData, activity }, async (context) => {
      threadId = context.activity.conversation!.id;
    });
    rootId = fake.conversations.at(-1)!.id.split(';messageid=')[1]!;
    expect(threadId).toBe(`19:standups@thread.tacv2;messageid=${rootId}`);

    await proactive(threadId, (context) => context.sendActivity('late answer'), rootId);
    const inChannel = fake.activitiesTo('19:standups@thread.tacv2');
    expect(inChannel.map((one) => [one.activity.text, one.replyToId])).toEqual([
      ['Daily Standup summary', null],
      ['late answer', rootId],
    ]);
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v3/conversations/${threadId}/activities/${rootId}`,
      status: 201,
    });
  });

  it('answers TeamsInfo: paged members over three pages, channels and details', async () => {
    const before = fake.requests.length;
    const { members, details, channels } = await proactive(team.id, async (context) => ({
      members: await TeamsInfo.getPagedTeamMembers(context, team.id, 2),
      details: await TeamsInfo.getTeamDetails(context, team.id),
      channels: await TeamsInfo.getTeamChannels(context, team.id),
    }));
    expect(members.members.map((one) => one.id)).toEqual([
      '29:user-1',
      '29:user-2',
      '29:user-3',
      '29:user-4',
      '29:user-5',
    ]);
    expect(members.members[0]).toEqual({
      id: '29:user-1',
      name: 'User 1',
      aadObjectId: '00000000-0000-0000-0000-000000000001',
      email: 'user1@contoso.example',
      userPrincipalName: 'user1@contoso.example',
      givenName: 'User',
      surname: '1',
      tenantId: TENANT,
      userRole: 'user',
    });
    const pages = fake.requests.slice(before).filter((one) => one.path.endsWith('/pagedMembers'));
    expect(pages).toHaveLength(3);
    expect(details).toEqual({
      id: team.id,
      name: 'Product Team',
      aadGroupId: team.aadGroupId,
      memberCount: 5,
      channelCount: 2,
    });
    expect(channels).toEqual([{ id: team.id }, { id: '19:standups@thread.tacv2', name: 'Standups' }]);
    const byAad = await proactive(team.id, (context) =>
      TeamsInfo.getTeamMember(context, team.id, member(3).aadObjectId),
    );
    expect(byAad).toMatchObject({ id: '29:user-3', email: 'user3@contoso.example' });
  });

  it('answers an unknown conversation with 404 ConversationNotFound', async () => {
    const error = await proactive('a:1:29:nobody', (context) => context.sendActivity('hello?')).catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).response.data).toMatchObject({ error: { code: 'ConversationNotFound' } });
  });

  it('fails the next matching request with 429 and Retry-After, then recovers', async () => {
    fake.failNext(1, { status: 429, retryAfterSeconds: 1, match: (method) => method === 'POST' });
    const error = await proactive('a:1:29:user-4', (context) => context.sendActivity('one')).catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(429);
    expect((error as HttpError).response.headers.get('retry-after')).toBe('1');
    expect((error as HttpError).response.data).toMatchObject({ error: { code: 'Throttled' } });
    expect(fake.requests.at(-1)).toMatchObject({ status: 429 });
    await proactive('a:1:29:user-4', (context) => context.sendActivity('two'));
    expect(fake.activitiesTo('a:1:29:user-4').map((one) => one.activity.text)).toEqual(['two']);
  });

  it('throttles past the cap per sliding second and adds latency', async () => {
    fake.throttle({ perSecond: 3, retryAfterSeconds: 2 });
    const outcomes = await proactive('a:1:29:user-5', async (context) => {
      const statuses: Array<number | string> = [];
      for (let i = 0; i < 5; i++) {
        statuses.push(
          await context.sendActivity(`n${i}`).then(
            () => 'sent',
            (error: HttpError) => `${error.status} ${error.response.headers.get('retry-after')}`,
          ),
        );
      }
      return statuses;
    });
    expect(outcomes).toEqual(['sent', 'sent', 'sent', '429 2', '429 2']);
    fake.throttle(null);
    fake.setLatency(60);
    const started = Date.now();
    await proactive('a:1:29:user-5', (context) => context.sendActivity('slow'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
  });
});

describe('inbound activity builders', () => {
  it('build activities the SDK parses, with Teams channel data', () => {
    const serviceUrl = fake.url;
    const user = member(1);
    const built = [
      botAddedToTeam({ serviceUrl, team, installer: user, settings: { selectedChannel: { id: team.id } } }),
      botAddedToPersonalChat({ serviceUrl, tenantId: TENANT, user }),
      botRemovedFromTeam({ serviceUrl, team, remover: user }),
      memberAddedToTeam({ serviceUrl, team, member: member(6) }),
      memberRemovedFromTeam({ serviceUrl, team, member: member(2) }),
      actionExecute({
        serviceUrl,
        tenantId: TENANT,
        user,
        conversationId: 'a:1:29:user-1',
        replyToId: '1:1',
        verb: 'checkin.open',
        data: { run: 7 },
      }),
      messageFrom({ serviceUrl, tenantId: TENANT, user, conversationId: 'a:1:29:user-1', text: 'help' }),
    ];
    for (const json of built) {
      const activity = Activity.fromObject(structuredClone(json));
      expect(activity.channelId).toBe('msteams');
      expect(parseTeamsChannelData(activity.channelData).tenant?.id).toBe(TENANT);
    }
    const added = Activity.fromObject(built[0]!);
    expect(added.membersAdded?.[0]?.id).toBe(BOT.id);
    expect(parseTeamsChannelData(added.channelData)).toMatchObject({
      eventType: 'teamMemberAdded',
      team: { id: team.id },
    });
    expect(built[1]!.conversation).toEqual({ id: 'a:1:29:user-1', conversationType: 'personal', tenantId: TENANT });
    expect(Activity.fromObject(built[5]!).value).toEqual({
      action: { type: 'Action.Execute', verb: 'checkin.open', data: { run: 7 } },
      trigger: 'manual',
    });
  });
});
