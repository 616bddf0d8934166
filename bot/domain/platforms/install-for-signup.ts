/**
 * The install a chat-install signup (spec part 1 §2.7) or a signed-out visitor of a connect link
 * may go on from, whichever platform's bot issued the slug (a Microsoft Teams install, or a Webex
 * space's signed welcome link): its link still unused and unexpired, and no Rollcall team holding
 * it yet (a new organization could never connect a team another one holds, so it is refused before
 * anyone registers for nothing). The refusals are the platform's link words (they name nothing of
 * the team).
 */
import { AppError } from '../../../shared/errors.ts';
import { installConfirmPath } from '../../../shared/install-register.ts';
import { MSTEAMS_MESSAGES } from '../../../shared/msteams.ts';
import type { TPlatform } from '../../../shared/roles.ts';
import { WEBEX_MESSAGES } from '../../../shared/webex.ts';
import type { TDb } from '../../db/client.ts';
import { installOfSlug } from './msteams/activation-link.ts';
import {
  connectRefusalError,
  linkLifeRefusal,
  type TConnectLinkFacts,
  type TConnectLinkWords,
} from './msteams/connect-link-rules.ts';
import { SERVICE } from './platform-names.ts';
import { installOfWelcomeSlug } from './webex/welcome-link.ts';

/** What the signup needs of the install a slug names. */
export interface TSignupInstall {
  /** The platform whose bot issued the slug (the page's texts and the new account follow it). */
  platform: TPlatform;
  slug: string;
  /** The platform team (Teams team, Webex space) the bot was added to. */
  teamName: string;
  /** The install's confirm screen, where the person connects it once they have a login. */
  confirmPath: string;
}

/** Throws the link's refusal unless a newcomer may still register for and connect this install. */
export function assertInstallOpenForNewcomer(
  install: TConnectLinkFacts,
  now: Date,
  words: TConnectLinkWords = MSTEAMS_MESSAGES,
): void {
  const life = linkLifeRefusal(install, now);
  if (life) throw connectRefusalError(life, 'link', words);
  if (install.teamId) throw connectRefusalError('linked_elsewhere', 'link', words);
}

/**
 * The install of an install-register slug, or the link's refusal (404/403 with the platform's
 * words). `secret` (SESSION_SECRET) checks a Webex slug's signature.
 */
export async function installForSignup(db: TDb, slug: string, now: Date, secret: string): Promise<TSignupInstall> {
  const teams = slug.length <= 100 ? await installOfSlug(db, slug) : null;
  if (teams) {
    assertInstallOpenForNewcomer(teams, now);
    const platform = SERVICE.msteams;
    return { platform, slug, teamName: teams.teamName, confirmPath: installConfirmPath(slug, platform) };
  }
  const webex = await installOfWelcomeSlug(db, slug, secret);
  if (webex) {
    assertInstallOpenForNewcomer(webex, now, WEBEX_MESSAGES);
    const platform = SERVICE.webex;
    return { platform, slug, teamName: webex.roomTitle, confirmPath: installConfirmPath(slug, platform) };
  }
  // Only Webex's signed slugs have a dot (Teams slugs are plain base64url): answer in its words.
  throw new AppError('NOT_FOUND', slug.includes('.') ? WEBEX_MESSAGES.linkInvalid : MSTEAMS_MESSAGES.linkInvalid);
}
