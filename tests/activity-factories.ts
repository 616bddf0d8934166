/**
 * Factories for team activity items, written through the one writer (recordActivity) so a test
 * lays out a feed in one call and says only what it cares about:
 *
 *   await buildActivity(db, { team, user, verb: 'pushed', at: '2027-03-10T15:00:00Z', data: { repo: 'acme/api' } });
 */
import { randomBytes } from 'node:crypto';
import type { TDb } from '../bot/db/client.ts';
import type { TTeamRow, TUserRow } from '../bot/domain/accounts/viewer.ts';
import { recordActivity } from '../bot/domain/activity/record-activity.ts';
import type { TActivityData, TActivityVerb } from '../shared/activity.ts';

export interface TBuildActivityOptions {
  team: TTeamRow;
  /** The member it is about; null for an unmatched sender (actorLabel names them). */
  user: Pick<TUserRow, 'id'> | null;
  verb: TActivityVerb;
  /** When it happened (ISO instant or Date). */
  at: string | Date;
  /** github by default. */
  source?: string;
  actorLabel?: string | null;
  data?: TActivityData;
  deliveryKey?: string | null;
}

/** Default details per verb, so a feed reads like a real one. */
function defaultData(verb: TActivityVerb): TActivityData {
  switch (verb) {
    case 'pushed':
      return {
        service: 'github',
        repo: 'acme/api',
        branch: 'main',
        commit_count: 3,
        url: 'https://github.example/acme/api/compare/a...b',
      };
    case 'jira-moved':
      return {
        title: 'PROJ-12 Login',
        from: 'To Do',
        to: 'In Progress',
        url: 'https://acme.atlassian.example/browse/PROJ-12',
      };
    default:
      return { title: 'Something happened', url: 'https://tools.example/item/1' };
  }
}

/** One stored item (answers whether it was new). */
export function buildActivity(db: TDb, options: TBuildActivityOptions): Promise<boolean> {
  return recordActivity(db, {
    accountId: options.team.accountId,
    teamId: options.team.id,
    userId: options.user?.id ?? null,
    actorLabel: options.actorLabel ?? null,
    source: options.source ?? 'github',
    verb: options.verb,
    occurredAt: typeof options.at === 'string' ? new Date(options.at) : options.at,
    data: options.data ?? defaultData(options.verb),
    deliveryKey: options.deliveryKey === undefined ? randomBytes(8).toString('hex') : options.deliveryKey,
  });
}
