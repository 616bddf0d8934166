/**
 * What a signed-out visitor of a Webex welcome link learns (spec part 1 §2.7): only the slug,
 * which leads to the chat-install signup and back to the confirm screen, and only while the link
 * can still be used; nothing of the space, since nobody has said who they are yet.
 */
import type { TMsTeamsGuestContext } from '../../../../shared/install-register.ts';
import { WEBEX_MESSAGES } from '../../../../shared/webex.ts';
import { connectRefusalError, linkLifeRefusal } from '../msteams/connect-link-rules.ts';
import type { TWebexInstallRow } from './webex-install-row.ts';

/** The guest's context of a link the server already opened, or the link's refusal. */
export function getWebexGuestContext(install: TWebexInstallRow, now: Date): TMsTeamsGuestContext {
  const life = linkLifeRefusal(install, now);
  if (life) throw connectRefusalError(life, 'link', WEBEX_MESSAGES);
  return { activation_slug: install.slug };
}
