/** GET /people/me, /people/{id} and /people?id=a,b,c | ?email=x, as Webex answers the bot. */

import type { TWebexRoute, TWebexRouteContext } from './context.ts';
import { badRequest, notFound, ok } from './errors.ts';

/** Webex lists at most this many ids in one GET /people?id=... */
export const PEOPLE_IDS_PER_CALL = 85;

export function peopleRoutes({ world }: TWebexRouteContext): TWebexRoute[] {
  return [
    { method: 'GET', path: '/people/me', respond: () => ok(world.bot) },
    {
      method: 'GET',
      path: '/people/:id',
      respond: (request) => {
        const person = world.people.get(request.params.id ?? '');
        return person ? ok(person) : notFound();
      },
    },
    {
      method: 'GET',
      path: '/people',
      respond: (request) => {
        const ids = request.query.get('id');
        const email = request.query.get('email');
        if (ids !== null) {
          const list = ids.split(',').filter(Boolean);
          if (list.length > PEOPLE_IDS_PER_CALL)
            return badRequest(`At most ${PEOPLE_IDS_PER_CALL} ids can be listed in one request.`);
          const items = list.flatMap((id) => {
            const person = world.people.get(id);
            return person ? [person] : [];
          });
          const missing = list.filter((id) => !world.people.has(id));
          return ok({ items, ...(missing.length ? { notFoundIds: missing } : {}) });
        }
        if (email !== null) {
          const person = world.personByEmail(email);
          return ok({ items: person ? [person] : [] });
        }
        return badRequest('Email, displayName, or id list should be specified.');
      },
    },
  ];
}
