/** Finds a tool's provider in the deps' registry, and whether this server can connect it. */
import type { TPersonalTool } from '../../../shared/work-tools.ts';
import { TOOL_PROVIDERS } from './providers/index.ts';
import type { TToolProvider } from './tool-provider.ts';
import type { TWorkToolsDeps } from './work-tools-deps.ts';

/** The provider of a tool when this server can connect it (registered and its client id set), else null. */
export function availableProvider(
  deps: Pick<TWorkToolsDeps, 'env' | 'providers'>,
  service: TPersonalTool,
): TToolProvider | null {
  const provider = (deps.providers ?? TOOL_PROVIDERS)[service];
  return provider?.available(deps.env) ? provider : null;
}

/** Where a tool sends the browser back after the person allows access (the generic callback). */
export function toolCallbackUrl(publicUrl: string, service: TPersonalTool): string {
  return `${publicUrl.replace(/\/+$/, '')}/oauth/callback/${service}/`;
}

/** Runs a tool call within `ms`, or fails as the tool being unavailable. */
export async function withDeadline<T>(ms: number, work: Promise<T>, onTimeout: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
