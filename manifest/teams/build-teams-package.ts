/**
 * `npm run manifest`: writes the Teams app package to manifest/build/rollcall-teams.zip for
 * BOT_ID and PUBLIC_URL from the environment. Every problem (a missing or bad setting, a schema
 * error) is printed and the process exits 1, so a broken package is never written.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { buildTeamsPackage } from './teams-package.ts';

const GUID = /^[0-9a-fA-F]{8}-([0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12}$/;

const ZTeamsPackageEnv = z.object({
  BOT_ID: z
    .string({ error: 'is required: the Azure Bot\u2019s Microsoft App ID' })
    .trim()
    .regex(GUID, 'must be a GUID (the Azure Bot\u2019s Microsoft App ID)'),
  PUBLIC_URL: z
    .url({ error: 'is required: the https:// address people reach Rollcall at' })
    // Teams loads tabs and links only over https; a tunnel gives a local server one.
    .refine(
      (value) => new URL(value).protocol === 'https:',
      'must start with https:// (Teams loads tabs only over https)',
    ),
});

const ZPackageJson = z.object({ version: z.string() });

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outputFile = path.join(repoRoot, 'manifest', 'build', 'rollcall-teams.zip');

async function main(): Promise<number> {
  const env = ZTeamsPackageEnv.safeParse({
    BOT_ID: process.env.BOT_ID || undefined,
    PUBLIC_URL: process.env.PUBLIC_URL || undefined,
  });
  if (!env.success) {
    console.error('Cannot build the Teams app package:');
    for (const issue of env.error.issues) console.error(`  ${issue.path.join('.')} ${issue.message}`);
    return 1;
  }
  // The app version follows Rollcall's, so a newer package updates an uploaded app.
  const { version } = ZPackageJson.parse(JSON.parse(await readFile(path.join(repoRoot, 'package.json'), 'utf8')));
  const built = await buildTeamsPackage({
    botId: env.data.BOT_ID,
    publicUrl: env.data.PUBLIC_URL,
    version,
    ssoClientId: process.env.MICROSOFT_CLIENT_ID || undefined,
  });
  if (!built.ok) {
    console.error('The Teams manifest does not match its schema:');
    for (const error of built.errors) console.error(`  ${error}`);
    return 1;
  }
  await mkdir(path.dirname(outputFile), { recursive: true });
  await writeFile(outputFile, built.zip);
  console.log(`Teams app package (manifest ${built.manifest.manifestVersion}, app ${version}): ${outputFile}`);
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`Cannot build the Teams app package: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
