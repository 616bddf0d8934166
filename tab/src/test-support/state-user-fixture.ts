/**
 * The page state's user for render tests: an Account Admin of 'Acme' on a trial, with one team.
 * Each test names only what it changes, so a new state field is added here once.
 */
import type { TStateUser } from '../../../shared/state.ts';

/** A state user with these fields changed. */
export function stateUserFixture(overrides: Partial<TStateUser> = {}): TStateUser {
  return {
    id: 'viewer-uuid',
    name: 'Vic Viewer',
    email: 'vic@example.com',
    slug: 'vic',
    photo_url: null,
    platform: 'NONE',
    type: 'ADMIN',
    account_type: 'Account Admin',
    account_type_id: 1,
    account_name: 'Acme',
    account_uuid: 'account-uuid',
    is_demo: false,
    active_teams: 1,
    current_team_name: 'Core',
    current_team_service: 'NONE',
    other_teams: [],
    open_checkins: [],
    stripe: { status: 'trialing', trial_days_left: 5 },
    feature_map: [],
    enabled_labs: [],
    time_zone: 'Europe/Berlin',
    ...overrides,
  };
}
