/**
 * get_*_data (part 3 §7): the places the check-in editor's tool panel searches in (workspaces,
 * repositories, organisations), polled every 3 s while the panel is open. A person who has not
 * connected the tool gets connected:false (the panel offers 'Connect your tool').
 */
import type { TPersonalTool, TToolDataAnswer } from '../../../shared/work-tools.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { runToolCall } from './tool-call.ts';
import type { TWorkToolsDeps } from './work-tools-deps.ts';

/** The viewer's places in `service`. */
export async function toolData(
  deps: TWorkToolsDeps,
  viewer: TViewer,
  service: TPersonalTool,
): Promise<TToolDataAnswer> {
  const result = await runToolCall(deps, viewer, service, (provider, connection) =>
    provider.data?.(deps.env, connection),
  );
  if (result.ok) return { ok: true, connected: true, data: result.value };
  return { ok: false, connected: result.connected, data: {}, error: result.error };
}
