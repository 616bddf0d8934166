/**
 * search_* (part 3 §7): tasks, issues, pull requests or work items of the viewer's connected tool
 * that match the query in the chosen place; picking one links it into the answer. The body was
 * validated by the call's schema (shared/work-tools.ts ZSearch*).
 */
import type { TPersonalTool, TToolSearchAnswer } from '../../../shared/work-tools.ts';
import { WORK_TOOL_LIMITS } from '../../../shared/work-tools.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { runToolCall } from './tool-call.ts';
import type { TWorkToolsDeps } from './work-tools-deps.ts';

/** Only web links are offered for insertion into an answer (never javascript: or data:). */
function isWebLink(url: string): boolean {
  return /^https?:\/\//i.test(url) && URL.canParse(url);
}

/** Searches `service` for the viewer. */
export async function searchTool(
  deps: TWorkToolsDeps,
  viewer: TViewer,
  service: TPersonalTool,
  body: Record<string, unknown>,
): Promise<TToolSearchAnswer> {
  const result = await runToolCall(deps, viewer, service, (provider, connection) =>
    provider.search(deps.env, connection, body),
  );
  if (!result.ok) return { ok: false, tasks: [], error: result.error };
  return {
    ok: true,
    tasks: result.value
      .filter((task) => isWebLink(task.url))
      .slice(0, WORK_TOOL_LIMITS.maxResults)
      .map((task) => ({
        id: task.id.slice(0, 200),
        title: task.title.replace(/\s+/g, ' ').trim().slice(0, 300),
        url: task.url.slice(0, 1000),
        ...(task.detail ? { detail: task.detail.slice(0, 200) } : {}),
      })),
  };
}
