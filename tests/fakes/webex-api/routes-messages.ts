/**
 * POST /messages (to a room, or to a person through the direct room), GET /messages/direct (the
 * 1:1 with a person, newest first), GET/PUT/DELETE /messages/{id} and GET /attachment/actions/{id}, with Webex's refusals: unknown room or person
 * 404, text too long, cards above 1.3 or too big, a card without fallback text, a bad parentId,
 * and no editing of messages with attachments.
 */
import { z } from 'zod';
import type { TFakeResponse, TRecordedRequest } from '../fake-server.ts';
import type { TWebexRoute, TWebexRouteContext } from './context.ts';
import { badRequest, notFound, ok, webexError } from './errors.ts';
import { messageEventData, presentMessage } from './presenters.ts';
import type { TFakeWebexMessage, TFakeWebexRoom, TWebexAttachment } from './types.ts';

/** Webex's limit on a message's text and markdown together, in bytes. */
export const MESSAGE_TEXT_MAX_BYTES = 7439;
/** The fake's stand-in figure for the largest JSON body carrying a card (Webex documents no exact one). */
export const MESSAGE_WITH_CARD_MAX_BYTES = 22_000;
/** Messages GET /messages/direct answers at most (its first page; Webex documents no `max` there). */
export const DIRECT_PAGE = 50;
export const ADAPTIVE_CARD_CONTENT_TYPE = 'application/vnd.microsoft.card.adaptive';
/** The newest Adaptive Card version Webex renders. */
export const ADAPTIVE_CARD_MAX_VERSION = '1.3';
export const EDIT_WITH_ATTACHMENTS_REFUSED = 'Editing messages with attachments is not supported';

const ZAttachment = z.object({
  contentType: z.string(),
  content: z.unknown(),
});

const ZCreateMessage = z.object({
  roomId: z.string().min(1).optional(),
  toPersonId: z.string().min(1).optional(),
  toPersonEmail: z.string().min(1).optional(),
  parentId: z.string().min(1).optional(),
  text: z.string().optional(),
  markdown: z.string().optional(),
  attachments: z.array(ZAttachment).optional(),
});

const ZEditMessage = z.object({
  roomId: z.string().min(1),
  text: z.string().optional(),
  markdown: z.string().optional(),
});

function versionNumber(version: string): number | undefined {
  const match = /^(\d+)\.(\d+)$/.exec(version);
  return match ? Number(match[1]) * 1000 + Number(match[2]) : undefined;
}

/** Why a card attachment is refused, or undefined when Webex would take it. */
function attachmentProblem(attachments: Array<z.infer<typeof ZAttachment>>): string | undefined {
  if (attachments.length > 1) return 'Only one attachment per message is supported.';
  for (const attachment of attachments) {
    if (attachment.contentType !== ADAPTIVE_CARD_CONTENT_TYPE)
      return `Unsupported attachment contentType ${attachment.contentType}.`;
    const content = attachment.content;
    if (typeof content !== 'object' || content === null || Array.isArray(content))
      return 'Attachment content must be an object.';
    const card = content as Record<string, unknown>;
    if (card.type !== 'AdaptiveCard') return 'Attachment content type must be AdaptiveCard.';
    const version = typeof card.version === 'string' ? versionNumber(card.version) : undefined;
    if (version === undefined) return 'Attachment content needs a version.';
    if (version > (versionNumber(ADAPTIVE_CARD_MAX_VERSION) ?? 0))
      return `Adaptive Card version ${String(card.version)} is not supported (at most ${ADAPTIVE_CARD_MAX_VERSION}).`;
  }
  return undefined;
}

function textTooLong(text: string | undefined, markdown: string | undefined): boolean {
  return Buffer.byteLength(text ?? '', 'utf8') + Buffer.byteLength(markdown ?? '', 'utf8') > MESSAGE_TEXT_MAX_BYTES;
}

function invalid(error: z.ZodError): TFakeResponse {
  return badRequest(`Invalid request body: ${error.issues.map((issue) => issue.message).join('; ')}`);
}

export function messageRoutes(context: TWebexRouteContext): TWebexRoute[] {
  const { world, deliveries } = context;

  /** The room a POST addresses, or the refusal. */
  function resolveTarget(
    body: z.infer<typeof ZCreateMessage>,
  ): { room: TFakeWebexRoom; target: TFakeWebexMessage['target'] } | TFakeResponse {
    const given = [body.roomId, body.toPersonId, body.toPersonEmail].filter((one) => one !== undefined);
    if (given.length !== 1) return badRequest('Exactly one of roomId, toPersonId or toPersonEmail is required.');
    if (body.roomId !== undefined) {
      const room = world.rooms.get(body.roomId);
      if (!room || !world.botIsIn(room.id)) return notFound();
      return { room, target: { roomId: room.id } };
    }
    const person =
      body.toPersonId !== undefined ? world.people.get(body.toPersonId) : world.personByEmail(body.toPersonEmail ?? '');
    if (!person) return notFound();
    if (person.id === world.bot.id) return badRequest('A bot cannot send a direct message to itself.');
    const room = world.openDirectRoom(person.id);
    const target = body.toPersonId !== undefined ? { toPersonId: person.id } : { toPersonEmail: body.toPersonEmail! };
    return { room, target };
  }

  function create(request: TRecordedRequest): TFakeResponse {
    const parsed = ZCreateMessage.safeParse(request.json);
    if (!parsed.success) return invalid(parsed.error);
    const body = parsed.data;
    const hasText = Boolean(body.text) || Boolean(body.markdown);
    if (body.attachments?.length) {
      const problem = attachmentProblem(body.attachments);
      if (problem) return badRequest(problem);
      if (Buffer.byteLength(request.body, 'utf8') > MESSAGE_WITH_CARD_MAX_BYTES)
        return badRequest(`A message with a card must be at most ${MESSAGE_WITH_CARD_MAX_BYTES} bytes of JSON.`);
      if (!hasText) return badRequest('A message with attachments needs text or markdown (the fallback).');
    } else if (!hasText) return badRequest('The message needs text, markdown or attachments.');
    if (textTooLong(body.text, body.markdown))
      return badRequest(`Text and markdown together must be at most ${MESSAGE_TEXT_MAX_BYTES} bytes.`);
    const resolved = resolveTarget(body);
    if (!('room' in resolved)) return resolved;
    const { room, target } = resolved;
    if (body.parentId !== undefined) {
      const parent = world.message(body.parentId);
      if (!parent || parent.roomId !== room.id) return badRequest('parentId must be a message in the same room.');
      if (parent.parentId) return badRequest('A reply cannot be the parent of another reply.');
    }
    const message = world.addMessage({
      roomId: room.id,
      roomType: room.type,
      ...(body.parentId ? { parentId: body.parentId } : {}),
      target,
      personId: world.bot.id,
      personEmail: world.bot.emails[0]!,
      text: body.text || body.markdown || '',
      ...(body.markdown ? { markdown: body.markdown } : {}),
      ...(body.attachments?.length ? { attachments: body.attachments as TWebexAttachment[] } : {}),
    });
    context.messageAccepted(message);
    if (context.echoBotMessages) deliveries.background('messages', 'created', messageEventData(message), world.bot.id);
    return ok(presentMessage(message));
  }

  function edit(request: TRecordedRequest): TFakeResponse {
    const message = world.message(request.params.id ?? '');
    if (!message) return notFound();
    const parsed = ZEditMessage.safeParse(request.json);
    if (!parsed.success) return invalid(parsed.error);
    const body = parsed.data;
    if (body.roomId !== message.roomId) return badRequest('roomId does not match the message.');
    if (message.personId !== world.bot.id) return webexError(403, 'Only the author can edit a message.');
    if (message.attachments?.length) return badRequest(EDIT_WITH_ATTACHMENTS_REFUSED);
    if (!body.text && !body.markdown) return badRequest('The message needs text or markdown.');
    if (textTooLong(body.text, body.markdown))
      return badRequest(`Text and markdown together must be at most ${MESSAGE_TEXT_MAX_BYTES} bytes.`);
    message.edits.push({
      text: message.text,
      ...(message.markdown ? { markdown: message.markdown } : {}),
      at: message.updated ?? message.created,
    });
    message.text = body.text || body.markdown || '';
    if (body.markdown) message.markdown = body.markdown;
    else delete message.markdown;
    message.updated = world.now();
    if (context.echoBotMessages) deliveries.background('messages', 'updated', messageEventData(message), world.bot.id);
    return ok(presentMessage(message));
  }

  function remove(request: TRecordedRequest): TFakeResponse {
    const message = world.message(request.params.id ?? '');
    if (!message) return notFound();
    if (message.personId !== world.bot.id && !world.membership(message.roomId, world.bot.id)?.isModerator)
      return webexError(403, 'Only the author or a moderator can delete a message.');
    message.deleted = true;
    context.messageDeleted(message);
    if (context.echoBotMessages) deliveries.background('messages', 'deleted', messageEventData(message), world.bot.id);
    return { status: 204, headers: ok(undefined).headers ?? {} };
  }

  /** GET /messages/direct?personId= | personEmail= : the bot's 1:1 with that person, newest first. */
  function listDirect(request: TRecordedRequest): TFakeResponse {
    const query = request.query;
    const personId = query.get('personId');
    const personEmail = query.get('personEmail');
    if ((personId === null) === (personEmail === null))
      return badRequest('Exactly one of personId or personEmail is required.');
    const person = personId !== null ? world.people.get(personId) : world.personByEmail(personEmail ?? '');
    if (!person) return notFound();
    const room = world.directRoomOf(person.id);
    const items = room
      ? world.messages
          .filter((message) => message.roomId === room.id && !message.deleted)
          .reverse()
          .slice(0, DIRECT_PAGE)
          .map(presentMessage)
      : [];
    return ok({ items });
  }

  return [
    { method: 'POST', path: '/messages', respond: create },
    // Before /messages/:id, which would take 'direct' for an id.
    { method: 'GET', path: '/messages/direct', respond: listDirect },
    {
      method: 'GET',
      path: '/messages/:id',
      respond: (request) => {
        const message = world.message(request.params.id ?? '');
        return message && world.botIsIn(message.roomId) ? ok(presentMessage(message)) : notFound();
      },
    },
    { method: 'PUT', path: '/messages/:id', respond: edit },
    { method: 'DELETE', path: '/messages/:id', respond: remove },
    {
      method: 'GET',
      path: '/attachment/actions/:id',
      respond: (request) => {
        const action = world.attachmentActions.find((one) => one.id === request.params.id);
        return action ? ok(action) : notFound();
      },
    },
  ];
}
