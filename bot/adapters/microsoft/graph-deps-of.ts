/**
 * Assembles the Microsoft Graph use cases' dependencies from the settings: the identity client, a
 * Graph client factory on MICROSOFT_GRAPH_URL and the secret box. Undefined when Microsoft sign-in
 * is not configured, so every door can say so.
 */
import type { TDatabase } from '../../db/client.ts';
import type { TLogger } from '../../domain/logger.ts';
import type { TGraphDeps } from '../../domain/platforms/microsoft/graph-deps.ts';
import { createSecretBox } from '../../domain/secrets/secret-box.ts';
import type { TEnv } from '../../env.ts';
import { graphClientFactory, type TGraphClientOptions } from './graph-client.ts';
import { microsoftIdentityOf } from './microsoft-identity-client.ts';

/** The Graph deps of this process, or undefined without MICROSOFT_CLIENT_ID/SECRET. */
export function graphDepsOf(
  env: TEnv,
  options: { db: TDatabase; log: TLogger; now?: () => Date; graph?: Omit<TGraphClientOptions, 'graphUrl'> },
): TGraphDeps | undefined {
  const microsoft = microsoftIdentityOf(env);
  if (!microsoft) return undefined;
  return {
    db: options.db,
    box: createSecretBox(env.SESSION_SECRET),
    identity: microsoft.client,
    graph: graphClientFactory({ graphUrl: microsoft.settings.graphUrl, ...options.graph }),
    now: options.now ?? (() => new Date()),
    log: options.log,
  };
}
