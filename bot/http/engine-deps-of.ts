/** The standup engine's dependencies as the HTTP routes have them (same clock as the job engine). */
import type { TEngineDeps } from '../core/engine/engine-deps.ts';
import { replyAddressOption } from '../core/engine/reply-address.ts';
import type { TAppDeps } from './app-deps.ts';

/** Builds the engine deps of a route scope; the public URL is read late (PORT=0 in tests). */
export function engineDepsOf(deps: TAppDeps): TEngineDeps {
  return {
    db: deps.database.db,
    jobs: deps.jobs,
    log: deps.log,
    now: deps.now ?? (() => new Date()),
    publicUrl: () => deps.env.PUBLIC_URL,
    ...replyAddressOption(deps.env),
  };
}
