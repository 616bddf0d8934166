/** Setup, platform connect and team settings pages by PAGE_ROUTES path. */
import { lazy } from 'react';
import type { TLazyPage } from '../page-types.ts';

export const TEAM_PAGES: Readonly<Record<string, TLazyPage>> = {
  '/setup': lazy(() => import('./SetupPage.tsx')),
  '/platform/connect': lazy(() => import('./ConnectPlatformPage.tsx')),
  '/platform/email': lazy(() => import('./EmailConnectPage.tsx')),
  '/platform/slack': lazy(() => import('./SlackPage.tsx')),
  '/platform/msteams': lazy(() => import('./MsTeamsPage.tsx')),
  '/platform/webex': lazy(() => import('./WebexPage.tsx')),
  '/teams/new': lazy(() => import('./NewTeamPage.tsx')),
  '/team/settings/general': lazy(() => import('./TeamSettingsPage.tsx')),
  '/team/settings/members/action/add': lazy(() => import('./InviteMembersPage.tsx')),
};
