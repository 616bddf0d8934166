/**
 * The HTTP calls of the Asana, Trello and Clubhouse providers and the team poll: one place that
 * bounds the wait, reads the answer as JSON and turns the tool's refusals into the port's errors
 * (401/403 -> ToolAuthError: reconnect; anything else -> ToolUnavailableError), so no tool answer
 * ever reaches a person as a 500.
 */
import { ToolAuthError, ToolUnavailableError } from '../tool-provider.ts';

/** How long one call to a tool may take. */
export const TOOL_CALL_TIMEOUT_MS = 10_000;

/** The largest answer read from a tool (a board's actions, a workspace's members). */
const MAX_ANSWER_BYTES = 5 * 1024 * 1024;

export interface TToolAnswer {
  status: number;
  json: unknown;
}

/**
 * Calls a tool and answers its status and JSON body. Statuses listed in `accept` (besides 2xx) are
 * answered too, so a caller can read a documented error (Asana's 412 with a fresh sync token).
 */
export async function callTool(url: string, init: RequestInit & { accept?: number[] } = {}): Promise<TToolAnswer> {
  const { accept = [], ...request } = init;
  let response: Response;
  try {
    response = await fetch(url, { ...request, redirect: 'error', signal: AbortSignal.timeout(TOOL_CALL_TIMEOUT_MS) });
  } catch (error) {
    throw new ToolUnavailableError(`The tool could not be reached: ${(error as Error).message}`);
  }
  const text = await response.text().catch(() => '');
  if (text.length > MAX_ANSWER_BYTES) throw new ToolUnavailableError('The tool answered too much.');
  if (response.status === 401 || response.status === 403) throw new ToolAuthError();
  if (!response.ok && !accept.includes(response.status)) {
    throw new ToolUnavailableError(`The tool answered ${response.status}.`);
  }
  if (text === '') return { status: response.status, json: null };
  try {
    return { status: response.status, json: JSON.parse(text) as unknown };
  } catch {
    throw new ToolUnavailableError('The tool answered something that is not JSON.');
  }
}

/** Parses a tool's answer with a zod-like schema; an unexpected shape is the tool being unavailable. */
export function readAnswer<T>(
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  value: unknown,
): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ToolUnavailableError('The tool answered in an unexpected shape.');
  return parsed.data;
}
