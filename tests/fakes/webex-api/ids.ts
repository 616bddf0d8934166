/** Webex-shaped ids: base64url of `ciscospark://us/<KIND>/<uuid>`, as the platform hands them out. */
import { randomUUID } from 'node:crypto';

export type TWebexIdKind =
  | 'PEOPLE'
  | 'ROOM'
  | 'MESSAGE'
  | 'MEMBERSHIP'
  | 'ATTACHMENT_ACTION'
  | 'WEBHOOK'
  | 'ORGANIZATION'
  | 'APPLICATION';

/** A fresh id of this kind. */
export function webexId(kind: TWebexIdKind, uuid: string = randomUUID()): string {
  return Buffer.from(`ciscospark://us/${kind}/${uuid}`, 'utf8').toString('base64url');
}

/** The uuid at the end of a Webex id (the part after its kind). */
export function webexUuidOf(id: string): string {
  const decoded = Buffer.from(id, 'base64url').toString('utf8');
  return decoded.slice(decoded.lastIndexOf('/') + 1);
}

/**
 * A membership's id as Webex builds it: `ciscospark://us/MEMBERSHIP/{personUuid}:{roomUuid}`, the
 * same for every join of one person to one space (only its `created` tells two joins apart).
 */
export function webexMembershipId(personId: string, roomId: string): string {
  return webexId('MEMBERSHIP', `${webexUuidOf(personId)}:${webexUuidOf(roomId)}`);
}

/** The kind inside an id, or undefined when the text is not a Webex id (tests read ids with it). */
export function webexIdKind(id: string): string | undefined {
  const decoded = Buffer.from(id, 'base64url').toString('utf8');
  return /^ciscospark:\/\/[a-z]+\/([A-Z_]+)\//.exec(decoded)?.[1];
}

/** A tracking id like Webex's (every answer carries one in the `trackingid` header and error bodies). */
export function trackingId(): string {
  return `ROUTER_${randomUUID().toUpperCase()}`;
}
