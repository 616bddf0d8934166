/**
 * Webex's entry of the one connect path (bot/domain/platforms/connect-install.ts): the welcome
 * link's refusals (Teams' link rules with Webex's words), the space's people as the roster, and
 * its install row (one space, one Rollcall team).
 */
import { and, eq, ne } from 'drizzle-orm';
import { WEBEX_MESSAGES } from '../../../../shared/webex.ts';
import { webexInstalls } from '../../../db/schema/index.ts';
import type { TInstallConnector } from '../connect-install.ts';
import { connectRefusalError, connectRefusalFor } from '../msteams/connect-link-rules.ts';
import { SERVICE } from '../platform-names.ts';
import type { TWebexDirectory } from './webex-directory.ts';
import { type TWebexConnectInstall, webexConnectInstallOf } from './webex-install-row.ts';

/** The Webex connector reading spaces through `directory`. */
export function webexConnector(directory: TWebexDirectory): TInstallConnector<TWebexConnectInstall> {
  return {
    service: SERVICE.webex,
    messages: {
      linkInvalid: WEBEX_MESSAGES.linkInvalid,
      noPermission: WEBEX_MESSAGES.noPermission,
      emailOnly: WEBEX_MESSAGES.emailOnly,
      unavailable: WEBEX_MESSAGES.unavailable,
    },
    async refusalFor(db, viewer, install, now) {
      const refusal = await connectRefusalFor(db, viewer, install, now);
      return refusal ? connectRefusalError(refusal, 'link', WEBEX_MESSAGES) : null;
    },
    readRoster: (install) => directory.readRoster(install),
    async lockInstall(tx, install) {
      const [locked] = await tx.select().from(webexInstalls).where(eq(webexInstalls.id, install.id)).for('update');
      if (!locked || locked.status === 'removed') return null;
      // The bot re-added meanwhile issued a new link: the one this confirm opened is no longer valid.
      const sameLink = locked.slug === install.slug && locked.linkIssuedAt.getTime() === install.linkIssuedAt.getTime();
      return sameLink ? webexConnectInstallOf(locked) : null;
    },
    async markLinked(tx, install, teamId, roster, now) {
      // The team's hold on another space lets go: one space, one team.
      await tx
        .update(webexInstalls)
        .set({ status: 'pending', teamId: null, updatedAt: now })
        .where(and(eq(webexInstalls.teamId, teamId), ne(webexInstalls.id, install.id)));
      await tx
        .update(webexInstalls)
        .set({
          status: 'linked',
          teamId,
          roomTitle: roster.teamName || install.roomTitle,
          memberCount: roster.members.length,
          linkUsedAt: now,
          updatedAt: now,
        })
        .where(eq(webexInstalls.id, install.id));
    },
    auditDetails: (install) => ({ webexRoomId: install.roomId }),
  };
}
