/**
 * Chat-install signup (spec part 1 §2.7): an installer who added the bot in Microsoft Teams or
 * Cisco Webex but has no Rollcall login registers at /accounts/microsoft/install-register/{slug}/
 * (slug: the install's /connect/msteams/{slug}/confirm/ or /connect/spark/{slug}/confirm/ handle)
 * with Microsoft (Teams only) or with email, and comes back to that confirm screen to connect the
 * team. Shared by the server and the web app.
 */
import { z } from 'zod';
import { webexConfirmPath, webexSlugOfConfirmPath } from './webex.ts';

/** The spec's platform value of a Webex install (its confirm screen is /connect/spark/...). */
const WEBEX_PLATFORM = 'SPARK';

/** The page of an install's chat-install signup. */
export function installRegisterPath(slug: string): string {
  return `/accounts/microsoft/install-register/${encodeURIComponent(slug)}/`;
}

/** The Microsoft sign-up button's server route (a full page load). */
export function installRegisterMicrosoftPath(slug: string): string {
  return `${installRegisterPath(slug)}microsoft/`;
}

/** Where the email form posts (`email`). */
export function installRegisterEmailPath(slug: string): string {
  return `${installRegisterPath(slug)}email/`;
}

/**
 * The install's confirm screen, where the person connects the team once they have a login;
 * `platform` is the install-register context's (a Teams install when left out).
 */
export function installConfirmPath(slug: string, platform?: string): string {
  if (platform === WEBEX_PLATFORM) return webexConfirmPath(slug);
  return `/connect/msteams/${encodeURIComponent(slug)}/confirm/`;
}

/** The install-register page's confirm screen slug, read back from a confirm path (null for others). */
export function installSlugOfConfirmPath(path: string | null | undefined): string | null {
  const match = path ? /^\/connect\/msteams\/([\w-]{1,100})\/confirm\/?$/.exec(path) : null;
  return match?.[1] ?? webexSlugOfConfirmPath(path);
}

/**
 * GET /api/v1/accounts/microsoft/install-register/{slug}/ — what the page shows. 404 with the
 * connect link's reason for an unknown, used, expired or already connected install.
 */
export const ZInstallRegisterContext = z.object({
  /** The chat platform of the install ('MSTEAMS'); the page's texts follow it. */
  platform: z.string(),
  /** The chat team the bot was added to. */
  team_name: z.string(),
  /** Whether Sign in with Microsoft is configured (the Microsoft button is shown only then). */
  microsoft: z.boolean(),
});
export type TInstallRegisterContext = z.infer<typeof ZInstallRegisterContext>;

/** GET /api/v1/connect/msteams/.../guest/ — a signed-out visitor's way on from a connect link. */
export const ZMsTeamsGuestContext = z.object({
  /** The install's slug: its install-register page and its /connect/msteams/{slug}/confirm/ form. */
  activation_slug: z.string(),
});
export type TMsTeamsGuestContext = z.infer<typeof ZMsTeamsGuestContext>;

export const INSTALL_REGISTER_MESSAGES = {
  /** The Microsoft sign-up button's route opened with a Webex install's slug. */
  microsoftTeamsOnly:
    'Sign up with Microsoft is for Microsoft Teams installs. Create your account with your email address to connect your Cisco Webex Teams space.',
} as const;

export const INSTALL_REGISTER_TEXTS = {
  /** Spec part 1 §2.7: for MSTEAMS, email and password or Microsoft credentials. */
  msteams:
    'Create your Rollcall account to connect your team. Use your Microsoft credentials, or your email address and a password.',
  msteamsEmailOnly: 'Create your Rollcall account to connect your team with your email address and a password.',
  /** Spec part 1 §2.7: other platforms get the Cisco Webex email text. */
  webex:
    'Create your Rollcall account with the email address you use in Cisco Webex Teams, so your teammates find you there.',
  emailButton: 'Continue with email',
} as const;
