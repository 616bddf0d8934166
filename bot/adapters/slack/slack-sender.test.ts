/**
 * The Slack sender against the fake Web API: a DM posted to the user id answers the D channel (kept
 * for updates), a thread reply and an update land where they should, Slack's refusals are final
 * with their code, a 5xx or an exhausted workspace token are told apart, and a 429 is waited out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccount } from '../../../tests/factories.ts';
import { startFakeSlackApi, type TFakeSlackApi } from '../../../tests/fakes/slack-api/index.ts';
import { createTestDatabase, type TTestDatabase } from '../../../tests/helpers/test-database.ts';
import { testEnv } from '../../../tests/helpers/test-server.ts';
import { buildLinkedSlackTeam } from '../../../tests/slack-factories.ts';
import { ChatRefusedError, type TChatSender, type TOutboundChatMessage } from '../../domain/chat/chat-sender.ts';
import { createSecretBox } from '../../domain/secrets/secret-box.ts';
import { createLogger } from '../../logger.ts';
import { createSlackRateLimiter } from './delivery/slack-rate-limiter.ts';
import { createSlackSender } from './slack-sender.ts';

const TEAM = 'T0SEND001';
let fake: TFakeSlackApi;
let database: TTestDatabase;
let sender: TChatSender;
let user: string;
let channel: string;

const notice = (text: string) => ({ kind: 'notice' as const, text, links: [] });
const outbound = (overrides: Partial<TOutboundChatMessage>): TOutboundChatMessage => ({
  id: 'm1',
  kind: 'notice',
  address: { slackTeamId: TEAM, channel: user, user },
  threadRoot: null,
  replaces: null,
  message: notice('Hello'),
  ...overrides,
});

beforeAll(async () => {
  fake = await startFakeSlackApi();
  const workspace = fake.addWorkspace({ id: TEAM, name: 'Send', members: 2, noFilteredUsers: true });
  user = workspace.users.find((person) => !person.isBot && person.id !== workspace.botUserId)!.id;
  channel = workspace.channels[0]!.id;
  database = await createTestDatabase();
  const env = testEnv();
  const box = createSecretBox(env.SESSION_SECRET);
  const account = await buildAccount(database.db);
  await buildLinkedSlackTeam(database.db, account, {
    box,
    slackTeamId: TEAM,
    botToken: fake.botToken(TEAM),
    people: [{ id: user, email: 'one@send.example', firstName: 'One', lastName: 'Member' }],
  });
  sender = createSlackSender({
    db: database.db,
    box,
    log: createLogger(env),
    slackUrl: fake.url,
    limiter: createSlackRateLimiter(300),
  });
});
afterAll(async () => {
  await database?.close();
  await fake?.close();
});

describe('Slack sender', () => {
  it('posts a DM to the user id, keeps its D channel and updates it in place', async () => {
    const sent = await sender.send(outbound({}));
    expect(sent.statusCode).toBe(200);
    expect(sent.reference).toMatchObject({ channel: expect.stringMatching(/^D/) });
    expect(sent.openedConversation).toEqual({ platformUserId: user, conversationId: sent.reference!.channel });
    const updated = await sender.send(outbound({ replaces: sent.reference, message: notice('Changed') }));
    expect(updated.reference).toEqual(sent.reference);
    const [message] = fake.messages(user);
    expect(message!.text).toBe('Changed');
    expect(message!.edits).toHaveLength(1);
  });

  it('replies in a channel thread with thread_ts', async () => {
    const root = await sender.send(outbound({ address: { slackTeamId: TEAM, channel, user: null } }));
    await sender.send(
      outbound({
        address: { slackTeamId: TEAM, channel, user: null },
        threadRoot: root.reference,
        message: notice('In thread'),
      }),
    );
    expect(fake.thread(channel, String(root.reference!.ts)).map((reply) => reply.text)).toEqual(['In thread']);
  });

  it('refuses for good with Slack error codes, and leaves 5xx and network trouble to a later try', async () => {
    for (const code of ['channel_not_found', 'account_inactive', 'not_in_channel', 'is_archived', 'invalid_auth']) {
      fake.failNext('chat.postMessage', { error: code });
      const error = await sender.send(outbound({})).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ChatRefusedError);
      expect((error as ChatRefusedError).errorCode).toBe(code);
    }
    fake.failNext('chat.postMessage', { status: 503 });
    const server = await sender.send(outbound({})).catch((caught: unknown) => caught);
    expect(server).not.toBeInstanceOf(ChatRefusedError);
    expect(server).toBeInstanceOf(Error);
    const badAddress = await sender.send(outbound({ address: { nope: true } })).catch((caught: unknown) => caught);
    expect((badAddress as ChatRefusedError).errorCode).toBe('bad_address');
    const unknown = await sender
      .send(outbound({ address: { slackTeamId: 'T0NOBODY', channel: 'C1', user: null } }))
      .catch((caught: unknown) => caught);
    expect((unknown as ChatRefusedError).errorCode).toBe('token_revoked');
  });

  it('waits out a 429 and sends once', async () => {
    const before = fake.messages(user).length;
    fake.failNext('chat.postMessage', { status: 429, retryAfter: 1, times: 2 });
    const sent = await sender.send(outbound({ message: notice('After the wait') }));
    expect(sent.statusCode).toBe(200);
    expect(fake.messages(user)).toHaveLength(before + 1);
  });
});
