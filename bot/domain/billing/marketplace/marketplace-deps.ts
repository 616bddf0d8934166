/** What the marketplace use cases run with: the database, the marketplace port, a logger and a clock. */
import type { TDatabase } from '../../../db/client.ts';
import type { TLogger } from '../../logger.ts';
import type { TMarketplaceGateway } from './marketplace-gateway.ts';

export interface TMarketplaceDeps {
  db: TDatabase;
  marketplace: TMarketplaceGateway;
  log: TLogger;
  now: () => Date;
}
