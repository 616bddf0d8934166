/** What the insights use cases need: the database and the engine's clock (tests fix it). */
import type { TDb } from '../../db/client.ts';

export interface TInsightsDeps {
  db: TDb;
  now: () => Date;
  /**
   * A handle that runs on another connection than `db` (a server's pool), for counting two halves
   * of a long window at once; absent on PGlite, whose one connection cannot run two statements.
   */
  parallelDb?: TDb;
}
