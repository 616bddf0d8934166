/**
 * GET /api/v1/my/services (part 2 §2.4, /my/settings/services): one card per tool — whether this
 * server can connect it, whether the viewer is connected and as whom — and whether the plan locks
 * the tools (LIMIT_SERVICES).
 */
import { and, eq } from 'drizzle-orm';
import { PERSONAL_TOOL_KEYS, PERSONAL_TOOLS, type TMyServicesContext } from '../../../shared/work-tools.ts';
import { serviceConnections } from '../../db/schema/index.ts';
import { viewerHasFlag } from '../accounts/feature-flags.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { availableProvider } from './tool-registry.ts';
import type { TWorkToolsDeps } from './work-tools-deps.ts';

/** The services page's data for the viewer. */
export async function myServices(
  deps: Pick<TWorkToolsDeps, 'db' | 'env' | 'providers'>,
  viewer: TViewer,
): Promise<TMyServicesContext> {
  const rows = await deps.db
    .select({
      service: serviceConnections.service,
      externalName: serviceConnections.externalName,
      updatedAt: serviceConnections.updatedAt,
      meta: serviceConnections.meta,
    })
    .from(serviceConnections)
    .where(and(eq(serviceConnections.userId, viewer.user.id), eq(serviceConnections.accountId, viewer.account.id)));
  const byService = new Map(rows.map((row) => [row.service, row]));
  return {
    locked: viewerHasFlag(viewer, 'LIMIT_SERVICES'),
    tools: PERSONAL_TOOL_KEYS.map((service) => {
      const row = byService.get(service);
      return {
        service,
        label: PERSONAL_TOOLS[service].label,
        available: availableProvider(deps, service) !== null,
        connected: row !== undefined,
        account: row?.externalName ?? null,
        connected_at: row ? row.updatedAt.toISOString() : null,
        needs_reconnect: row?.meta.needs_reconnect === true,
      };
    }),
  };
}
