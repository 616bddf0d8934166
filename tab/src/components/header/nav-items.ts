/**
 * The header's links (spec part 1 §2.12). Add a role-specific link by adding an entry with its
 * `visibleFor` rule; the desktop bar, the mobile menu and the user menu all read these lists.
 */
import type { TNavItem, TViewer } from './nav-item.ts';
import {
  isGuest,
  isTeamInSetup,
  seesReportsAndInsights,
  seesTeamSettings,
  signedInWithLinkedTeam,
} from './viewer-rules.ts';

/** Links next to the product name. */
export const MAIN_NAV_ITEMS: readonly TNavItem[] = [
  { id: 'what-is', label: 'What is Rollcall?', to: '/onboarding', visibleFor: isGuest },
  { id: 'home', label: 'Home', to: '/', visibleFor: signedInWithLinkedTeam() },
  { id: 'dashboard', label: 'Dashboard', to: '/dashboard/', visibleFor: signedInWithLinkedTeam() },
  {
    id: 'reports',
    label: 'Reports',
    to: '/reports/',
    activePrefixes: ['/reports/', '/report/'],
    visibleFor: signedInWithLinkedTeam(seesReportsAndInsights),
  },
  {
    id: 'team-settings',
    label: 'Team Settings',
    to: '/team/settings/general/',
    activePrefixes: ['/team/settings/'],
    visibleFor: signedInWithLinkedTeam(seesTeamSettings),
  },
  {
    id: 'insights',
    label: 'Insights',
    to: '/team/insights/',
    visibleFor: signedInWithLinkedTeam(seesReportsAndInsights),
  },
  { id: 'setup', label: 'Setup', to: '/setup/', visibleFor: (viewer) => viewer !== null && isTeamInSetup(viewer) },
];

/** Links in the account corner for guests (signed-in users get the user menu there instead). */
export const GUEST_ACCOUNT_ITEMS: readonly TNavItem[] = [
  { id: 'login', label: 'Login', to: '/accounts/login/', visibleFor: isGuest },
  { id: 'signup', label: 'Sign Up', to: '/accounts/signup/', emphasis: 'primary', visibleFor: isGuest },
];

/** Entries of the signed-in user's menu. */
export const USER_MENU_ITEMS: readonly TNavItem[] = [
  {
    id: 'my-settings',
    label: 'My Settings',
    to: '/my/settings/general/',
    activePrefixes: ['/my/settings/'],
    visibleFor: (viewer) => viewer !== null,
  },
  // The server ends the session and redirects, so this must be a real page load.
  {
    id: 'logout',
    label: 'Logout',
    to: '/accounts/logout/',
    target: 'document',
    visibleFor: (viewer) => viewer !== null,
  },
];

/** The entries of `items` this viewer may see, in order. */
export function visibleItems(items: readonly TNavItem[], viewer: TViewer): TNavItem[] {
  return items.filter((item) => item.visibleFor(viewer));
}
