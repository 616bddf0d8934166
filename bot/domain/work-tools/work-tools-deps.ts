/** What the personal work-tool use cases need: the database, the settings, the secret box and a clock. */
import type { TDb } from '../../db/client.ts';
import type { TEnv } from '../../env.ts';
import type { TSecretBox } from '../secrets/secret-box.ts';
import type { TToolProviders } from './providers/index.ts';

export interface TWorkToolsDeps {
  db: TDb;
  env: TEnv;
  box: TSecretBox;
  now: () => Date;
  /** The tool registry; tests may pass a narrower one. Defaults to TOOL_PROVIDERS. */
  providers?: TToolProviders;
}
