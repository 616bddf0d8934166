/**
 * The public shapes of the fake Webex REST API (tests/fakes/webex-api/index.ts): the world (people,
 * rooms, memberships, messages, attachment actions, webhooks), deliveries, failures and the handle.
 * Field names are Webex's (developer.webex.com, API v1), so presenters are plain copies.
 */
import type { TRecordedRequest } from '../fake-server.ts';
import type { TFakeClock } from '../slack-api/types.ts';

export type { TFakeClock } from '../slack-api/types.ts';

export type TWebexPersonType = 'person' | 'bot';
export type TWebexRoomType = 'group' | 'direct';

/** A Webex person (or the bot) as GET /people answers it. */
export interface TFakeWebexPerson {
  id: string;
  emails: string[];
  displayName: string;
  nickName?: string;
  firstName?: string;
  lastName?: string;
  avatar?: string;
  orgId: string;
  created: string;
  type: TWebexPersonType;
  /** IANA zone, only when the person set one (Webex leaves it out otherwise). */
  timezone?: string;
}

/** A person as a test describes them; everything left out gets a plausible default. */
export interface TFakeWebexPersonInput {
  email?: string;
  displayName?: string;
  firstName?: string;
  lastName?: string;
  nickName?: string;
  timezone?: string;
  orgId?: string;
  type?: TWebexPersonType;
}

export interface TFakeWebexRoom {
  id: string;
  title: string;
  type: TWebexRoomType;
  isLocked: boolean;
  teamId?: string;
  creatorId: string;
  ownerId: string;
  created: string;
}

export interface TFakeWebexRoomInput {
  title: string;
  /** Person ids in the space (the bot joins only through addBotToRoom). */
  members: string[];
  type?: TWebexRoomType;
  /** Defaults to the first member. */
  creatorId?: string;
  teamId?: string;
  isLocked?: boolean;
  /** Member ids who are moderators. */
  moderators?: string[];
}

export interface TFakeWebexMembership {
  id: string;
  roomId: string;
  personId: string;
  personEmail: string;
  personDisplayName: string;
  personOrgId: string;
  isModerator: boolean;
  isMonitor: boolean;
  roomType: TWebexRoomType;
  created: string;
}

export interface TWebexAttachment {
  contentType: string;
  content: Record<string, unknown>;
}

/** A message in the world: posted by the bot (through POST /messages) or by a person (personMessagesBot). */
export interface TFakeWebexMessage {
  id: string;
  roomId: string;
  roomType: TWebexRoomType;
  parentId?: string;
  /** How the bot addressed it: the roomId, toPersonId or toPersonEmail it POSTed (people: the roomId). */
  target: { roomId: string } | { toPersonId: string } | { toPersonEmail: string };
  personId: string;
  personEmail: string;
  text: string;
  markdown?: string;
  attachments?: TWebexAttachment[];
  /** Person ids mentioned (a person's group-room message to the bot mentions it). */
  mentionedPeople?: string[];
  created: string;
  updated?: string;
  /** Earlier versions replaced by PUT /messages/{id}, oldest first. */
  edits: Array<{ text: string; markdown?: string; at: string }>;
  /** Set when DELETE /messages/{id} removed it. */
  deleted: boolean;
}

export interface TFakeWebexAttachmentAction {
  id: string;
  type: 'submit';
  messageId: string;
  inputs: Record<string, unknown>;
  personId: string;
  roomId: string;
  created: string;
}

export type TWebexWebhookStatus = 'active' | 'inactive';

export interface TFakeWebexWebhook {
  id: string;
  name: string;
  targetUrl: string;
  resource: string;
  event: string;
  filter?: string;
  secret?: string;
  status: TWebexWebhookStatus;
  created: string;
  orgId: string;
  createdBy: string;
  appId: string;
  ownedBy: 'creator';
}

/** One POST of an event to a webhook's targetUrl, as the fake sent it and the product answered it. */
export interface TFakeWebexDelivery {
  /** Position in `deliveries` (what `redeliver` takes). */
  index: number;
  webhookId: string;
  resource: string;
  event: string;
  url: string;
  headers: Record<string, string>;
  /** The exact bytes sent (UTF-8 JSON text); the signature covers them. */
  body: string;
  /** The product's HTTP status; null when the request did not get an answer (network error). */
  status: number | null;
  error?: string;
  /** The delivery this one repeats (redeliver). */
  redeliveryOf?: number;
  at: number;
}

/** What a delivery function (options.deliver) receives: one webhook POST. */
export interface TFakeWebexDeliveryRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** Sends one webhook POST and tells its HTTP status (e.g. through Fastify's app.inject). */
export type TFakeWebexDeliver = (request: TFakeWebexDeliveryRequest) => Promise<{ status: number }>;

/**
 * `route` is `'METHOD /path'` below /v1 with `:name` segments, e.g. `'POST /messages'`,
 * `'GET /memberships'`, `'DELETE /messages/:id'`; every route when left out.
 */
export interface TFakeWebexFailure {
  status: number;
  route?: string;
  /** The answer's body; a Webex error body for the status when left out. */
  body?: unknown;
  /** Sent as Retry-After (seconds) when given. */
  retryAfterSeconds?: number;
  /**
   * The call is applied first and only its answer is lost (a timeout or 5xx after Webex took the
   * message): what a sender must not repeat blindly.
   */
  taken?: boolean;
}

export interface TFakeWebexThrottle {
  status?: 429;
  retryAfterSeconds: number;
  /** How many matching calls are refused; default 1. */
  times?: number;
  route?: string;
}

export interface TFakeWebexApiOptions {
  /** The only accepted Bearer token; a random one by default. */
  botToken?: string;
  clock?: TFakeClock;
  /** POST /messages accepted per bot in any 60 s; beyond it 429 + Retry-After. No cap when left out. */
  messagesPerMinute?: number;
  /** Sends deliveries (default: real HTTP fetch to the webhook's targetUrl). */
  deliver?: TFakeWebexDeliver;
  /** Webex also notifies the bot of the messages it posts; false turns those deliveries off. Default true. */
  echoBotMessages?: boolean;
  /** Email domain of generated people (addPeople); default 'acme.example'. */
  domain?: string;
}

/** One call the fake answered (auth, failures and limits included). */
export interface TFakeWebexCall {
  method: string;
  /** Path below /v1. */
  path: string;
  status: number;
  at: number;
}

export interface TFakeWebexStats {
  /** POST /messages answered 200. */
  messagesAccepted: number;
  /** Calls answered 429 (the cap, throttle and failNext with 429). */
  rateLimited: number;
  /** Accepted messages identical (target, parentId, text, markdown, attachments) to one still in place. */
  duplicates: number;
}

/** The handle a test holds on a running fake Webex API. */
export interface TFakeWebexApi {
  /** The base the product gets as WEBEX_URL: `http://127.0.0.1:PORT/v1` (no trailing slash). */
  readonly url: string;
  readonly botToken: string;
  readonly bot: TFakeWebexPerson;
  readonly orgId: string;
  readonly clock: TFakeClock;

  addPerson(input?: TFakeWebexPersonInput): TFakeWebexPerson;
  /** person1..N (`person<n>@<domain>`, first name 'Person', last name '<n>'), numbered on from earlier ones. */
  addPeople(count: number, input?: Omit<TFakeWebexPersonInput, 'email' | 'displayName'>): TFakeWebexPerson[];
  person(id: string): TFakeWebexPerson | undefined;
  /** A space (group by default) with these people; the bot is not in it until addBotToRoom. */
  addRoom(input: TFakeWebexRoomInput): TFakeWebexRoom;
  room(id: string): TFakeWebexRoom | undefined;
  /** The direct room between the bot and a person, once one exists. */
  directRoom(personId: string): TFakeWebexRoom | undefined;
  /** Current memberships of a room (the bot's included when it is in it). */
  memberships(roomId: string): TFakeWebexMembership[];

  /** The bot joins the space (actorId added it): memberships:created is delivered. */
  addBotToRoom(roomId: string, by: { actorId: string }): Promise<TFakeWebexDelivery[]>;
  removeBot(roomId: string, by: { actorId: string }): Promise<TFakeWebexDelivery[]>;
  addMember(roomId: string, personId: string, by: { actorId: string }): Promise<TFakeWebexDelivery[]>;
  removeMember(roomId: string, personId: string, by: { actorId: string }): Promise<TFakeWebexDelivery[]>;
  /** A person writes to the bot (its direct room, or a mention in `roomId`): messages:created. */
  personMessagesBot(
    personId: string,
    text: string,
    options?: { roomId?: string },
  ): Promise<{ message: TFakeWebexMessage; deliveries: TFakeWebexDelivery[] }>;
  /** A person presses Submit on a bot card: attachmentActions:created. */
  submitCard(
    messageId: string,
    personId: string,
    inputs: Record<string, unknown>,
  ): Promise<{ action: TFakeWebexAttachmentAction; deliveries: TFakeWebexDelivery[] }>;

  readonly webhooks: TFakeWebexWebhook[];
  readonly deliveries: TFakeWebexDelivery[];
  /** Sends the exact same bytes and headers of a recorded delivery again (a Webex retry). */
  redeliver(index: number): Promise<TFakeWebexDelivery>;
  /** Resolves when every delivery started in the background (the bot's own messages, deletes) ended. */
  idle(): Promise<void>;

  /** Every message in the world, bot and people, deleted ones included, in order. */
  readonly messages: TFakeWebexMessage[];
  /** Live messages the bot sent into a room, or to a person (their direct room). */
  messagesTo(personIdOrRoomId: string): TFakeWebexMessage[];
  message(id: string): TFakeWebexMessage | undefined;
  readonly attachmentActions: TFakeWebexAttachmentAction[];

  /** The next `times` calls matching `failure.route` answer `failure.status`. */
  failNext(times: number, failure: TFakeWebexFailure): void;
  /** The next matching calls answer 429 with Retry-After. */
  throttle(throttle: TFakeWebexThrottle): void;
  setMessagesPerMinute(perMinute: number | null): void;
  stats(): TFakeWebexStats;
  /** The accepted messages counted as duplicates. */
  duplicateMessages(): TFakeWebexMessage[];

  /** Every call with the status the fake answered. */
  readonly calls: TFakeWebexCall[];
  /** Raw requests (fake-server) that matched `'METHOD /path'` below /v1. */
  requests(route: string): TRecordedRequest[];
  close(): Promise<void>;
}
