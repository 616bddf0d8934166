/**
 * The bot was added to a Webex group space (issue 21, spec part 1 §2.10): the install is recorded
 * with a new welcome link, and the link goes privately to whoever added the bot (a space's other
 * members never see it). A space still connected to a Rollcall team gets no link: the space is told
 * its check-ins come here again.
 */

import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client.ts';
import { teams } from '../../../db/schema/index.ts';
import { queueChatMessages } from '../../chat/queue-chat-messages.ts';
import type { TJobQueue } from '../../jobs.ts';
import { recordWebexInstall, type TWebexInstallEvent } from './record-webex-install.ts';
import { webexTarget } from './webex-address.ts';
import type { TWebexInstallRow } from './webex-install-row.ts';
import { backInSpaceNotice, welcomeNotice } from './webex-notices.ts';

export interface TWelcomeWebexDeps {
  db: TDatabase;
  jobs: TJobQueue;
  publicUrl: () => string;
  now: () => Date;
  /** SESSION_SECRET: signs the welcome link. */
  secret: string;
}

/** Records the install and queues its note; answers the install. */
export async function welcomeWebexSpace(deps: TWelcomeWebexDeps, event: TWebexInstallEvent): Promise<TWebexInstallRow> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const install = await recordWebexInstall(tx, event, deps.secret, now);
    const publicUrl = deps.publicUrl();
    const [team] = install.teamId
      ? await tx
          .select({ name: teams.name, accountId: teams.accountId })
          .from(teams)
          .where(eq(teams.id, install.teamId))
      : [];
    await queueChatMessages(deps, tx, [
      team
        ? {
            idempotencyKey: `webex-back:${install.id}:${now.getTime()}`,
            kind: 'install',
            accountId: team.accountId,
            target: webexTarget({ roomId: install.roomId }),
            message: backInSpaceNotice({ teamName: team.name, publicUrl }),
          }
        : {
            idempotencyKey: `webex-install:${install.id}:${now.getTime()}`,
            kind: 'install',
            accountId: null,
            target: webexTarget({ toPersonId: event.installerPersonId }),
            message: welcomeNotice({ roomTitle: install.roomTitle, slug: install.slug, publicUrl }),
          },
    ]);
    return install;
  });
}
