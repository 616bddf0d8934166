/**
 * What the page header shows a viewer (spec part 1 §2.12, §4, §6), computed from the initial
 * state alone so the web app draws it and the server's tests check it with the same rules.
 */
import { canCreateTeams, canRunAccount } from './permissions.ts';
import { addTeamLocked } from './plan-limits.ts';
import type { TStateTeam, TStateUser } from './state.ts';

export interface TNavLink {
  label: string;
  href: string;
  /** Path prefix that marks the link active; defaults to href's path. */
  activePrefix?: string;
  /** Opens another site in a new tab. */
  external?: boolean;
  /** Shown but locked by a plan flag (links to /billing/ instead). */
  locked?: boolean;
}

export interface TBanner {
  intent: 'info' | 'error';
  text: string;
  href: string;
}

export interface THeaderModel {
  /** Tabs in the bar (desktop). */
  tabs: TNavLink[];
  /** Tabs kept in the mobile header (the rest go into the collapsible menu). */
  mobileTabs: TNavLink[];
  /** The user menu, in order. */
  menu: TNavLink[];
  /** The team name as shown (40 characters, then '..'); 'New Team' for a team in setup. */
  teamLabel: string | null;
  /** Other teams to switch to with GET /teams/switch/{slug}; empty when no switcher is shown. */
  switchTeams: Array<{ label: string; href: string }>;
  /** The add-team link, when the viewer may add teams. */
  addTeam: TNavLink | null;
  /** 'Trial has N days left' (trialing) linking to /billing/. */
  trialCountdown: TNavLink | null;
  /** The red trial-ended banner (inactive). */
  banner: TBanner | null;
  /** '1 check-in waiting', 'N check-ins waiting' or 'Check-ins completed'. */
  checkinsBadge: { text: string; links: TNavLink[] } | null;
  /**
   * The release notes (part 1 §2.12's external announcements widget, made a page of ours): for
   * everyone signed in, beside the user menu, whose lists stay as the spec gives them.
   */
  whatsNew: TNavLink;
}

export const HEADER_LINKS = {
  home: { label: 'Home', href: '/' },
  dashboard: { label: 'Dashboard', href: '/dashboard/' },
  reports: { label: 'Reports', href: '/reports/' },
  teamSettings: { label: 'Team Settings', href: '/team/settings/general/', activePrefix: '/team/settings/' },
  insights: { label: 'Insights', href: '/team/insights/' },
  activity: { label: 'Activity', href: '/team/activity/?date=This+Week', activePrefix: '/team/activity/' },
  setup: { label: 'Setup', href: '/setup/' },
  accountUsage: { label: 'Account Usage', href: '/accounts/settings/general/' },
  accountMembers: { label: 'Account Members', href: '/accounts/settings/members/' },
  manageBilling: { label: 'Manage Billing', href: '/billing/' },
  billing: { label: 'Billing', href: '/billing/' },
  accountSettings: {
    label: 'Account Settings',
    href: '/accounts/settings/general/',
    activePrefix: '/accounts/settings/',
  },
  mySettings: { label: 'My Settings', href: '/my/settings/general/', activePrefix: '/my/settings/' },
  logout: { label: 'Logout', href: '/accounts/logout/' },
  startTrial: { label: 'Start your free trial', href: '/demo/trial/' },
  logoutDemo: { label: 'Logout of Demo', href: '/accounts/logout/?demo=1' },
  addTeam: { label: 'Add a team', href: '/teams/new/' },
  whatsNew: { label: "What's new", href: '/whats-new/' },
} as const satisfies Record<string, TNavLink>;

export interface THeaderLinks {
  helpDesk: string;
  feedback: string;
}

/** Cuts a team name at 40 characters followed by '..' (part 1 §5). */
export function truncateTeamName(name: string): string {
  return name.length > 40 ? `${name.slice(0, 40)}..` : name;
}

/** The header for a signed-in viewer. */
export function headerModel(user: TStateUser, team: TStateTeam | null, links: THeaderLinks): THeaderModel {
  const helpDesk: TNavLink = { label: 'Help Desk', href: links.helpDesk, external: links.helpDesk.startsWith('http') };
  const feedback: TNavLink = { label: 'Share feedback', href: links.feedback, external: true };
  const type = user.account_type_id;
  // A team not linked to a platform (or no team yet, for those who can create one) is in setup.
  const inSetup = team === null ? canCreateTeams(user) : team.service === 'NONE';

  let tabs: TNavLink[];
  if (user.is_demo)
    tabs = [
      HEADER_LINKS.home,
      HEADER_LINKS.dashboard,
      HEADER_LINKS.reports,
      HEADER_LINKS.teamSettings,
      HEADER_LINKS.insights,
    ];
  else if (type === 0)
    tabs = [HEADER_LINKS.dashboard, HEADER_LINKS.accountUsage, HEADER_LINKS.accountMembers, HEADER_LINKS.manageBilling];
  else if (inSetup) tabs = [HEADER_LINKS.setup];
  else if (type === 3) tabs = [HEADER_LINKS.home, HEADER_LINKS.dashboard, HEADER_LINKS.activity];
  else
    tabs = [
      HEADER_LINKS.home,
      HEADER_LINKS.dashboard,
      HEADER_LINKS.reports,
      HEADER_LINKS.teamSettings,
      HEADER_LINKS.insights,
      HEADER_LINKS.activity,
    ];

  let menu: TNavLink[];
  if (user.is_demo) menu = [HEADER_LINKS.startTrial, helpDesk, HEADER_LINKS.logout, HEADER_LINKS.logoutDemo];
  else if (type === 0) menu = [HEADER_LINKS.billing, HEADER_LINKS.accountSettings, helpDesk, HEADER_LINKS.logout];
  else if (type === 1)
    menu = [HEADER_LINKS.accountSettings, HEADER_LINKS.billing, helpDesk, feedback, HEADER_LINKS.logout];
  else menu = [HEADER_LINKS.mySettings, helpDesk, feedback, HEADER_LINKS.logout];

  const mobileTabs = type === 0 ? [HEADER_LINKS.dashboard, HEADER_LINKS.billing] : tabs;

  const canSwitch = canCreateTeams(user);
  const switchTeams = canSwitch
    ? user.other_teams.map((other) => ({
        label: truncateTeamName(other.team_name),
        href: `/teams/switch/${other.slug}/`,
      }))
    : [];
  const addTeam = canSwitch && !user.is_demo ? { ...HEADER_LINKS.addTeam, locked: addTeamLocked(user) } : null;

  const trialCountdown =
    user.stripe.status === 'trialing' && canRunAccount(user) && !user.is_demo
      ? {
          label: `Trial has ${user.stripe.trial_days_left} ${user.stripe.trial_days_left === 1 ? 'day' : 'days'} left`,
          href: '/billing/',
        }
      : null;

  const banner: TBanner | null =
    user.stripe.status === 'inactive'
      ? canRunAccount(user)
        ? {
            intent: 'error',
            text: 'Your trial has ended. To keep things running as usual please proceed to payment',
            href: '/billing/',
          }
        : {
            intent: 'error',
            text: 'Your trial has ended. Please contact your admin to resume service',
            href: '/trial-ended/',
          }
      : null;

  const open = user.open_checkins;
  const checkinsBadge =
    type === 0
      ? null
      : {
          text:
            open.length === 0
              ? 'Check-ins completed'
              : `${open.length} ${open.length === 1 ? 'check-in waiting' : 'check-ins waiting'}`,
          links: open.map((checkin) => ({
            label: `${checkin.report__name} (${checkin.report__team__name})`,
            href: checkin.data__link,
          })),
        };

  return {
    tabs,
    mobileTabs,
    menu,
    teamLabel: team ? (team.service === 'NONE' ? 'New Team' : truncateTeamName(team.team_name)) : null,
    switchTeams,
    addTeam,
    trialCountdown,
    banner,
    checkinsBadge,
    whatsNew: HEADER_LINKS.whatsNew,
  };
}

/**
 * The guest header (part 1 §2.12): 'What is the product?' (the help article that answers it, not
 * the landing page the guest is usually already on), Login, Sign Up.
 */
export const GUEST_LINKS: TNavLink[] = [
  { label: 'What is Rollcall?', href: '/help/what-is-rollcall/' },
  { label: 'Login', href: '/accounts/login/' },
  { label: 'Sign Up', href: '/accounts/signup/' },
];
