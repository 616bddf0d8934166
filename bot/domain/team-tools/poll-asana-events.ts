/**
 * The team's Asana project events into the activity feed (part 3 §2.11; context.md: polled every
 * 5 minutes with the project's sync token): GET /api/1.0/events?resource=<project>&sync=<token>.
 * The first read (and a token Asana no longer knows) answers 412 with a fresh token: events start
 * from then. Task events become asana-created/updated/completed/moved-task items. Asana events
 * carry no id, so the delivery key is a digest of the event: a re-read event is stored once.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { TActivityVerb } from '../../../shared/activity.ts';
import { teamServiceSettings } from '../../db/schema/index.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { asanaProvider } from '../work-tools/providers/asana.ts';
import { callTool, readAnswer } from '../work-tools/providers/team-tool-http.ts';
import { sealAsanaTokens } from './configure-asana.ts';
import { matchToolActor } from './match-tool-actor.ts';
import { type TAsanaConfig, updateTeamToolConfig } from './team-tool-settings.ts';
import type { TTeamToolsDeps } from './team-tools-deps.ts';

/** At most this many pages of events a poll reads (100 events each). */
const MAX_PAGES = 10;

const ZCompact = z.object({
  gid: z.string(),
  name: z.string().nullable().optional().catch(null),
  resource_type: z.string().optional(),
});
const ZAsanaEvent = z.object({
  user: ZCompact.nullable().optional().catch(null),
  resource: ZCompact,
  parent: ZCompact.nullable().optional().catch(null),
  action: z.string(),
  created_at: z.string(),
  change: z
    .object({ field: z.string().optional(), action: z.string().optional(), new_value: z.unknown().optional() })
    .nullable()
    .optional()
    .catch(null),
});
type TAsanaEvent = z.infer<typeof ZAsanaEvent>;
const ZEventsAnswer = z.object({
  data: z.array(z.unknown()).catch([]),
  sync: z.string(),
  has_more: z.boolean().optional(),
});

/** The verb of a task event, or null for events the feed does not show. */
function verbOf(event: TAsanaEvent): TActivityVerb | null {
  if (event.resource.resource_type !== 'task') return null;
  if (event.action === 'added' && event.parent?.resource_type === 'project') return 'asana-created-task';
  if (event.action === 'added' && event.parent?.resource_type === 'section') return 'asana-moved-task';
  if (event.action === 'changed' && event.change?.field === 'completed') {
    return event.change.new_value === true ? 'asana-completed-task' : 'asana-updated-task';
  }
  if (event.action === 'changed') return 'asana-updated-task';
  return null;
}

export interface TAsanaTeamSetting {
  id: string;
  teamId: string;
  accountId: string;
  config: TAsanaConfig;
  tokens: { accessToken: string; refreshToken: string | null; expiresAt: Date | null };
}

/** Reads new events of the team's Asana project and records them; answers how many were new. */
export async function pollAsanaEvents(deps: TTeamToolsDeps, setting: TAsanaTeamSetting): Promise<number> {
  const { config } = setting;
  if (!config.project_gid) return 0;
  let tokens = setting.tokens;
  const now = deps.now?.() ?? new Date();
  if (tokens.expiresAt && tokens.expiresAt.getTime() - 60_000 < now.getTime() && tokens.refreshToken) {
    const fresh = await asanaProvider.refresh!(deps.env, tokens.refreshToken);
    tokens = { ...fresh, refreshToken: fresh.refreshToken ?? tokens.refreshToken };
    await deps.db
      .update(teamServiceSettings)
      .set({ token: sealAsanaTokens(deps, tokens), updatedAt: now })
      .where(eq(teamServiceSettings.id, setting.id));
  }
  let sync = config.sync;
  let recorded = 0;
  for (let page = 0; page < MAX_PAGES; page++) {
    const url = new URL('/api/1.0/events', deps.env.ASANA_URL);
    url.searchParams.set('resource', config.project_gid);
    if (sync) url.searchParams.set('sync', sync);
    const answer = await callTool(url.toString(), {
      headers: { authorization: `Bearer ${tokens.accessToken}`, accept: 'application/json' },
      accept: [412],
    });
    const body = readAnswer(ZEventsAnswer, answer.json);
    sync = body.sync;
    if (answer.status === 412) break;
    for (const raw of body.data) {
      const parsed = ZAsanaEvent.safeParse(raw);
      if (!parsed.success) continue;
      const event = parsed.data;
      const verb = verbOf(event);
      if (!verb) continue;
      const occurredAt = new Date(event.created_at);
      const userId = event.user ? await matchToolActor(deps.db, setting.teamId, 'asana', { id: event.user.gid }) : null;
      const key = createHash('sha256')
        .update(
          JSON.stringify([event.created_at, event.resource.gid, event.action, event.parent?.gid, event.change?.field]),
        )
        .digest('hex');
      const stored = await recordActivity(deps.db, {
        accountId: setting.accountId,
        teamId: setting.teamId,
        userId,
        actorLabel: event.user?.name ?? null,
        source: 'asana',
        verb,
        occurredAt: Number.isNaN(occurredAt.getTime()) ? now : occurredAt,
        data: {
          title: (event.resource.name ?? event.resource.gid).slice(0, 300),
          url: `${deps.env.ASANA_URL}/0/${config.project_gid}/${event.resource.gid}`,
          project: (config.project_name ?? '').slice(0, 200) || undefined,
          ...(verb === 'asana-moved-task' && event.parent?.name ? { to: event.parent.name.slice(0, 120) } : {}),
        },
        deliveryKey: key,
      });
      if (stored) recorded++;
    }
    if (!body.has_more) break;
  }
  await updateTeamToolConfig(deps.db, setting.id, { ...config, sync });
  return recorded;
}
