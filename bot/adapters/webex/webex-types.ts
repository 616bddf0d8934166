/**
 * The Webex REST API's objects as Rollcall reads them (developer.webex.com, API v1): only the
 * fields the adapter uses, checked with zod so a surprising answer is an error with a name, not
 * an undefined deep inside the domain. Unknown fields pass through untouched.
 */
import { z } from 'zod';

/** A person or a bot (GET /people/{id}, /people/me, /people?id=). */
export const ZWebexPerson = z.looseObject({
  id: z.string().min(1),
  emails: z.array(z.string()).default([]),
  displayName: z.string().default(''),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  nickName: z.string().optional(),
  orgId: z.string().optional(),
  /** 'person' | 'bot' | 'appuser'. */
  type: z.string().optional(),
  /** The person's IANA time zone, when they set one. */
  timezone: z.string().optional(),
});
export type TWebexPerson = z.infer<typeof ZWebexPerson>;

/** A space (GET /rooms/{id}); `direct` is a 1:1 with the bot. */
export const ZWebexRoom = z.looseObject({
  id: z.string().min(1),
  title: z.string().default(''),
  type: z.string().default('group'),
  teamId: z.string().optional(),
  creatorId: z.string().optional(),
  ownerId: z.string().optional(),
});
export type TWebexRoom = z.infer<typeof ZWebexRoom>;

/** A person's membership of a space (GET /memberships?roomId=). */
export const ZWebexMembership = z.looseObject({
  id: z.string().min(1),
  roomId: z.string().min(1),
  personId: z.string().min(1),
  personEmail: z.string().optional(),
  personDisplayName: z.string().optional(),
  personOrgId: z.string().optional(),
  isModerator: z.boolean().optional(),
  isMonitor: z.boolean().optional(),
  roomType: z.string().optional(),
});
export type TWebexMembership = z.infer<typeof ZWebexMembership>;

/** An Adaptive Card attached to a message. */
export const WEBEX_CARD_CONTENT_TYPE = 'application/vnd.microsoft.card.adaptive';

export interface TWebexAttachment {
  contentType: typeof WEBEX_CARD_CONTENT_TYPE;
  content: Record<string, unknown>;
}

/** POST /messages: exactly one of roomId, toPersonId, toPersonEmail. */
export interface TWebexNewMessage {
  roomId?: string;
  toPersonId?: string;
  toPersonEmail?: string;
  /** A reply in the thread of this message (same room, not itself a reply). */
  parentId?: string;
  text?: string;
  markdown?: string;
  attachments?: TWebexAttachment[];
}

/** A message (POST /messages answer, GET /messages/{id}). */
export const ZWebexMessage = z.looseObject({
  id: z.string().min(1),
  roomId: z.string().min(1),
  roomType: z.string().optional(),
  parentId: z.string().optional(),
  personId: z.string().optional(),
  personEmail: z.string().optional(),
  text: z.string().optional(),
  markdown: z.string().optional(),
  attachments: z.array(z.unknown()).optional(),
});
export type TWebexMessage = z.infer<typeof ZWebexMessage>;

/** A card's Action.Submit (GET /attachment/actions/{id}): the inputs and the submit's data, flat. */
export const ZWebexAttachmentAction = z.looseObject({
  id: z.string().min(1),
  type: z.string().default('submit'),
  messageId: z.string().min(1),
  personId: z.string().min(1),
  roomId: z.string().min(1),
  inputs: z.record(z.string(), z.unknown()).default({}),
});
export type TWebexAttachmentAction = z.infer<typeof ZWebexAttachmentAction>;

/** The resources the bot's webhooks follow. */
export const WEBEX_WEBHOOK_RESOURCES = ['messages', 'attachmentActions', 'memberships'] as const;
export type TWebexWebhookResource = (typeof WEBEX_WEBHOOK_RESOURCES)[number];

/** A webhook (GET /webhooks). */
export const ZWebexWebhook = z.looseObject({
  id: z.string().min(1),
  name: z.string().default(''),
  targetUrl: z.string(),
  resource: z.string(),
  event: z.string(),
  filter: z.string().optional(),
  secret: z.string().optional(),
  status: z.string().default('active'),
});
export type TWebexWebhook = z.infer<typeof ZWebexWebhook>;

export interface TWebexNewWebhook {
  name: string;
  targetUrl: string;
  resource: string;
  event: string;
  filter?: string;
  secret: string;
}

/**
 * A webhook delivery's body (POST /webex/events). Webhooks carry ids only: the adapter reads the
 * message or attachment action itself. `data` keeps its extra fields (a membership's email, ...).
 */
export const ZWebexEnvelope = z.looseObject({
  /** The webhook's id. */
  id: z.string().min(1).max(500),
  resource: z.string().min(1).max(100),
  event: z.string().min(1).max(100),
  /** Who did it (added the bot, sent the message, pressed Submit). */
  actorId: z.string().max(500).optional(),
  orgId: z.string().max(500).optional(),
  createdBy: z.string().max(500).optional(),
  data: z.looseObject({
    id: z.string().min(1).max(500),
    roomId: z.string().max(500).optional(),
    personId: z.string().max(500).optional(),
    personEmail: z.string().max(500).optional(),
    personDisplayName: z.string().max(1000).optional(),
    personOrgId: z.string().max(500).optional(),
    roomType: z.string().max(100).optional(),
    messageId: z.string().max(500).optional(),
    /**
     * When the object was created. A membership's id is the same for every join of one person to
     * one space; its `created` (also on the 'deleted' event that ends that join) tells joins apart.
     */
    created: z.string().max(100).optional(),
  }),
});
export type TWebexEnvelope = z.infer<typeof ZWebexEnvelope>;

/** What a handler of one webhook resource does with a delivery already verified and not seen before. */
export type TWebexEventHandler = (envelope: TWebexEnvelope) => Promise<void>;

/** The handlers of the resources the bot follows; a resource without one is acknowledged and ignored. */
export type TWebexEventHandlers = Partial<Record<TWebexWebhookResource, TWebexEventHandler>>;
