/**
 * POST /api/v1/service_connection/disconnect_service/ (part 2 §7): forgets the person's connection
 * to a tool. The tool is asked to revoke the token when it has such a call; a tool that cannot be
 * reached does not keep the person connected. Disconnecting what is not connected is fine.
 */
import { and, eq } from 'drizzle-orm';
import type { TPersonalTool, TServiceAuthAnswer } from '../../../shared/work-tools.ts';
import { serviceConnections } from '../../db/schema/index.ts';
import type { TViewer } from '../accounts/viewer.ts';
import type { TLogger } from '../logger.ts';
import { openConnection } from './open-connection.ts';
import { TOOL_PROVIDERS } from './providers/index.ts';
import { MY_SERVICES_PAGE } from './start-tool-auth.ts';
import { TOOL_CALL_TIMEOUT_MS } from './tool-http.ts';
import { ToolUnavailableError } from './tool-provider.ts';
import { withDeadline } from './tool-registry.ts';
import type { TWorkToolsDeps } from './work-tools-deps.ts';

/** Disconnects the viewer from `service`. */
export async function disconnectTool(
  deps: TWorkToolsDeps & { log?: TLogger },
  viewer: TViewer,
  service: TPersonalTool,
): Promise<TServiceAuthAnswer> {
  const owner = { accountId: viewer.account.id, userId: viewer.user.id };
  const provider = (deps.providers ?? TOOL_PROVIDERS)[service];
  if (provider?.revoke && provider.available(deps.env)) {
    try {
      const connection = await openConnection(deps, owner, service, provider);
      if (connection) {
        await withDeadline(
          TOOL_CALL_TIMEOUT_MS,
          provider.revoke(deps.env, connection),
          () => new ToolUnavailableError('The tool took too long.'),
        );
      }
    } catch (error) {
      // The token may already be revoked or the tool down: Rollcall forgets it either way.
      deps.log?.info({ service, err: error }, 'work tool: revoking the token on disconnect failed');
    }
  }
  await deps.db
    .delete(serviceConnections)
    .where(
      and(
        eq(serviceConnections.userId, owner.userId),
        eq(serviceConnections.accountId, owner.accountId),
        eq(serviceConnections.service, service),
      ),
    );
  return { ok: true, redirect_url: MY_SERVICES_PAGE };
}
