/**
 * A local stand-in for the Webex REST API v1 as Rollcall's bot uses it (people, rooms,
 * memberships, messages with Adaptive Cards, attachment actions, webhooks), the world as data,
 * signed webhook deliveries of what people do in the Webex app, injected failures, 429 with
 * Retry-After, and counts of accepted, refused and duplicated messages. Point WEBEX_URL at `url`.
 * Built on tests/fakes/fake-server.ts, so a route the fake does not know fails the test.
 */
import { randomBytes } from 'node:crypto';
import { startFakeServer, type TFakeResponse, type TRecordedRequest } from '../fake-server.ts';
import { realClock } from '../slack-api/clock.ts';
import type { TWebexRoute, TWebexRouteContext } from './context.ts';
import { deliverOverHttp, FakeWebexDeliveries } from './deliveries.ts';
import { webexError } from './errors.ts';
import { FakeWebexLimits, routeMatcher } from './limits.ts';
import { messageEventData } from './presenters.ts';
import { messageRoutes } from './routes-messages.ts';
import { peopleRoutes } from './routes-people.ts';
import { roomRoutes } from './routes-rooms.ts';
import { webhookRoutes } from './routes-webhooks.ts';
import type { TFakeWebexApi, TFakeWebexApiOptions, TFakeWebexCall, TFakeWebexMessage } from './types.ts';
import { FakeWebexWorld } from './world.ts';

export { createManualClock, realClock, type TManualClock } from '../slack-api/clock.ts';
export {
  DELIVERY_TIMEOUT_MS,
  WEBHOOK_FAILURE_WINDOW_MS,
  WEBHOOK_FAILURES_BEFORE_INACTIVE,
  webexSignature,
} from './deliveries.ts';
export { webexId, webexIdKind } from './ids.ts';
export { MESSAGES_WINDOW_MS } from './limits.ts';
export {
  ADAPTIVE_CARD_MAX_VERSION,
  EDIT_WITH_ATTACHMENTS_REFUSED,
  MESSAGE_TEXT_MAX_BYTES,
  MESSAGE_WITH_CARD_MAX_BYTES,
} from './routes-messages.ts';
export { PEOPLE_IDS_PER_CALL } from './routes-people.ts';
export { MEMBERSHIPS_DEFAULT_MAX, MEMBERSHIPS_MAX } from './routes-rooms.ts';
export type * from './types.ts';

const API_PREFIX = '/v1';

/** What makes two bot messages "the same message sent twice". */
function duplicateKey(message: TFakeWebexMessage): string {
  return JSON.stringify([
    message.roomId,
    message.parentId ?? null,
    message.text,
    message.markdown ?? null,
    message.attachments ?? null,
  ]);
}

/** Starts the fake on a free loopback port. */
export async function startFakeWebexApi(options: TFakeWebexApiOptions = {}): Promise<TFakeWebexApi> {
  const clock = options.clock ?? realClock;
  const botToken = options.botToken ?? `fake-webex-bot-${randomBytes(24).toString('base64url')}`;
  const world = new FakeWebexWorld(clock, options.domain ?? 'acme.example');
  const deliveries = new FakeWebexDeliveries(world.webhooks, clock, world.bot.id, options.deliver ?? deliverOverHttp);
  const limits = new FakeWebexLimits(clock, options.messagesPerMinute ?? null);
  const server = await startFakeServer('webex-api');
  const calls: TFakeWebexCall[] = [];
  const stats = { messagesAccepted: 0, rateLimited: 0 };
  const duplicates: TFakeWebexMessage[] = [];
  const liveByKey = new Map<string, Set<string>>();

  const context: TWebexRouteContext = {
    world,
    deliveries,
    baseUrl: `${server.url}${API_PREFIX}`,
    echoBotMessages: options.echoBotMessages ?? true,
    messageAccepted: (message) => {
      stats.messagesAccepted += 1;
      limits.messageAccepted();
      const key = duplicateKey(message);
      const live = liveByKey.get(key) ?? new Set<string>();
      if (live.size > 0) duplicates.push(message);
      live.add(message.id);
      liveByKey.set(key, live);
    },
    messageDeleted: (message) => {
      liveByKey.get(duplicateKey(message))?.delete(message.id);
    },
    webhookReactivated: (webhookId) => deliveries.resetFailures(webhookId),
  };

  /** Auth, then an injected failure, then the message cap, then the route; every answer is logged. */
  const guarded =
    (route: TWebexRoute) =>
    (request: TRecordedRequest): TFakeResponse => {
      const path = request.path.slice(API_PREFIX.length);
      let answer: TFakeResponse;
      const injected = request.headers.authorization === `Bearer ${botToken}` && limits.injected(request.method, path);
      if (request.headers.authorization !== `Bearer ${botToken}`) answer = webexError(401);
      else if (injected) {
        // Taken: the call is applied, then its answer is lost.
        if (injected.taken) route.respond(request);
        answer = injected.answer;
      } else
        answer =
          (route.method === 'POST' && route.path === '/messages' ? limits.messageRefusal() : undefined) ??
          route.respond(request);
      const status = answer.status ?? 200;
      if (status === 429) stats.rateLimited += 1;
      calls.push({ method: request.method, path, status, at: clock.now() });
      return answer;
    };

  for (const route of [
    ...peopleRoutes(context),
    ...roomRoutes(context),
    ...messageRoutes(context),
    ...webhookRoutes(context),
  ])
    server.on({ method: route.method, path: `${API_PREFIX}${route.path}`, respond: guarded(route) });

  const membershipEvent = (
    event: 'created' | 'deleted',
    membership: ReturnType<FakeWebexWorld['join']>,
    actorId: string,
  ) => deliveries.emit('memberships', event, { ...membership }, actorId);

  return {
    url: context.baseUrl,
    botToken,
    bot: world.bot,
    orgId: world.orgId,
    clock,

    addPerson: (input) => world.addPerson(input),
    addPeople: (count, input = {}) => Array.from({ length: count }, () => world.addPerson(input)),
    person: (id) => world.people.get(id),
    addRoom: (input) => world.addRoom(input),
    room: (id) => world.rooms.get(id),
    directRoom: (personId) => world.directRoomOf(personId),
    memberships: (roomId) => [...world.memberships(roomId)],

    addBotToRoom: (roomId, { actorId }) => membershipEvent('created', world.join(roomId, world.bot.id), actorId),
    removeBot: (roomId, { actorId }) => membershipEvent('deleted', world.leave(roomId, world.bot.id), actorId),
    addMember: (roomId, personId, { actorId }) => {
      const membership = world.join(roomId, personId);
      return world.botIsIn(roomId) ? membershipEvent('created', membership, actorId) : Promise.resolve([]);
    },
    removeMember: (roomId, personId, { actorId }) => {
      const membership = world.leave(roomId, personId);
      return world.botIsIn(roomId) ? membershipEvent('deleted', membership, actorId) : Promise.resolve([]);
    },

    personMessagesBot: async (personId, text, { roomId } = {}) => {
      const person = world.requirePerson(personId);
      const room = roomId ? world.requireRoom(roomId) : world.openDirectRoom(personId);
      if (!world.membership(room.id, personId))
        throw new Error(`fake Webex: ${person.displayName} is not in ${room.title}`);
      if (!world.botIsIn(room.id)) throw new Error(`fake Webex: the bot is not in ${room.title}`);
      const mention = room.type === 'group';
      const message = world.addMessage({
        roomId: room.id,
        roomType: room.type,
        target: { roomId: room.id },
        personId,
        personEmail: person.emails[0]!,
        text: mention ? `${world.bot.displayName} ${text}` : text,
        ...(mention ? { mentionedPeople: [world.bot.id] } : {}),
      });
      return { message, deliveries: await deliveries.emit('messages', 'created', messageEventData(message), personId) };
    },

    submitCard: async (messageId, personId, inputs) => {
      const message = world.message(messageId);
      if (!message || message.personId !== world.bot.id) throw new Error(`fake Webex: no bot message ${messageId}`);
      if (!message.attachments?.length) throw new Error(`fake Webex: message ${messageId} has no card`);
      if (!world.membership(message.roomId, personId))
        throw new Error(`fake Webex: ${personId} is not in the room of message ${messageId}`);
      const action = world.addAttachmentAction({ messageId, inputs, personId, roomId: message.roomId });
      const { inputs: _inputs, ...data } = action;
      return { action, deliveries: await deliveries.emit('attachmentActions', 'created', data, personId) };
    },

    webhooks: world.webhooks,
    deliveries: deliveries.deliveries,
    redeliver: (index) => deliveries.redeliver(index),
    idle: () => deliveries.idle(),

    messages: world.messages,
    messagesTo: (personIdOrRoomId) => {
      const roomId = world.directRoomOf(personIdOrRoomId)?.id ?? personIdOrRoomId;
      return world.messages.filter((one) => !one.deleted && one.roomId === roomId && one.personId === world.bot.id);
    },
    message: (id) => world.messages.find((one) => one.id === id),
    attachmentActions: world.attachmentActions,

    failNext: (times, failure) => limits.failNext(times, failure),
    throttle: (throttle) => limits.throttle(throttle),
    setMessagesPerMinute: (perMinute) => {
      limits.messagesPerMinute = perMinute;
    },
    stats: () => ({ ...stats, duplicates: duplicates.length }),
    duplicateMessages: () => [...duplicates],

    calls,
    requests: (route) => {
      const matches = routeMatcher(route);
      return server.requests.filter((request) => matches(request.method, request.path.slice(API_PREFIX.length)));
    },
    close: async () => {
      await deliveries.idle();
      await server.close();
    },
  };
}
