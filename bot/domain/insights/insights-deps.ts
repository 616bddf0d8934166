/** What the insights use cases need: the database and the engine's clock (tests fix it). */
import type { TDb } from '../../db/client.ts';

export interface TInsightsDeps {
  db: TDb;
  now: () => Date;
}
