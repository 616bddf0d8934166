/** What the Microsoft Graph use cases are built from; the HTTP layer and the job handlers assemble it. */
import type { TDatabase } from '../../../db/client.ts';
import type { TLogger } from '../../logger.ts';
import type { TSecretBox } from '../../secrets/secret-box.ts';
import type { TGraphClientFactory } from './graph.ts';
import type { TMicrosoftIdentityClient } from './microsoft-identity.ts';

export interface TGraphDeps {
  db: TDatabase;
  /** Seals the grants' token caches. */
  box: TSecretBox;
  identity: TMicrosoftIdentityClient;
  graph: TGraphClientFactory;
  /** The engine's clock. */
  now: () => Date;
  log: TLogger;
}
