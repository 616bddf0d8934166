/**
 * What /accounts/microsoft/install-register/{slug}/ shows (spec part 1 §2.7): the Teams team the
 * installer added the bot to, its platform (the page's texts follow it) and whether the Microsoft
 * button is offered.
 */
import type { TInstallRegisterContext } from '../../../../shared/install-register.ts';
import type { TDb } from '../../../db/client.ts';
import { MICROSOFT_SIGNUP_PLATFORM } from '../microsoft/microsoft-identity.ts';
import { installForSignup } from './install-for-signup.ts';

/** The page's context, or the connect link's refusal for an unknown, used or expired slug. */
export async function getInstallRegisterContext(
  db: TDb,
  slug: string,
  options: { microsoftConfigured: boolean; now: Date },
): Promise<TInstallRegisterContext> {
  const install = await installForSignup(db, slug, options.now);
  return {
    // Every install in msteams_installs came from Microsoft Teams.
    platform: MICROSOFT_SIGNUP_PLATFORM,
    team_name: install.teamName,
    microsoft: options.microsoftConfigured,
  };
}
