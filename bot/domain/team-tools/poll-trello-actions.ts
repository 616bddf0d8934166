/**
 * The team's Trello board actions into the activity feed (part 3 §2.11; context.md: polled every
 * 5 minutes, board actions since the last id read): created cards and lists, comments and cards
 * moved between lists become trello-* items, keyed by the action id so a re-read is stored once.
 * A board's first read starts at the moment it was configured.
 */
import { z } from 'zod';
import type { TActivityData, TActivityVerb } from '../../../shared/activity.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { readAnswer } from '../work-tools/providers/team-tool-http.ts';
import { trelloGet } from '../work-tools/providers/trello.ts';
import { matchToolActor } from './match-tool-actor.ts';
import { type TTrelloConfig, updateTeamToolConfig } from './team-tool-settings.ts';
import type { TTeamToolsDeps } from './team-tools-deps.ts';

/** Trello answers at most this many actions a call (its documented maximum is 1000). */
const PAGE_SIZE = 100;

const ZNamed = z.object({ id: z.string().optional(), name: z.string().optional(), shortLink: z.string().optional() });
const ZAction = z.object({
  id: z.string(),
  type: z.string(),
  date: z.string(),
  idMemberCreator: z.string().optional(),
  memberCreator: z
    .object({ id: z.string(), username: z.string().optional(), fullName: z.string().optional() })
    .nullable()
    .optional()
    .catch(null),
  data: z
    .object({
      card: ZNamed.optional(),
      list: ZNamed.optional(),
      listBefore: ZNamed.optional(),
      listAfter: ZNamed.optional(),
      board: ZNamed.optional(),
      text: z.string().optional(),
    })
    .catch({}),
});
type TAction = z.infer<typeof ZAction>;

function itemOf(
  env: TTeamToolsDeps['env'],
  action: TAction,
  boardName: string,
): { verb: TActivityVerb; data: TActivityData } | null {
  const { card, list, listBefore, listAfter } = action.data;
  const cardUrl = card?.shortLink ? `${env.TRELLO_URL}/c/${card.shortLink}` : undefined;
  const base = { project: boardName.slice(0, 200), ...(cardUrl ? { url: cardUrl } : {}) };
  switch (action.type) {
    case 'createCard':
      return { verb: 'trello-created-card', data: { ...base, title: (card?.name ?? '').slice(0, 300) } };
    case 'createList':
      return { verb: 'trello-created-list', data: { project: base.project, title: (list?.name ?? '').slice(0, 300) } };
    case 'commentCard':
      return {
        verb: 'trello-commented',
        data: { ...base, title: (card?.name ?? '').slice(0, 300), comment: (action.data.text ?? '').slice(0, 500) },
      };
    case 'updateCard':
      if (!listBefore || !listAfter) return null;
      return {
        verb: 'trello-moved-card',
        data: {
          ...base,
          title: (card?.name ?? '').slice(0, 300),
          from: (listBefore.name ?? '').slice(0, 120),
          to: (listAfter.name ?? '').slice(0, 120),
        },
      };
    default:
      return null;
  }
}

export interface TTrelloTeamSetting {
  id: string;
  teamId: string;
  accountId: string;
  config: TTrelloConfig;
  token: string;
}

/** Reads new actions of each configured board and records them; answers how many were new. */
export async function pollTrelloActions(deps: TTeamToolsDeps, setting: TTrelloTeamSetting): Promise<number> {
  const sync = { ...setting.config.sync };
  let recorded = 0;
  for (const board of setting.config.boards) {
    const since = sync[board.id] ?? setting.config.configured_at;
    const raw = await trelloGet(deps.env, setting.token, `boards/${encodeURIComponent(board.id)}/actions`, {
      filter: 'createCard,createList,commentCard,updateCard',
      limit: String(PAGE_SIZE),
      memberCreator_fields: 'username,fullName',
      ...(since ? { since } : {}),
    });
    const actions = readAnswer(z.array(z.unknown()), raw)
      .map((value) => ZAction.safeParse(value))
      .flatMap((parsed) => (parsed.success ? [parsed.data] : []));
    // Trello answers newest first: record oldest first, remember the newest.
    for (const action of [...actions].reverse()) {
      const item = itemOf(deps.env, action, board.name);
      if (!item) continue;
      const actor = action.memberCreator;
      const userId = actor
        ? await matchToolActor(deps.db, setting.teamId, 'trello', { id: actor.id, login: actor.username ?? null })
        : null;
      const occurredAt = new Date(action.date);
      const stored = await recordActivity(deps.db, {
        accountId: setting.accountId,
        teamId: setting.teamId,
        userId,
        actorLabel: actor?.fullName ?? actor?.username ?? null,
        source: 'trello',
        verb: item.verb,
        occurredAt: Number.isNaN(occurredAt.getTime()) ? (deps.now?.() ?? new Date()) : occurredAt,
        data: item.data,
        deliveryKey: action.id,
      });
      if (stored) recorded++;
    }
    const newest = actions[0];
    if (newest) sync[board.id] = newest.id;
  }
  await updateTeamToolConfig(deps.db, setting.id, { ...setting.config, sync });
  return recorded;
}
