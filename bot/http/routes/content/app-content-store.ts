/**
 * The content store of one app (spec part 1 §2.11, §7): every content route (learning area,
 * release notes, help desk) asks here, so CONTENT_DIR is read once per process however many
 * route modules serve it.
 */
import { createContentStore, DEFAULT_CONTENT_DIR, type TContentStore } from '../../../domain/content/content-store.ts';
import type { TEnv } from '../../../env.ts';

const stores = new WeakMap<TEnv, TContentStore>();

/** The folder content is read from: CONTENT_DIR, else the repository's content/. */
export function contentDirOf(env: TEnv): string {
  return env.CONTENT_DIR ?? DEFAULT_CONTENT_DIR;
}

/** The one store of the app built from this env (created on first use, then shared). */
export function appContentStore(env: TEnv): TContentStore {
  let store = stores.get(env);
  if (!store) {
    store = createContentStore(contentDirOf(env));
    stores.set(env, store);
  }
  return store;
}
