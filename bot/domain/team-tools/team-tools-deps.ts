/** What the team tool settings use cases and the poll need: the database, the secret box and the tools' settings. */
import type { TDb } from '../../db/client.ts';
import type { TEnv } from '../../env.ts';
import type { TSecretBox } from '../secrets/secret-box.ts';

export interface TTeamToolsDeps {
  db: TDb;
  box: TSecretBox;
  env: TEnv;
  /** The current instant (tests drive it); the system clock by default. */
  now?: () => Date;
}
