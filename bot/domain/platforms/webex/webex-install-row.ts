/**
 * A Webex install as the domain reads it: one row of webex_installs (a space the bot was added
 * to), and the same row in the shape the one connect path takes (its team name is the space's title).
 */
import type { webexInstalls } from '../../../db/schema/index.ts';

export type TWebexInstallRow = typeof webexInstalls.$inferSelect;

/** The row with `teamName`, what connectInstall names a new team after. */
export type TWebexConnectInstall = TWebexInstallRow & { teamName: string };

/** The row as the connect path takes it. */
export function webexConnectInstallOf(row: TWebexInstallRow): TWebexConnectInstall {
  return { ...row, teamName: row.roomTitle };
}
