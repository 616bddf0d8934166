/**
 * The one path of the editor's tool calls (get_*_data and search_*): find the provider, open the
 * person's connection, run the call within the deadline, and turn every tool failure into an
 * answer the panel shows: ToolAuthError asks to reconnect, anything else from the tool (an error,
 * a timeout) says the tool did not answer. Never a 500 for what a tool did.
 */
import { type TPersonalTool, WORK_TOOL_MESSAGES } from '../../../shared/work-tools.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { openConnection } from './open-connection.ts';
import { TOOL_CALL_TIMEOUT_MS } from './tool-http.ts';
import { type TOpenConnection, ToolAuthError, ToolUnavailableError, type TToolProvider } from './tool-provider.ts';
import { availableProvider, withDeadline } from './tool-registry.ts';
import type { TWorkToolsDeps } from './work-tools-deps.ts';

export type TToolCallResult<T> = { ok: true; value: T } | { ok: false; connected: boolean; error: string };

/** Runs `call` on the viewer's open connection to `service`. */
export async function runToolCall<T>(
  deps: TWorkToolsDeps,
  viewer: TViewer,
  service: TPersonalTool,
  call: (provider: TToolProvider, connection: TOpenConnection) => Promise<T> | undefined,
): Promise<TToolCallResult<T>> {
  const provider = availableProvider(deps, service);
  if (!provider) return { ok: false, connected: false, error: WORK_TOOL_MESSAGES.notConfigured };
  const owner = { accountId: viewer.account.id, userId: viewer.user.id };
  try {
    return await withDeadline(
      TOOL_CALL_TIMEOUT_MS,
      (async (): Promise<TToolCallResult<T>> => {
        const connection = await openConnection(deps, owner, service, provider);
        if (!connection) return { ok: false, connected: false, error: WORK_TOOL_MESSAGES.connectYourTool };
        const work = call(provider, connection);
        if (work === undefined) return { ok: false, connected: true, error: WORK_TOOL_MESSAGES.notConfigured };
        return { ok: true, value: await work };
      })(),
      () => new ToolUnavailableError('The tool took too long.'),
    );
  } catch (error) {
    if (error instanceof ToolAuthError) return { ok: false, connected: true, error: WORK_TOOL_MESSAGES.reconnect };
    if (error instanceof ToolUnavailableError) {
      return { ok: false, connected: true, error: WORK_TOOL_MESSAGES.toolUnavailable };
    }
    throw error;
  }
}
