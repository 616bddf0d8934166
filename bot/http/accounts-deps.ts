/** Builds the accounts use cases' dependencies from the app's (read per request: PUBLIC_URL may be set after listen). */
import type { TAccountsDeps } from '../domain/accounts/accounts-deps.ts';
import type { TAppDeps } from './app-deps.ts';

/** The accounts deps for this moment. */
export function accountsDeps(deps: TAppDeps): TAccountsDeps {
  return {
    db: deps.database.db,
    jobs: deps.jobs,
    publicUrl: deps.env.PUBLIC_URL,
    signupDomainTrialLimit: deps.env.SIGNUP_DOMAIN_TRIAL_LIMIT,
  };
}
