/** What the Stripe billing use cases are built from (bot/http/routes/billing/ assembles it per request). */
import type { TDb } from '../../db/client.ts';
import type { TLogger } from '../logger.ts';
import type { TBillingGateway } from './billing-gateway.ts';

export interface TBillingDeps {
  db: TDb;
  /** Absent while Stripe is not configured (STRIPE_SECRET_KEY unset). */
  gateway?: TBillingGateway;
  /** PUBLIC_URL, for Checkout's return pages. */
  publicUrl: string;
  log: TLogger;
  now: () => Date;
}
