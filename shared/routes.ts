/**
 * Every page route of the web app (spec part 1 §2.1 plus the header's links), in one list that
 * the React router and the server's SPA fallback both read, so a page can never exist in one and
 * be missing from the other.
 */

/** Which frame a page is drawn in: the common layout, the bare check-in layout or a blank wrapper. */
export type TPageLayout = 'common' | 'bare' | 'blank';

/** The spec area a page belongs to; pages not built yet name it in their empty state. */
export type TPageArea =
  | 'entry'
  | 'onboarding'
  | 'account-settings'
  | 'personal-settings'
  | 'team-settings'
  | 'platform'
  | 'reports'
  | 'checkin'
  | 'dashboard'
  | 'billing'
  | 'insights'
  | 'activity';

export interface TPageRoute {
  /** React Router pattern (`:param` segments), without a trailing slash. */
  path: string;
  /** Page title shown in the browser tab and the page heading. */
  title: string;
  layout: TPageLayout;
  area: TPageArea;
  /** One sentence saying what the page is for; shown while the page is not built yet. */
  purpose: string;
}

const page = (
  path: string,
  title: string,
  area: TPageArea,
  purpose: string,
  layout: TPageLayout = 'common',
): TPageRoute => ({ path, title, area, purpose, layout });

export const PAGE_ROUTES: readonly TPageRoute[] = [
  page('/', 'Home', 'entry', 'Your open check-ins, your teams and the latest reports at a glance.'),
  // Entry and onboarding (spec part 1)
  page('/accounts/login', 'Log in', 'entry', 'Sign in with email and password, Microsoft or Slack.'),
  page('/accounts/tab-login', 'Log in', 'entry', 'Sign in from inside a Microsoft Teams tab.'),
  page('/accounts/signup', 'Sign up', 'entry', 'Start a free trial with your work email, Microsoft or Slack.'),
  page(
    '/accounts/signup/:hash/confirm',
    'Create your account',
    'entry',
    'The three-step signup: organization, account and a short survey.',
  ),
  page(
    '/accounts/signup/confirm/:slug',
    'Finish signing up',
    'entry',
    'Finish a signup that started from a chat-platform install.',
  ),
  page(
    '/accounts/signup_blocked',
    'Registration on hold',
    'entry',
    'Explains why a registration from this domain needs a manual review.',
  ),
  page(
    '/accounts/msteams/marketplace',
    'Microsoft marketplace signup',
    'entry',
    'Sign up through a Microsoft commercial marketplace subscription.',
  ),
  page(
    '/accounts/marketplace/activate',
    'Activate subscription',
    'entry',
    'Activate a marketplace subscription and link it to your account.',
  ),
  page(
    '/accounts/microsoft/register/:slug',
    'Register with Microsoft',
    'entry',
    'Register with your Microsoft work account.',
  ),
  page('/accounts/slack/register/:slug', 'Register with Slack', 'entry', 'Register with your Slack workspace.'),
  page(
    '/accounts/microsoft/install-register/:slug',
    'Create your Rollcall account',
    'entry',
    'Register with Microsoft or email to connect the Microsoft Teams team you added Rollcall to.',
  ),
  page('/accounts/reset-trial', 'Reset trial', 'entry', 'Extend your trial by 14 days.'),
  page(
    '/accounts/invite/:hash/confirm',
    'Accept your invite',
    'entry',
    'Register and accept an invitation to an organization.',
  ),
  page('/accounts/forgot-password', 'Forgot password', 'entry', 'Get a link by email to choose a new password.'),
  page('/accounts/password-reset/:uuid', 'Choose a new password', 'entry', 'Choose a new password from a reset link.'),
  page('/accounts/magic_link/request', 'Sign in with one click', 'entry', 'Get a one-time sign-in link by email.'),
  page(
    '/accounts/magic_link/:token',
    'Sign in to Rollcall',
    'entry',
    'Sign in with the one-time link from your email.',
  ),
  page(
    '/accounts/verify-email/:token',
    'Confirm your email',
    'entry',
    'Confirm your email address to finish signing up.',
  ),
  page(
    '/onboarding',
    'Learning center',
    'onboarding',
    'Guides for members and admins: standups, time zones, notifications, analytics.',
  ),
  page(
    '/onboarding/:topic',
    'Learning center',
    'onboarding',
    'One topic of the learning center, step by step: beginner, collaboration or power user.',
  ),
  page('/whats-new', "What's new", 'onboarding', 'Release notes: product updates and internal updates, newest first.'),
  page('/whats-new/:slug', "What's new", 'onboarding', 'One release note, in full.'),
  page('/help', 'Help Desk', 'onboarding', 'Answers to common questions about Rollcall, and how to reach us.'),
  page('/help/:slug', 'Help Desk', 'onboarding', 'One help article.'),
  page('/contact', 'Contact us', 'onboarding', 'Send a message to the people who run this Rollcall server.'),
  page('/demo', 'Demo', 'onboarding', 'A guided look at Rollcall with sample data.'),
  page('/demo/trial', 'Start your free trial', 'onboarding', 'Leave the demo and start a trial of your own.'),
  page('/setup', 'Setup', 'platform', 'Connect a platform, create your first report and invite your team.'),
  page('/trial-ended', 'Trial ended', 'billing', "Your organization's trial has ended; contact one of its admins."),
  // Account settings and billing (spec part 2)
  page(
    '/accounts/settings/general',
    'Organization usage',
    'account-settings',
    'Organization name, active members per team and account actions.',
  ),
  page(
    '/accounts/settings/members',
    'Roles & permissions',
    'account-settings',
    'Organization members, their roles and invitations.',
  ),
  page('/accounts/settings/labs', 'Labs', 'account-settings', 'Beta features you can turn on for your organization.'),
  page('/accounts/data/delete', 'Cancel account', 'billing', 'Cancel your subscription and remove all of your data.'),
  page(
    '/accounts/convert-free-plan',
    'Convert to the free plan',
    'billing',
    'Move to the free plan: up to 10 people, email only, 7-day history.',
  ),
  page('/billing', 'Billing', 'billing', 'Plans, seats, payment card and invoices.'),
  // Personal settings (spec part 2 §2.4)
  page(
    '/my/settings/general',
    'My settings',
    'personal-settings',
    'Your photo, time zone and notification preference.',
  ),
  page(
    '/my/settings/vacations',
    'My vacations',
    'personal-settings',
    'The days you are away, so nobody chases you for a check-in.',
  ),
  page(
    '/my/settings/vacations/calendars',
    'Vacation calendar',
    'personal-settings',
    'Pick the Outlook calendar your vacations are synced from.',
  ),
  page(
    '/my/settings/services',
    'Task & Activity',
    'personal-settings',
    'Connect JIRA, Azure DevOps, Asana, Trello, GitHub, Planner and Clubhouse.',
  ),
  page(
    '/my/settings/outlook-activity',
    'Outlook activity',
    'personal-settings',
    'Show your Outlook calendar events in the team activity.',
  ),
  page('/my/settings/password', 'Password', 'personal-settings', 'Set or change your password.'),
  page(
    '/my/settings/api-tokens',
    'API tokens',
    'personal-settings',
    'Personal tokens for the Rollcall REST API: create, see when they were used, revoke.',
  ),
  // Team settings (spec part 3 §2.9-§2.12)
  page('/team/settings/general', 'Team settings', 'team-settings', 'Team info, members and their time zones.'),
  page('/team/settings/security', 'Security', 'team-settings', 'Shared team access and data retention.'),
  page('/team/settings/hashtags', 'Hashtags', 'team-settings', 'Hashtags that group report entries.'),
  page('/team/settings/vacations', 'Team vacations', 'team-settings', 'Days the whole team is off.'),
  page(
    '/team/settings/members/action/add',
    'Invite team members',
    'team-settings',
    'Invite people to this team by name and email.',
  ),
  page(
    '/team/settings/services',
    'Integrations',
    'team-settings',
    'Zapier, JIRA, GitHub, Azure DevOps, GitLab, Bitbucket and Clubhouse.',
  ),
  page(
    '/team/settings/services/configure-asana',
    'Configure Asana',
    'team-settings',
    'Choose the Asana workspace and project for this team.',
  ),
  page(
    '/team/settings/services/disable-asana',
    'Disable Asana',
    'team-settings',
    'Turn off the Asana integration for this team.',
  ),
  page(
    '/team/settings/services/authorize-trello',
    'Authorize Trello',
    'team-settings',
    'Authorize Rollcall to read your Trello boards.',
  ),
  page(
    '/team/settings/services/configure-trello',
    'Configure Trello',
    'team-settings',
    'Choose the Trello boards for this team.',
  ),
  page(
    '/team/settings/services/disable-trello',
    'Disable Trello',
    'team-settings',
    'Turn off the Trello integration for this team.',
  ),
  page(
    '/team/settings/services/trello-callback',
    'Connecting to Trello',
    'team-settings',
    'Finishes the Trello authorization.',
    'blank',
  ),
  page(
    '/team/settings/services/connect-clubhouse',
    'Connect Clubhouse',
    'team-settings',
    'Connect Clubhouse with an API token.',
  ),
  page(
    '/team/settings/services/disable-clubhouse',
    'Disable Clubhouse',
    'team-settings',
    'Turn off the Clubhouse integration for this team.',
  ),
  page(
    '/team/settings/webhooks',
    'Outgoing webhooks',
    'team-settings',
    'Send signed events to your own systems when check-ins are submitted and runs are summarised.',
  ),
  page('/team/activity', 'Team activity', 'activity', 'Check-ins and work-tool events of your team, day by day.'),
  page('/team/insights', 'Insights', 'insights', 'Search, filter and export report entries.'),
  page('/teams/new', 'New team', 'platform', 'Create another team and connect it to a platform.'),
  // Platform connection (spec part 1 §2.10, part 3 §2.8)
  page(
    '/platform/connect',
    'Connect a platform',
    'platform',
    'Choose where your team answers: Slack, Microsoft Teams, Webex or email.',
  ),
  page('/platform/slack', 'Connect Slack', 'platform', 'Install Rollcall in your Slack workspace.'),
  page(
    '/platform/msteams',
    'Connect Microsoft Teams',
    'platform',
    'Add the Rollcall bot to your Microsoft Teams team.',
  ),
  page('/platform/webex', 'Connect Cisco Webex Teams', 'platform', 'Add the Rollcall bot to your Webex team.'),
  page('/platform/email', 'Connect Email', 'platform', 'Run check-ins by plain email.'),
  page(
    '/connect/msteams/:conversationId/:teamId/:adminId/:tenantId/:serviceUrl/:teamName',
    'Connect Microsoft Teams',
    'platform',
    'Confirm linking a Microsoft Teams team to Rollcall.',
  ),
  page(
    '/connect/msteams/:slug/confirm',
    'Connect Microsoft Teams',
    'platform',
    'Confirm linking a Microsoft Teams team to Rollcall.',
  ),
  // The configuration page of Rollcall's channel tab, opened by Microsoft Teams inside its dialog.
  page(
    '/msteams/tab/config',
    'Rollcall tab',
    'platform',
    'Choose what the Rollcall tab in a Microsoft Teams channel shows.',
    'bare',
  ),
  // The sign-in popup of a Teams tab and the tab's own sign-in with the popup's code (spec part 1 §2.2).
  page(
    '/msteams/tab/auth/done',
    'Signing you in',
    'entry',
    'Hands the Microsoft Teams tab that opened this window a one-time sign-in code.',
    'bare',
  ),
  page(
    '/msteams/tab/login',
    'Signing you in',
    'entry',
    'Signs the Microsoft Teams tab in with the code its sign-in window handed over.',
    'bare',
  ),
  page('/connect/slack/:slug/confirm', 'Connect Slack', 'platform', 'Confirm linking a Slack workspace to Rollcall.'),
  page(
    '/connect/spark/:slug/confirm',
    'Connect Cisco Webex Teams',
    'platform',
    'Confirm linking a Webex team to Rollcall.',
  ),
  // Reports (spec part 3 §2.1-§2.5)
  page('/reports', 'Reports', 'reports', 'Automated workflows for your team.'),
  page('/reports/presets', 'Report templates', 'reports', 'Start a report from a template or build a custom one.'),
  page(
    '/report/manage/:reportId',
    'Update report configuration',
    'reports',
    'Questions, members, schedule, sharing and visibility of a report.',
  ),
  page(
    '/report/edit/:slug',
    'Update report configuration',
    'reports',
    'Questions, members, schedule, sharing and visibility of a report.',
  ),
  page(
    '/report/history/:reportId',
    'Report history',
    'reports',
    'Participation, goals and blockers of a report over time.',
  ),
  page(
    '/report/history/:reportId/member/:memberId',
    'Participation',
    'reports',
    "One member's participation, goals and blockers over time.",
  ),
  page('/report-confirm', 'Report confirmed', 'reports', 'Confirmation after a report change.'),
  // Check-in (spec part 3 §2.6), bare layout
  page('/checkin/:hash', 'Check-in', 'checkin', 'Answer the questions of your check-in.', 'bare'),
  page('/report/checkin/:hash', 'Check-in', 'checkin', 'Answer the questions of your check-in.', 'bare'),
  // Dashboards (spec part 3 §2.7)
  page('/dashboard', 'Dashboard', 'dashboard', 'The latest report of your current team.'),
  page(
    '/dashboard/:teamId/report/:reportId/date/:reportKey/dashboard',
    'Dashboard',
    'dashboard',
    'Every answer of one report run, by member.',
  ),
  page(
    '/dashboard/:teamId/report/:reportId/date/:reportKey/dashboard-alternative',
    'Dashboard by question',
    'dashboard',
    'Every answer of one report run, by question.',
  ),
  page(
    '/dashboard/:teamId/report/:reportId/members/:memberId/dashboard',
    'Member dashboard',
    'dashboard',
    "One member's answers across report runs.",
  ),
  page('/dashboard/:teamId/hashtag/:tag', 'Hashtag', 'dashboard', 'Report entries of a team tagged with one hashtag.'),
  page(
    '/url2png/report_avatar/:hash',
    'Report avatar',
    'dashboard',
    'The image of a report used in link previews.',
    'blank',
  ),
];

/** Turns a React Router pattern into a regular expression matching the same paths (optional trailing slash). */
export function routePatternToRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body === '' ? '' : body}/?$`);
}

const compiled = PAGE_ROUTES.map((route) => ({ route, regexp: routePatternToRegExp(route.path) }));

/** Finds the page a browser path belongs to, or undefined; the server uses it to decide 200 or 404. */
export function findPageRoute(pathname: string): TPageRoute | undefined {
  return compiled.find(({ regexp }) => regexp.test(pathname))?.route;
}
