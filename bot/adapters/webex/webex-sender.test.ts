import { describe, expect, it } from 'vitest';
import { promptMessage } from '../../core/render/test-fixtures.ts';
import { ChatRefusedError, type TOutboundChatMessage } from '../../domain/chat/chat-sender.ts';
import type { TLogger } from '../../domain/logger.ts';
import { WebexApiError } from './webex-api-error.ts';
import type { TWebexClient } from './webex-client.ts';
import { webexMessageOf } from './webex-message.ts';
import { createWebexSender } from './webex-sender.ts';
import type { TWebexNewMessage } from './webex-types.ts';

const log = { warn: () => undefined, info: () => undefined, error: () => undefined } as unknown as TLogger;

/** A client that records posts and deletes, failing as told. */
function clientOf(fail: { post?: unknown; remove?: unknown } = {}) {
  const posted: TWebexNewMessage[] = [];
  const deleted: string[] = [];
  const client = {
    async createMessage(message: TWebexNewMessage) {
      if (fail.post) throw fail.post;
      posted.push(message);
      return { id: `m${posted.length}`, roomId: message.roomId ?? 'direct-room', parentId: message.parentId };
    },
    async deleteMessage(id: string) {
      if (fail.remove) throw fail.remove;
      deleted.push(id);
    },
  } as unknown as TWebexClient;
  return { client, posted, deleted };
}

const outbound = (overrides: Partial<TOutboundChatMessage> = {}): TOutboundChatMessage => ({
  id: 'row',
  kind: 'prompt',
  address: { toPersonId: 'person-1' },
  threadRoot: null,
  replaces: null,
  message: promptMessage(),
  ...overrides,
});

describe('the Webex sender', () => {
  it('posts a card to the person and keeps the message as its reference', async () => {
    const { client, posted } = clientOf();
    const sent = await createWebexSender({ client, log }).send(outbound());
    expect(posted[0]).toMatchObject({ toPersonId: 'person-1' });
    expect(posted[0]!.attachments).toHaveLength(1);
    expect(sent).toEqual({ statusCode: 200, reference: { messageId: 'm1', roomId: 'direct-room' } });
  });

  it('replies in the root thread, and to the root when the root was itself a reply', async () => {
    const { client, posted } = clientOf();
    const sender = createWebexSender({ client, log });
    await sender.send(outbound({ address: { roomId: 'space' }, threadRoot: { messageId: 'root', roomId: 'space' } }));
    await sender.send(
      outbound({ address: { roomId: 'space' }, threadRoot: { messageId: 'reply', roomId: 'space', rootId: 'root' } }),
    );
    expect(posted.map((message) => [message.roomId, message.parentId])).toEqual([
      ['space', 'root'],
      ['space', 'root'],
    ]);
  });

  it('replaces by posting first, then deleting; an old message already gone is fine', async () => {
    const { client, posted, deleted } = clientOf();
    await createWebexSender({ client, log }).send(outbound({ replaces: { messageId: 'old', roomId: 'direct-room' } }));
    expect(posted).toHaveLength(1);
    expect(deleted).toEqual(['old']);
    const gone = clientOf({ remove: new WebexApiError(404, 'not found', null, null) });
    const sent = await createWebexSender({ client: gone.client, log }).send(
      outbound({ replaces: { messageId: 'old', roomId: 'direct-room' } }),
    );
    expect(sent.statusCode).toBe(200);
  });

  it('records a 4xx as final with its code, and leaves 5xx, 429, 423 Locked and 401 to be tried again', async () => {
    const refused = clientOf({ post: new WebexApiError(404, 'Could not find the person', 't', null) });
    const error = await createWebexSender({ client: refused.client, log })
      .send(outbound())
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChatRefusedError);
    expect(error).toMatchObject({ statusCode: 404, errorCode: '404 Could not find the person' });
    for (const status of [500, 503, 429, 423, 401]) {
      const failing = clientOf({ post: new WebexApiError(status, 'busy', null, 1000) });
      const thrown = await createWebexSender({ client: failing.client, log })
        .send(outbound())
        .catch((caught: unknown) => caught);
      expect(thrown).not.toBeInstanceOf(ChatRefusedError);
    }
  });

  it('adopts the message an earlier try posted in the 1:1 instead of posting it again', async () => {
    const queuedAt = new Date();
    const body = webexMessageOf(promptMessage());
    const earlier = {
      id: 'taken',
      roomId: 'direct-room',
      personId: 'bot',
      created: new Date(queuedAt.getTime() + 1_000).toISOString(),
      markdown: body.markdown,
      attachments: JSON.parse(JSON.stringify(body.attachments)),
    };
    const other = { ...earlier, id: 'older', created: new Date(queuedAt.getTime() - 3_600_000).toISOString() };
    const { client, posted } = clientOf();
    const reads: string[] = [];
    Object.assign(client, {
      me: async () => ({ id: 'bot' }),
      directMessages: async (personId: string) => {
        reads.push(personId);
        return [other, earlier];
      },
    });
    const sender = createWebexSender({ client, log });
    const sent = await sender.send(outbound({ attempt: 2, queuedAt }));
    expect(sent.reference).toEqual({ messageId: 'taken', roomId: 'direct-room' });
    expect(posted).toHaveLength(0);
    // The first try never looks; a different card is posted.
    await sender.send(outbound({ attempt: 1, queuedAt }));
    await sender.send(outbound({ attempt: 3, queuedAt, message: promptMessage({ intro: 'Another' }) }));
    expect(posted).toHaveLength(2);
    expect(reads).toEqual(['person-1', 'person-1']);
  });

  it('refuses an address that is not a Webex one', async () => {
    const { client } = clientOf();
    await expect(
      createWebexSender({ client, log }).send(outbound({ address: { channel: 'C1' } })),
    ).rejects.toBeInstanceOf(ChatRefusedError);
  });
});
