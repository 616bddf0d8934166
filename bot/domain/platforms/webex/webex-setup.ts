/**
 * GET /api/v1/platform/webex (spec part 3 §2.8): what the Webex page says about this server's bot,
 * so an admin knows which address to add to a space. Webex not answering is not an error here:
 * the page then shows the bot as running with no address.
 */
import type { TWebexSetup } from '../../../../shared/webex.ts';

/** The bot's person as far as the page needs it. */
export interface TWebexBotIdentity {
  botPerson(): Promise<{ emails: string[]; displayName: string }>;
}

/** The page's facts; `bot` is undefined when Webex is off on this server. */
export async function getWebexSetup(bot: TWebexBotIdentity | undefined): Promise<TWebexSetup> {
  if (!bot) return { bot_running: false, bot_email: null, bot_name: null };
  try {
    const person = await bot.botPerson();
    return { bot_running: true, bot_email: person.emails[0] ?? null, bot_name: person.displayName || null };
  } catch {
    return { bot_running: true, bot_email: null, bot_name: null };
  }
}
