/**
 * Webex's `memberships` deliveries (issue 21): the bot added to a group space records the install
 * and sends the installer the welcome link; the bot taken out marks the install removed; anyone
 * else joining or leaving a connected space joins or leaves its Rollcall team. A 1:1 space is not
 * an install. Webex sends ids and a few facts only: the room and the installer are read here.
 */

import { markWebexInstallRemoved } from '../../domain/platforms/webex/record-webex-install.ts';
import {
  addWebexPersonToLinkedTeam,
  removeWebexPersonFromLinkedTeam,
} from '../../domain/platforms/webex/webex-membership-changes.ts';
import { welcomeWebexSpace } from '../../domain/platforms/webex/welcome-webex-space.ts';
import { isWebexNotFound, WebexApiError } from './webex-api-error.ts';
import { createWebexDirectory, isWebexPersonMembership } from './webex-directory.ts';
import type { TWebexHandlerDeps } from './webex-runtime.ts';
import type { TWebexEnvelope, TWebexEventHandler, TWebexPerson } from './webex-types.ts';

const DIRECT = 'direct';

/** The person who added the bot, or null when Webex no longer knows them. */
async function installerOf(deps: TWebexHandlerDeps, personId: string): Promise<TWebexPerson | null> {
  try {
    return await deps.client.person(personId);
  } catch (error) {
    if (isWebexNotFound(error)) return null;
    throw error;
  }
}

/** Whether Webex no longer shows the space to the bot (it was taken out before this was handled). */
function isSpaceGone(error: unknown): boolean {
  return error instanceof WebexApiError && (error.status === 404 || error.status === 403);
}

/** The space and how many people are in it (from its memberships alone), or null when the bot is out of it again. */
async function spaceOf(deps: TWebexHandlerDeps, roomId: string) {
  try {
    const room = await deps.client.room(roomId);
    if (room.type === DIRECT) return { room, people: 0 };
    const bot = await deps.botPerson();
    const memberships = await deps.client.memberships(roomId);
    return { room, people: memberships.filter((one) => isWebexPersonMembership(one, bot.id)).length };
  } catch (error) {
    if (isSpaceGone(error)) return null;
    throw error;
  }
}

async function onBotAdded(deps: TWebexHandlerDeps, envelope: TWebexEnvelope, roomId: string): Promise<void> {
  if (envelope.data.roomType === DIRECT) return;
  const space = await spaceOf(deps, roomId);
  if (!space) {
    deps.engine.log.info({ roomId }, 'Webex space gone before the bot was welcomed; nothing to record');
    return;
  }
  const { room } = space;
  if (room.type === DIRECT) return;
  const installerId = envelope.actorId ?? room.creatorId;
  if (!installerId) return;
  const installer = await installerOf(deps, installerId);
  const install = await welcomeWebexSpace(
    { ...deps.engine, secret: deps.secret },
    {
      roomId,
      roomTitle: room.title,
      orgId: envelope.orgId ?? installer?.orgId ?? null,
      installerPersonId: installerId,
      installerEmail: installer?.emails[0] ?? null,
      installerName: installer?.displayName || null,
      memberCount: space.people,
    },
  );
  deps.engine.log.info({ installId: install.id, status: install.status }, 'Webex install recorded');
}

/** The handler of the bot's `memberships` webhook. */
export function createWebexMembershipHandler(deps: TWebexHandlerDeps): TWebexEventHandler {
  const directory = createWebexDirectory(deps);
  return async (envelope) => {
    const { roomId, personId } = envelope.data;
    if (!roomId || !personId) return;
    const bot = await deps.botPerson();
    const isBot = personId === bot.id;
    if (envelope.event === 'created') {
      if (isBot) return onBotAdded(deps, envelope, roomId);
      await addWebexPersonToLinkedTeam(deps.engine.db, roomId, () => directory.readPerson(personId));
      return;
    }
    if (envelope.event === 'deleted') {
      if (isBot) {
        if (await markWebexInstallRemoved(deps.engine.db, roomId, deps.engine.now()))
          deps.engine.log.info({ roomId }, 'Webex install removed');
        return;
      }
      await removeWebexPersonFromLinkedTeam(deps.engine.db, roomId, personId);
    }
  };
}
