/** The personal work-tools use cases' deps from the app's (the secret box keyed by SESSION_SECRET). */
import { createSecretBox } from '../../../domain/secrets/secret-box.ts';
import type { TWorkToolsDeps } from '../../../domain/work-tools/work-tools-deps.ts';
import type { TAppDeps } from '../../app-deps.ts';

/** Builds them once per registration; PUBLIC_URL is read from env at each call. */
export function workToolsDepsOf(deps: TAppDeps): TWorkToolsDeps {
  return {
    db: deps.database.db,
    env: deps.env,
    box: createSecretBox(deps.env.SESSION_SECRET),
    now: deps.now ?? (() => new Date()),
  };
}
