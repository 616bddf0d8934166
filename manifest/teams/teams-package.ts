/**
 * The Teams app package in memory: manifest.json and the two icons at the root of a zip, as Teams'
 * "Upload an app" expects. The manifest is validated offline first and no zip is made from an
 * invalid one. The CLI (build-teams-package.ts) writes the result to disk.
 */
import { strToU8, zipSync } from 'fflate';
import { renderColorIcon, renderOutlineIcon } from './icons.ts';
import {
  ACCENT_COLOR,
  buildTeamsManifest,
  ICON_FILES,
  type TTeamsManifest,
  type TTeamsManifestOptions,
} from './teams-manifest.ts';
import { validateTeamsManifest } from './validate-teams-manifest.ts';

/** A fixed date for every entry, so the same inputs give the same zip bytes. */
const ZIP_ENTRY_DATE = new Date('2024-01-01T00:00:00Z');

export type TTeamsPackage =
  | { ok: true; manifest: TTeamsManifest; zip: Uint8Array }
  | { ok: false; manifest: TTeamsManifest; errors: string[] };

/** Builds, validates and zips the package; answers the schema errors instead when there are any. */
export async function buildTeamsPackage(options: TTeamsManifestOptions): Promise<TTeamsPackage> {
  const manifest = buildTeamsManifest(options);
  const errors = await validateTeamsManifest(manifest);
  if (errors.length) return { ok: false, manifest, errors };
  const files = {
    'manifest.json': strToU8(`${JSON.stringify(manifest, null, 2)}\n`),
    [ICON_FILES.color]: renderColorIcon(ACCENT_COLOR),
    [ICON_FILES.outline]: renderOutlineIcon(),
  };
  return { ok: true, manifest, zip: zipSync(files, { level: 9, mtime: ZIP_ENTRY_DATE }) };
}
