/**
 * The fake Webex world as data: people (and the bot), rooms, memberships, messages, attachment
 * actions and webhooks. Routes read and change it; the handle's controls (what people do in the
 * Webex app) change it and then deliver the events.
 */
import { webexId, webexMembershipId } from './ids.ts';
import type {
  TFakeClock,
  TFakeWebexAttachmentAction,
  TFakeWebexMembership,
  TFakeWebexMessage,
  TFakeWebexPerson,
  TFakeWebexPersonInput,
  TFakeWebexRoom,
  TFakeWebexRoomInput,
  TFakeWebexWebhook,
} from './types.ts';

export const BOT_EMAIL = 'rollcall@webex.bot';
export const BOT_DISPLAY_NAME = 'Rollcall';

export class FakeWebexWorld {
  readonly orgId = webexId('ORGANIZATION');
  readonly appId = webexId('APPLICATION');
  readonly bot: TFakeWebexPerson;
  readonly people = new Map<string, TFakeWebexPerson>();
  readonly rooms = new Map<string, TFakeWebexRoom>();
  /** Current memberships by room id (a removed one is gone). */
  private readonly roomMembers = new Map<string, TFakeWebexMembership[]>();
  /** person id -> the direct room with the bot. */
  private readonly directRooms = new Map<string, string>();
  readonly messages: TFakeWebexMessage[] = [];
  private readonly messagesById = new Map<string, TFakeWebexMessage>();
  readonly attachmentActions: TFakeWebexAttachmentAction[] = [];
  readonly webhooks: TFakeWebexWebhook[] = [];
  private generated = 0;
  /** membership id -> when its latest join happened (ms), so a rejoin gets a later `created`. */
  private readonly lastJoins = new Map<string, number>();

  constructor(
    private readonly clock: TFakeClock,
    readonly domain: string,
  ) {
    this.bot = {
      id: webexId('PEOPLE'),
      emails: [BOT_EMAIL],
      displayName: BOT_DISPLAY_NAME,
      nickName: BOT_DISPLAY_NAME,
      orgId: this.orgId,
      created: this.now(),
      type: 'bot',
    };
    this.people.set(this.bot.id, this.bot);
  }

  /** ISO time on the fake's clock (Webex's `created`). */
  now(): string {
    return new Date(this.clock.now()).toISOString();
  }

  addPerson(input: TFakeWebexPersonInput = {}): TFakeWebexPerson {
    this.generated += 1;
    const n = this.generated;
    const firstName = input.firstName ?? 'Person';
    const lastName = input.lastName ?? String(n);
    const email = input.email ?? `person${n}@${this.domain}`;
    if (this.personByEmail(email)) throw new Error(`fake Webex: a person with email ${email} exists already`);
    const person: TFakeWebexPerson = {
      id: webexId('PEOPLE'),
      emails: [email],
      displayName: input.displayName ?? `${firstName} ${lastName}`,
      nickName: input.nickName ?? firstName,
      firstName,
      lastName,
      avatar: `https://avatar.webex.example/${n}~1600`,
      orgId: input.orgId ?? this.orgId,
      created: this.now(),
      type: input.type ?? 'person',
      ...(input.timezone ? { timezone: input.timezone } : {}),
    };
    this.people.set(person.id, person);
    return person;
  }

  personByEmail(email: string): TFakeWebexPerson | undefined {
    const wanted = email.toLowerCase();
    for (const person of this.people.values())
      if (person.emails.some((one) => one.toLowerCase() === wanted)) return person;
    return undefined;
  }

  /** A person that must exist (test controls throw on a typo instead of answering 404). */
  requirePerson(id: string): TFakeWebexPerson {
    const person = this.people.get(id);
    if (!person) throw new Error(`fake Webex: no person ${id}`);
    return person;
  }

  requireRoom(id: string): TFakeWebexRoom {
    const room = this.rooms.get(id);
    if (!room) throw new Error(`fake Webex: no room ${id}`);
    return room;
  }

  addRoom(input: TFakeWebexRoomInput): TFakeWebexRoom {
    const creatorId = input.creatorId ?? input.members[0] ?? this.bot.id;
    const room: TFakeWebexRoom = {
      id: webexId('ROOM'),
      title: input.title,
      type: input.type ?? 'group',
      isLocked: input.isLocked ?? false,
      ...(input.teamId ? { teamId: input.teamId } : {}),
      creatorId,
      ownerId: this.orgId,
      created: this.now(),
    };
    this.rooms.set(room.id, room);
    this.roomMembers.set(room.id, []);
    for (const personId of input.members) this.join(room.id, personId, input.moderators?.includes(personId) ?? false);
    return room;
  }

  memberships(roomId: string): TFakeWebexMembership[] {
    return this.roomMembers.get(roomId) ?? [];
  }

  membership(roomId: string, personId: string): TFakeWebexMembership | undefined {
    return this.memberships(roomId).find((one) => one.personId === personId);
  }

  botIsIn(roomId: string): boolean {
    return this.membership(roomId, this.bot.id) !== undefined;
  }

  /** Adds a person to a room (throws when they are in it already). */
  join(roomId: string, personId: string, isModerator = false): TFakeWebexMembership {
    const room = this.requireRoom(roomId);
    const person = this.requirePerson(personId);
    if (this.membership(roomId, personId)) throw new Error(`fake Webex: ${person.displayName} is in ${room.title}`);
    const id = webexMembershipId(personId, roomId);
    const membership: TFakeWebexMembership = {
      id,
      roomId,
      personId,
      personEmail: person.emails[0]!,
      personDisplayName: person.displayName,
      personOrgId: person.orgId,
      isModerator,
      isMonitor: false,
      roomType: room.type,
      created: this.joinedAt(id),
    };
    this.memberships(roomId).push(membership);
    return membership;
  }

  /** A join's `created`: the clock's time, later than any earlier join of the same membership id. */
  private joinedAt(membershipId: string): string {
    const last = this.lastJoins.get(membershipId) ?? Number.NEGATIVE_INFINITY;
    const at = Math.max(this.clock.now(), last + 1);
    this.lastJoins.set(membershipId, at);
    return new Date(at).toISOString();
  }

  /** Removes a person from a room; returns the membership they had. */
  leave(roomId: string, personId: string): TFakeWebexMembership {
    const list = this.memberships(roomId);
    const index = list.findIndex((one) => one.personId === personId);
    if (index < 0) throw new Error(`fake Webex: ${personId} is not in room ${roomId}`);
    return list.splice(index, 1)[0]!;
  }

  directRoomOf(personId: string): TFakeWebexRoom | undefined {
    const id = this.directRooms.get(personId);
    return id ? this.rooms.get(id) : undefined;
  }

  /** The bot's direct room with a person, opened on first use (as the first message opens it on Webex). */
  openDirectRoom(personId: string): TFakeWebexRoom {
    const existing = this.directRoomOf(personId);
    if (existing) return existing;
    const person = this.requirePerson(personId);
    const room = this.addRoom({ title: person.displayName, type: 'direct', members: [person.id, this.bot.id] });
    this.directRooms.set(personId, room.id);
    return room;
  }

  addMessage(message: Omit<TFakeWebexMessage, 'id' | 'created' | 'edits' | 'deleted'>): TFakeWebexMessage {
    const stored: TFakeWebexMessage = {
      id: webexId('MESSAGE'),
      ...message,
      created: this.now(),
      edits: [],
      deleted: false,
    };
    this.messages.push(stored);
    this.messagesById.set(stored.id, stored);
    return stored;
  }

  /** A message that is not deleted. */
  message(id: string): TFakeWebexMessage | undefined {
    const message = this.messagesById.get(id);
    return message && !message.deleted ? message : undefined;
  }

  addAttachmentAction(action: Omit<TFakeWebexAttachmentAction, 'id' | 'created' | 'type'>): TFakeWebexAttachmentAction {
    const stored: TFakeWebexAttachmentAction = {
      id: webexId('ATTACHMENT_ACTION'),
      type: 'submit',
      ...action,
      created: this.now(),
    };
    this.attachmentActions.push(stored);
    return stored;
  }
}
