/**
 * POST /connect/spark/{slug}/confirm/ (spec part 1 §2.10, SPARK variant): links a Webex space to
 * Rollcall through the one connect path (Connect, Overwrite or Create New Team), then tells the
 * space it is connected. The note is queued in the connect's own transaction, with a key per link,
 * so a confirm that failed says nothing, one that committed always says it, and nothing is said twice.
 */
import type { TDatabase } from '../../../db/client.ts';
import type { TRequestOrigin } from '../../accounts/audit.ts';
import type { TViewer } from '../../accounts/viewer.ts';
import { queueChatMessages } from '../../chat/queue-chat-messages.ts';
import type { TJobQueue } from '../../jobs.ts';
import {
  connectInstall,
  type TConnectChoice,
  type TConnectInstallResult,
  type TInstallConnector,
} from '../connect-install.ts';
import { webexTarget } from './webex-address.ts';
import { webexConnector } from './webex-connector.ts';
import type { TWebexDirectory } from './webex-directory.ts';
import { type TWebexConnectInstall, type TWebexInstallRow, webexConnectInstallOf } from './webex-install-row.ts';
import { connectedNotice } from './webex-notices.ts';

export interface TConfirmWebexDeps {
  db: TDatabase;
  jobs: TJobQueue;
  directory: TWebexDirectory;
  publicUrl: string;
  now?: () => Date;
}

/** Links the space as the viewer chose; answers the team and what was imported. */
export async function confirmWebexConnect(
  deps: TConfirmWebexDeps,
  viewer: TViewer,
  install: TWebexInstallRow,
  choice: TConnectChoice,
  origin: TRequestOrigin = {},
): Promise<TConnectInstallResult> {
  const connector: TInstallConnector<TWebexConnectInstall> = {
    ...webexConnector(deps.directory),
    // In the connect's transaction: the space hears exactly when the connect commits.
    afterImport: (tx, linked, team, imported) =>
      queueChatMessages(deps, tx, [
        {
          idempotencyKey: `webex-connected:${linked.id}:${linked.linkIssuedAt.getTime()}`,
          kind: 'connected',
          accountId: team.accountId,
          target: webexTarget({ roomId: linked.roomId }),
          message: connectedNotice({ teamName: team.name, members: imported.imported, publicUrl: deps.publicUrl }),
        },
      ]).then(() => undefined),
  };
  return connectInstall(deps, connector, viewer, webexConnectInstallOf(install), choice, origin);
}
