/**
 * GET /rooms/{id} and GET /memberships (RFC 5988 paging: `Link: <absolute url>; rel="next"` with an
 * opaque cursor), as Webex answers a bot: rooms it is not in do not exist for it (404).
 */

import type { TWebexRoute, TWebexRouteContext } from './context.ts';
import { badRequest, notFound, ok } from './errors.ts';
import type { TFakeWebexMembership } from './types.ts';

export const MEMBERSHIPS_DEFAULT_MAX = 100;
export const MEMBERSHIPS_MAX = 1000;

interface TMembershipCursor {
  roomId: string | null;
  personId: string | null;
  personEmail: string | null;
  offset: number;
}

function encodeCursor(cursor: TMembershipCursor): string {
  return Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
}

function decodeCursor(text: string): TMembershipCursor | undefined {
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Partial<TMembershipCursor>;
    if (typeof value.offset !== 'number' || !Number.isInteger(value.offset) || value.offset < 0) return undefined;
    return {
      roomId: value.roomId ?? null,
      personId: value.personId ?? null,
      personEmail: value.personEmail ?? null,
      offset: value.offset,
    };
  } catch {
    return undefined;
  }
}

export function roomRoutes(context: TWebexRouteContext): TWebexRoute[] {
  const { world } = context;
  return [
    {
      method: 'GET',
      path: '/rooms/:id',
      respond: (request) => {
        const room = world.rooms.get(request.params.id ?? '');
        return room && world.botIsIn(room.id) ? ok(room) : notFound();
      },
    },
    {
      method: 'GET',
      path: '/memberships',
      respond: (request) => {
        const maxText = request.query.get('max');
        const max = maxText === null ? MEMBERSHIPS_DEFAULT_MAX : Number(maxText);
        if (!Number.isInteger(max) || max < 1 || max > MEMBERSHIPS_MAX)
          return badRequest(`max must be an integer from 1 to ${MEMBERSHIPS_MAX}.`);
        const cursorText = request.query.get('cursor');
        const cursor = cursorText === null ? undefined : decodeCursor(cursorText);
        if (cursorText !== null && !cursor) return badRequest('Invalid cursor.');
        const query = cursor ?? {
          roomId: request.query.get('roomId'),
          personId: request.query.get('personId'),
          personEmail: request.query.get('personEmail'),
          offset: 0,
        };
        let all: TFakeWebexMembership[];
        if (query.roomId === null) {
          if (query.personId !== null || query.personEmail !== null)
            return badRequest('personId and personEmail filters need a roomId.');
          all = [...world.rooms.keys()]
            .flatMap((roomId) => world.memberships(roomId))
            .filter((one) => one.personId === world.bot.id);
        } else {
          if (!world.botIsIn(query.roomId)) return notFound();
          const email = query.personEmail?.toLowerCase();
          all = world
            .memberships(query.roomId)
            .filter(
              (one) =>
                (query.personId === null || one.personId === query.personId) &&
                (email === undefined || one.personEmail.toLowerCase() === email),
            );
        }
        const items = all.slice(query.offset, query.offset + max);
        const nextOffset = query.offset + items.length;
        const headers: Record<string, string> = {};
        if (nextOffset < all.length) {
          const next = new URL(`${context.baseUrl}/memberships`);
          next.searchParams.set('cursor', encodeCursor({ ...query, offset: nextOffset }));
          next.searchParams.set('max', String(max));
          headers.link = `<${next.toString()}>; rel="next"`;
        }
        return ok({ items }, 200, headers);
      },
    },
  ];
}
