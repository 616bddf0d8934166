/**
 * Microsoft Teams on this server (spec part 3 §2.8): whether its bot runs, and the Teams app
 * package built from this server's own settings (BOT_ID, PUBLIC_URL), the same zip `npm run
 * manifest` writes, so an admin can download it from the connect page instead of asking for it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { buildTeamsPackage } from '../../../../manifest/teams/teams-package.ts';
import { AppError } from '../../../../shared/errors.ts';
import type { TMsTeamsSetup } from '../../../../shared/msteams.ts';
import { canCreateTeams } from '../../../../shared/permissions.ts';
import type { TViewer } from '../../accounts/viewer.ts';

const GUID = /^[0-9a-fA-F]{8}-([0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12}$/;
const ZPackageJson = z.object({ version: z.string() });
const packageJsonPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../package.json');

/** What the page and the package need of the server's settings. */
export interface TTeamsServerSettings {
  /** Whether this process runs a Teams bot (BOT_ID and BOT_PASSWORD, or anonymous in development). */
  botRunning: boolean;
  botId: string | undefined;
  publicUrl: string;
  /** MICROSOFT_CLIENT_ID (tab single sign-on), when set; else the manifest names the bot's registration. */
  ssoClientId?: string;
}

/** The settings the administrator must fix before Teams can install the app; none when it can. */
export function packageProblemsOf(settings: TTeamsServerSettings): string[] {
  const problems: string[] = [];
  if (!settings.botId) problems.push('BOT_ID is not set: it is the Azure Bot’s Microsoft App ID.');
  else if (!GUID.test(settings.botId)) problems.push('BOT_ID must be a GUID: the Azure Bot’s Microsoft App ID.');
  if (!settings.publicUrl.startsWith('https://'))
    problems.push(
      `PUBLIC_URL must start with https:// (Teams opens Rollcall only over https); it is ${settings.publicUrl}.`,
    );
  return problems;
}

/** The connect page's view of Microsoft Teams on this server. */
export function getMsTeamsSetup(settings: TTeamsServerSettings, viewer: TViewer): TMsTeamsSetup {
  const problems = packageProblemsOf(settings);
  const status = !settings.botRunning ? 'off' : problems.length > 0 ? 'local' : 'ready';
  return {
    status,
    problems: status === 'off' ? [] : problems,
    messaging_endpoint: `${settings.publicUrl}/api/messages`,
    can_install: canCreateTeams(viewer),
  };
}

const packages = new Map<string, Promise<Uint8Array>>();

/** The app package zip for these settings (built and validated once per process). */
export async function teamsAppPackage(settings: TTeamsServerSettings): Promise<Uint8Array> {
  const problems = packageProblemsOf(settings);
  if (!settings.botRunning || problems.length > 0 || !settings.botId) {
    const why = settings.botRunning ? problems.join(' ') : 'The Rollcall bot is not configured on this server.';
    throw new AppError('CONFLICT', `The Teams app package cannot be made here yet. ${why}`);
  }
  const key = `${settings.botId}|${settings.publicUrl}|${settings.ssoClientId ?? ''}`;
  let zip = packages.get(key);
  if (!zip) {
    zip = buildZip(settings.botId, settings.publicUrl, settings.ssoClientId);
    packages.set(key, zip);
    zip.catch(() => packages.delete(key));
  }
  return zip;
}

async function buildZip(botId: string, publicUrl: string, ssoClientId: string | undefined): Promise<Uint8Array> {
  // The app version follows Rollcall's, so a newer package updates an uploaded app.
  const { version } = ZPackageJson.parse(JSON.parse(await readFile(packageJsonPath, 'utf8')));
  const built = await buildTeamsPackage({ botId, publicUrl, version, ssoClientId });
  if (!built.ok) throw new Error(`the Teams manifest does not match its schema: ${built.errors.join('; ')}`);
  return built.zip;
}
