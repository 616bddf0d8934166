/**
 * The server compiled ahead of time: `npm start` runs dist/server/main.mjs, one ES module that
 * esbuild bundles from bot/, scheduler/ and shared/ (packages stay in node_modules). Compiling the
 * TypeScript at every start through tsx's loader took seconds and ~90 MB of the process's memory.
 * esbuild is the compiler tsx itself runs on, so it is installed wherever tsx is.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_TARGETS, isStale } from '../tab/staleness.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const SERVER_BUNDLE = BUILD_TARGETS.server.output;

/** Whether dist/server/main.mjs is missing or older than a source it is built from. */
export function serverBundleIsStale(): boolean {
  return isStale(SERVER_BUNDLE, BUILD_TARGETS.server.sources);
}

/**
 * Bundles bot/main.ts into dist/server/main.mjs. A module that finds files next to itself
 * (`new URL('./migrations', import.meta.url)`) keeps finding them: each source's `import.meta.url`
 * becomes its own location, written relative to the bundle.
 */
export async function buildServerBundle(): Promise<void> {
  const { build } = await import('esbuild');
  const bundleDir = path.dirname(SERVER_BUNDLE);
  await build({
    entryPoints: [path.join(root, 'bot/main.ts')],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [
      {
        name: 'own-import-meta-url',
        setup(plugin) {
          plugin.onLoad({ filter: /\.ts$/ }, async (args) => {
            const { readFile } = await import('node:fs/promises');
            const source = await readFile(args.path, 'utf8');
            if (!source.includes('import.meta.url')) return { contents: source, loader: 'ts' };
            const relative = path.relative(bundleDir, args.path).split(path.sep).join('/');
            const own = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
            return { contents: source.replaceAll('import.meta.url', own), loader: 'ts' };
          });
        },
      },
    ],
  });
}
