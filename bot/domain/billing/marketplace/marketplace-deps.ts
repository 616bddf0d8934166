/** What the marketplace use cases run with: the database, the marketplace port, the job queue, a logger and a clock. */
import type { TDatabase } from '../../../db/client.ts';
import type { TJobQueue } from '../../jobs.ts';
import type { TLogger } from '../../logger.ts';
import type { TMarketplaceGateway } from './marketplace-gateway.ts';

export interface TMarketplaceDeps {
  db: TDatabase;
  marketplace: TMarketplaceGateway;
  /** Polls of the operations Rollcall starts, and the daily reconcile's fan-out. */
  jobs: Pick<TJobQueue, 'send' | 'sendMany'>;
  log: TLogger;
  now: () => Date;
}
