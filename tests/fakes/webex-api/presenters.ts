/** The JSON Webex answers for the world's objects (the world keeps a few fields of its own). */
import type { TFakeWebexMessage } from './types.ts';

/** A message as GET/POST /messages answer it (no target, edits or deleted flag). */
export function presentMessage(message: TFakeWebexMessage): Record<string, unknown> {
  const { target: _target, edits: _edits, deleted: _deleted, ...visible } = message;
  return visible;
}

/** A message in a messages:* event: ids only, never the text (the product GETs the message). */
export function messageEventData(message: TFakeWebexMessage): Record<string, unknown> {
  return {
    id: message.id,
    roomId: message.roomId,
    roomType: message.roomType,
    ...(message.parentId ? { parentId: message.parentId } : {}),
    personId: message.personId,
    personEmail: message.personEmail,
    ...(message.mentionedPeople ? { mentionedPeople: message.mentionedPeople } : {}),
    created: message.created,
  };
}
