/**
 * Factories for reports: a team with members and a valid report form for it, so tests say only
 * what they care about (`reportForm(members, { schedule: 'monthly' })`).
 */

import type { TDb } from '../bot/db/client.ts';
import type { TAccountRow, TTeamRow, TUserRow } from '../bot/domain/accounts/viewer.ts';
import type { TReportFormInput } from '../shared/reports.ts';
import { buildTeam, buildUser } from './factories.ts';

/** An email team with `count` members (account type 3). */
export async function buildTeamWithMembers(
  db: TDb,
  account: TAccountRow,
  count: number,
  values: Parameters<typeof buildTeam>[2] = {},
): Promise<{ team: TTeamRow; members: TUserRow[] }> {
  const team = await buildTeam(db, account, values);
  const members: TUserRow[] = [];
  for (let index = 0; index < count; index++) {
    const { user } = await buildUser(db, { account, teams: [team], firstName: `Member${index + 1}` });
    members.push(user);
  }
  return { team, members };
}

/** A daily-standup-like form for these members; `overrides` replace top-level fields, `config` merges. */
export function reportForm(
  members: ReadonlyArray<Pick<TUserRow, 'id'>>,
  overrides: Partial<TReportFormInput> & { config?: Partial<TReportFormInput['config']> } = {},
): TReportFormInput {
  const { config, ...rest } = overrides;
  return {
    name: 'Daily Standup',
    config: {
      fields: [
        { type: 'text', value: 'What did you do yesterday?' },
        { type: 'text', value: 'What will you do today?' },
        { type: 'text', value: 'Anything blocking you?' },
      ],
      hour: 10,
      minute: 0,
      time_zone: 'America/Toronto',
      day_of_week: '1-5',
      ...config,
    },
    schedule: 'weekly',
    users: members.map((member) => member.id),
    ...rest,
  };
}
