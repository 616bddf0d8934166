/**
 * Which files of CONTENT_DIR/assets may be served at /content-assets/<file>, and how: only a plain
 * file name (lowercase words, digits and '-', one known image extension) is ever joined to the
 * folder, so no request reaches a file outside it; each type is sent with its content type.
 */

/** Content types by extension; nothing else under assets/ is served. */
const ASSET_TYPES: Readonly<Record<string, string>> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

const ASSET_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*\.([a-z]{3,4})$/;

/**
 * An SVG is a document that could run script if opened on its own: this policy lets it draw
 * (inline styles) and nothing else, in a sandbox, so it is only ever an image.
 */
export const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The largest asset served (ours are a few kilobytes; a bigger file is not an illustration). */
export const MAX_ASSET_BYTES = 2 * 1024 * 1024;

/** The content type of a servable asset name, or null for any other name. */
export function assetContentType(name: string): string | null {
  if (name.length > 120) return null;
  const extension = ASSET_NAME.exec(name)?.[1];
  return extension === undefined ? null : (ASSET_TYPES[extension] ?? null);
}
