/**
 * The viewer: who is asking, in which account, with which role and current team. Every
 * authorization decision on the server reads this one object.
 */

import type { TAccountTypeId } from '../../../shared/roles.ts';
import type { accounts, teams, users } from '../../db/schema/index.ts';

export type TUserRow = typeof users.$inferSelect;
export type TAccountRow = typeof accounts.$inferSelect;
export type TTeamRow = typeof teams.$inferSelect;

export interface TViewer {
  sessionId: string;
  user: TUserRow;
  account: TAccountRow;
  accountTypeId: TAccountTypeId;
  /** Teams this viewer may open: all of the account's for types 0 and 1, else the teams they belong to. */
  teams: TTeamRow[];
  currentTeam: TTeamRow | null;
}
