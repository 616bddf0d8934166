/**
 * Reading Slack installs and their bot tokens (issue 18). Tokens live sealed in slack_installs;
 * only this module opens them, for the Slack adapter's authorize step and its outbound calls.
 */
import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { slackInstalls } from '../../../db/schema/index.ts';
import type { TSecretBox } from '../../secrets/secret-box.ts';

export type TSlackInstallRow = typeof slackInstalls.$inferSelect;

/** Which workspace an inbound Slack request is about (Bolt's authorize source). */
export interface TSlackWorkspaceRef {
  teamId?: string | undefined;
  isEnterpriseInstall: boolean;
}

/** What a Slack call for a workspace needs: the opened bot token and the bot's ids. */
export interface TSlackBotAuthorization {
  installId: string;
  botToken: string;
  botUserId: string;
  appId: string;
  slackTeamId: string;
  enterpriseId: string | null;
}

/** Seals a bot token for storage. */
export function sealSlackToken(box: TSecretBox, token: string): string {
  return box.seal(token);
}

/** Opens a stored token; null when it was erased or sealed under another SESSION_SECRET. */
export function openSlackToken(box: TSecretBox, sealed: string | null): string | null {
  return sealed === null ? null : box.open(sealed);
}

/**
 * The bot authorization of a workspace from our install store: the live install of that workspace
 * (one linked to a Rollcall team first, else the newest), or null when none has a usable token.
 */
export async function findSlackBotAuthorization(
  db: TDb,
  box: TSecretBox,
  ref: TSlackWorkspaceRef,
): Promise<TSlackBotAuthorization | null> {
  // Organization-wide installs are refused at install (slack-oauth.ts), so a request on behalf of
  // one finds nothing; every install is keyed by its workspace.
  if (ref.isEnterpriseInstall || !ref.teamId) return null;
  const rows = await db
    .select()
    .from(slackInstalls)
    .where(
      and(
        eq(slackInstalls.slackTeamId, ref.teamId),
        ne(slackInstalls.status, 'removed'),
        isNotNull(slackInstalls.botTokenSealed),
      ),
    )
    .orderBy(sql`(${slackInstalls.status} = 'linked') desc`, desc(slackInstalls.updatedAt))
    .limit(5);
  for (const row of rows) {
    const botToken = openSlackToken(box, row.botTokenSealed);
    if (!botToken) continue;
    return {
      installId: row.id,
      botToken,
      botUserId: row.botUserId,
      appId: row.appId,
      slackTeamId: row.slackTeamId,
      enterpriseId: row.enterpriseId,
    };
  }
  return null;
}

/** The install a /connect/slack/{slug}/confirm/ link names, if any. */
export async function findSlackInstallBySlug(db: TDb, slug: string): Promise<TSlackInstallRow | undefined> {
  if (slug.length > 100) return undefined;
  const [row] = await db.select().from(slackInstalls).where(eq(slackInstalls.slug, slug));
  return row;
}
