/**
 * The configuring admin's own connection to Asana or Trello (context.md: the team configuration
 * reads workspaces, projects and boards through it; tokens never reach the browser). Opens the
 * sealed tokens and, for Asana, refreshes an access token about to expire and stores the new one.
 */
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.ts';
import type { TPersonalTool } from '../../../shared/work-tools.ts';
import { WORK_TOOL_MESSAGES } from '../../../shared/work-tools.ts';
import { serviceConnections } from '../../db/schema/index.ts';
import { TEAM_TOOL_PROVIDERS } from '../work-tools/providers/team-tool-providers.ts';
import { type TOpenConnection, ToolAuthError, ToolUnavailableError } from '../work-tools/tool-provider.ts';
import type { TTeamToolsDeps } from './team-tools-deps.ts';

/** Refresh a token this long before it expires. */
const REFRESH_MARGIN_MS = 60_000;

/** The person's open connection to a tool, refreshed when needed; null when they have none (or it no longer opens). */
export async function openPersonalConnection(
  deps: TTeamToolsDeps,
  userId: string,
  service: Extract<TPersonalTool, 'asana' | 'trello' | 'clubhouse'>,
): Promise<TOpenConnection | null> {
  const [row] = await deps.db
    .select()
    .from(serviceConnections)
    .where(and(eq(serviceConnections.userId, userId), eq(serviceConnections.service, service)));
  if (!row) return null;
  const accessToken = deps.box.open(row.accessToken);
  if (accessToken === null) return null;
  const refreshToken = row.refreshToken ? deps.box.open(row.refreshToken) : null;
  const connection: TOpenConnection = {
    accessToken,
    refreshToken,
    expiresAt: row.expiresAt,
    externalId: row.externalId,
    externalName: row.externalName,
    meta: row.meta,
  };
  const now = deps.now?.() ?? new Date();
  const provider = TEAM_TOOL_PROVIDERS[service];
  if (connection.expiresAt && connection.expiresAt.getTime() - REFRESH_MARGIN_MS < now.getTime()) {
    if (!refreshToken || !provider.refresh) return null;
    const fresh = await provider.refresh(deps.env, refreshToken);
    await deps.db
      .update(serviceConnections)
      .set({
        accessToken: deps.box.seal(fresh.accessToken),
        refreshToken: fresh.refreshToken ? deps.box.seal(fresh.refreshToken) : row.refreshToken,
        expiresAt: fresh.expiresAt,
        updatedAt: now,
      })
      .where(eq(serviceConnections.id, row.id));
    return { ...connection, ...fresh, refreshToken: fresh.refreshToken ?? refreshToken };
  }
  return connection;
}

/** Runs a tool call and turns the tool's failures into errors a page can show. */
export async function askTool<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ToolAuthError) throw new AppError('CONFLICT', WORK_TOOL_MESSAGES.reconnect, { cause: error });
    if (error instanceof ToolUnavailableError)
      throw new AppError('UNAVAILABLE', WORK_TOOL_MESSAGES.toolUnavailable, { cause: error });
    throw error;
  }
}
