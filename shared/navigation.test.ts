import { describe, expect, it } from 'vitest';
import { GUEST_LINKS, headerModel, truncateTeamName } from './navigation.ts';
import type { TStateUser } from './state.ts';

const user = (overrides: Partial<TStateUser> = {}): TStateUser => ({
  id: 'u1',
  name: 'Ann',
  email: 'ann@example.test',
  slug: 'ann',
  photo_url: null,
  platform: 'EMAIL',
  type: 'MEMBER',
  account_type: 'Team Member',
  account_type_id: 3,
  account_name: 'Acme',
  account_uuid: 'a1',
  is_demo: false,
  active_teams: 1,
  current_team_name: 'Team',
  current_team_service: 'EMAIL',
  other_teams: [],
  open_checkins: [],
  stripe: { status: 'trialing', trial_days_left: 1 },
  feature_map: [],
  enabled_labs: [],
  time_zone: 'UTC',
  ...overrides,
});
const links = { helpDesk: '/onboarding/', feedback: 'mailto:x@example.test' };
const checkin = (n: number) => ({
  data__link: `/checkin/h${n}/`,
  report__name: `Daily ${n}`,
  report__team__name: 'Team',
});

describe('header model', () => {
  it('words the check-ins badge in the singular and the plural', () => {
    expect(headerModel(user({ open_checkins: [checkin(1)] }), null, links).checkinsBadge).toEqual({
      text: '1 check-in waiting',
      links: [{ label: 'Daily 1 (Team)', href: '/checkin/h1/' }],
    });
    expect(headerModel(user({ open_checkins: [checkin(1), checkin(2)] }), null, links).checkinsBadge?.text).toBe(
      '2 check-ins waiting',
    );
  });

  it('says "1 day left" in the singular', () => {
    expect(headerModel(user({ account_type_id: 1 }), null, links).trialCountdown?.label).toBe('Trial has 1 day left');
  });

  it('cuts team names at exactly 40 characters', () => {
    expect(truncateTeamName('x'.repeat(40))).toBe('x'.repeat(40));
    expect(truncateTeamName('x'.repeat(41))).toBe(`${'x'.repeat(40)}..`);
  });
});

describe('the guest header', () => {
  it("answers 'What is Rollcall?' with its help article, then Login and Sign Up", () => {
    expect(GUEST_LINKS).toEqual([
      { label: 'What is Rollcall?', href: '/help/what-is-rollcall/' },
      { label: 'Login', href: '/accounts/login/' },
      { label: 'Sign Up', href: '/accounts/signup/' },
    ]);
  });
});
