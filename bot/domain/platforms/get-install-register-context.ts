/**
 * What /accounts/microsoft/install-register/{slug}/ shows (spec part 1 §2.7): the platform team
 * the installer added the bot to, its platform (the page's texts follow it: Microsoft credentials
 * or email for Teams, the Cisco Webex email text otherwise) and whether the Microsoft button is
 * offered (only for a Teams install, and only when Sign in with Microsoft is configured).
 */
import type { TInstallRegisterContext } from '../../../shared/install-register.ts';
import type { TDb } from '../../db/client.ts';
import { installForSignup } from './install-for-signup.ts';
import { SERVICE } from './platform-names.ts';

/** The page's context, or the connect link's refusal for an unknown, used or expired slug. */
export async function getInstallRegisterContext(
  db: TDb,
  slug: string,
  options: { microsoftConfigured: boolean; now: Date; secret: string },
): Promise<TInstallRegisterContext> {
  const install = await installForSignup(db, slug, options.now, options.secret);
  return {
    platform: install.platform,
    team_name: install.teamName,
    microsoft: options.microsoftConfigured && install.platform === SERVICE.msteams,
  };
}
