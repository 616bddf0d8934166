/**
 * What a signed-out visitor of a Teams connect link learns (spec part 1 §2.7): only the install's
 * slug, which leads to the chat-install signup and to the /connect/msteams/{slug}/confirm/ form of
 * the link (both still ask who they are before anything is connected), and only while the link
 * can still be used; nothing of the team, since nobody has said who they are yet.
 */
import type { TMsTeamsGuestContext } from '../../../../shared/install-register.ts';
import { connectRefusalError, linkLifeRefusal } from './connect-link-rules.ts';
import type { TInstallRow } from './record-install.ts';

/** The guest's context of a link the server already opened, or the link's refusal. */
export function getMsTeamsGuestContext(install: TInstallRow, now: Date): TMsTeamsGuestContext {
  const life = linkLifeRefusal(install, now);
  if (life) throw connectRefusalError(life, 'link');
  return { activation_slug: install.slug };
}
