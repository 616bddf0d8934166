/**
 * The team_service_settings rows of Asana, Trello and Clubhouse (part 3 §2.10): read, saved and
 * deleted here only, so every use case and the poll agree on the config shapes (context.md:
 * asana {workspace_gid, workspace_name, project_gid, project_name, sync}, trello {boards, sync},
 * clubhouse {workspace, members}).
 */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { TTeamTool } from '../../../shared/work-tools.ts';
import type { TDb } from '../../db/client.ts';
import { teamServiceSettings } from '../../db/schema/index.ts';

export const ZAsanaConfig = z.object({
  workspace_gid: z.string(),
  workspace_name: z.string().nullable().catch(null),
  project_gid: z.string().nullable().catch(null),
  project_name: z.string().nullable().catch(null),
  /** The Asana events sync token of the project (null until the first poll). */
  sync: z.string().nullable().catch(null),
  /** When the configuration was saved (ISO). */
  configured_at: z.string().optional(),
});
export type TAsanaConfig = z.infer<typeof ZAsanaConfig>;

export const ZTrelloConfig = z.object({
  boards: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The newest action id read, by board id. */
  sync: z.record(z.string(), z.string()).catch({}),
  configured_at: z.string().optional(),
});
export type TTrelloConfig = z.infer<typeof ZTrelloConfig>;

export const ZClubhouseConfig = z.object({
  workspace: z.string().nullable().catch(null),
  members: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })).catch([]),
});
export type TClubhouseConfig = z.infer<typeof ZClubhouseConfig>;

/** The team's setting of one tool, or null when the tool is not configured. */
export async function findTeamToolSetting(db: TDb, teamId: string, service: TTeamTool) {
  const [row] = await db
    .select()
    .from(teamServiceSettings)
    .where(and(eq(teamServiceSettings.teamId, teamId), eq(teamServiceSettings.service, service)));
  return row ?? null;
}

/** Stores (or replaces) the team's setting of one tool. */
export async function saveTeamToolSetting(
  db: TDb,
  input: {
    teamId: string;
    service: TTeamTool;
    token: string | null;
    config: Record<string, unknown>;
    connectedBy: string | null;
  },
): Promise<void> {
  await db
    .insert(teamServiceSettings)
    .values(input)
    .onConflictDoUpdate({
      target: [teamServiceSettings.teamId, teamServiceSettings.service],
      set: { token: input.token, config: input.config, connectedBy: input.connectedBy, updatedAt: new Date() },
    });
}

/** Updates only the config of a setting (the poll's sync cursors). */
export async function updateTeamToolConfig(db: TDb, settingId: string, config: Record<string, unknown>): Promise<void> {
  await db
    .update(teamServiceSettings)
    .set({ config, updatedAt: new Date() })
    .where(eq(teamServiceSettings.id, settingId));
}

/** Deletes the team's setting of one tool; false when there was none. */
export async function deleteTeamToolSetting(db: TDb, teamId: string, service: TTeamTool): Promise<boolean> {
  const rows = await db
    .delete(teamServiceSettings)
    .where(and(eq(teamServiceSettings.teamId, teamId), eq(teamServiceSettings.service, service)))
    .returning({ id: teamServiceSettings.id });
  return rows.length > 0;
}
