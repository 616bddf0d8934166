/** Setup, platform connect (with the Microsoft Teams, Slack and Webex confirm pages and the Teams tab pages) and team settings pages by PAGE_ROUTES path. */
import { lazy } from 'react';
import type { TLazyPage } from '../page-types.ts';

// Both forms of the Microsoft Teams connect link draw the same confirm screen.
const MsTeamsConfirmPage: TLazyPage = lazy(() => import('./msteams-connect/MsTeamsConfirmPage.tsx'));

export const TEAM_PAGES: Readonly<Record<string, TLazyPage>> = {
  '/setup': lazy(() => import('./SetupPage.tsx')),
  '/platform/connect': lazy(() => import('./ConnectPlatformPage.tsx')),
  '/platform/email': lazy(() => import('./EmailConnectPage.tsx')),
  '/platform/slack': lazy(() => import('./SlackPage.tsx')),
  '/platform/msteams': lazy(() => import('./MsTeamsPage.tsx')),
  '/platform/webex': lazy(() => import('./WebexPage.tsx')),
  '/connect/msteams/:conversationId/:teamId/:adminId/:tenantId/:serviceUrl/:teamName': MsTeamsConfirmPage,
  '/connect/msteams/:slug/confirm': MsTeamsConfirmPage,
  '/connect/slack/:slug/confirm': lazy(() => import('./slack-connect/SlackConfirmPage.tsx')),
  '/connect/spark/:slug/confirm': lazy(() => import('./webex-connect/WebexConfirmPage.tsx')),
  '/msteams/tab/config': lazy(() => import('./msteams-tab/TabConfigPage.tsx')),
  '/msteams/tab/auth/done': lazy(() => import('./msteams-tab/TabAuthDonePage.tsx')),
  '/msteams/tab/login': lazy(() => import('./msteams-tab/TabCodeLoginPage.tsx')),
  '/teams/new': lazy(() => import('./NewTeamPage.tsx')),
  '/team/settings/general': lazy(() => import('./TeamSettingsPage.tsx')),
  '/team/settings/members/action/add': lazy(() => import('./InviteMembersPage.tsx')),
};
