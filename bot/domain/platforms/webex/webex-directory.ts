/**
 * The port the Webex adapter offers the domain for reading a space (ARCHITECTURE §3.1): its title
 * and the people in it (bots left out), and one person who just joined. The REST calls stay in
 * bot/adapters/webex/.
 */
import type { TPlatformRoster, TRosterMember } from '../import-roster.ts';

export interface TWebexDirectory {
  /** The space's title and every person in it (all pages; the bot and other bots left out). */
  readRoster(install: { roomId: string; roomTitle: string }): Promise<TPlatformRoster>;
  /** One person by Webex person id; null for a bot or someone Webex does not know. */
  readPerson(personId: string): Promise<TRosterMember | null>;
}
