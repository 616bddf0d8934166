/**
 * Validates a Teams manifest offline with @microsoft/app-manifest against the JSON schema it bundles
 * for the manifest's version (passing the schema in, so the library never downloads one).
 * @microsoft/app-manifest 1.1.2 require()s fs-extra while listing it only as a devDependency, so
 * fs-extra is a devDependency of ours.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { AppManifestUtils } from '@microsoft/app-manifest';
import type { TTeamsManifest } from './teams-manifest.ts';

const require = createRequire(import.meta.url);

/** The bundled schema file for a manifest version ('1.30' -> .../teams/v1.30/MicrosoftTeams.schema.json). */
export function bundledTeamsSchemaPath(manifestVersion: string): string {
  return require.resolve(
    `@microsoft/app-manifest/build/json-schemas/teams/v${manifestVersion}/MicrosoftTeams.schema.json`,
  );
}

const schemas = new Map<string, Promise<object>>();

async function schemaOf(manifestVersion: string): Promise<object> {
  return JSON.parse(await readFile(bundledTeamsSchemaPath(manifestVersion), 'utf8'));
}

/** Every schema error of the manifest; empty when it is valid. */
export async function validateTeamsManifest(manifest: TTeamsManifest): Promise<string[]> {
  const version = manifest.manifestVersion;
  if (!schemas.has(version)) schemas.set(version, schemaOf(version));
  const schema = await schemas.get(version)!;
  // Validate what is written to disk: a JSON round trip drops undefined properties.
  const written = JSON.parse(JSON.stringify(manifest));
  return AppManifestUtils.validateAgainstSchema(written, schema as never);
}
