/** Builds the Stripe billing use cases' dependencies from the app's (PUBLIC_URL read per request). */
import type { TBillingDeps } from '../../../domain/billing/billing-deps.ts';
import type { TBillingGateway } from '../../../domain/billing/billing-gateway.ts';
import type { TAppDeps } from '../../app-deps.ts';

/** The billing deps for this moment. */
export function billingDeps(deps: TAppDeps, gateway: TBillingGateway | undefined): TBillingDeps {
  return {
    db: deps.database.db,
    gateway,
    publicUrl: deps.env.PUBLIC_URL,
    log: deps.log,
    now: deps.now ?? (() => new Date()),
  };
}
