import type { TPageArea } from '../../../shared/routes.ts';

/** How each spec area is named to a user, e.g. in the empty state of a page not built yet. */
export const AREA_LABELS: Record<TPageArea, string> = {
  entry: 'home and sign-in',
  onboarding: 'onboarding',
  'account-settings': 'account settings',
  'personal-settings': 'personal settings',
  'team-settings': 'team settings',
  platform: 'platform connection',
  reports: 'reports',
  checkin: 'check-in',
  dashboard: 'dashboard',
  billing: 'billing',
  insights: 'insights',
  activity: 'team activity',
};
