/**
 * Builds the web app (the React tab) from this folder into <repo>/dist/tab, where the API server
 * serves it; in development it proxies the server's paths to the API server on port 3978.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';

const tabRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const apiServer = 'http://127.0.0.1:3978';

/** Paths the API server answers; everything else is the single-page app. */
const serverPaths = ['/api', '/healthz', '/readyz', '/dev', '/accounts/logout'];

export default defineConfig({
  root: tabRoot,
  base: '/',
  plugins: [react(), precompress()],
  // Every `zod` import gets the copy with its JIT off (no eval under the CSP; tab/src/zod-configured.ts).
  resolve: {
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('src/zod-configured.ts', import.meta.url)) }],
  },
  server: {
    // The app imports browser-safe code from <repo>/shared, outside this root.
    fs: { allow: [repoRoot] },
    proxy: Object.fromEntries(serverPaths.map((path) => [path, { target: apiServer, changeOrigin: false }])),
  },
  build: {
    outDir: fileURLToPath(new URL('../dist/tab', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Entries-aware groups are named after every page sharing them ("fluent~index~LoginPage~...");
        // the group name and the content hash are enough.
        chunkFileNames: (chunk) => `assets/${chunk.name.split('~')[0]}-[hash].js`,
        // Groups smaller than 12 kB are merged into a neighbour: each script is compressed on its
        // own, so dozens of tiny files cost more on the wire than the little code they duplicate
        // (measured: 12 kB gave the smallest login and check-in pages, `npm run bench -- web`).
        codeSplitting: {
          groups: [
            // teams-js is needed only inside Microsoft Teams pages (tab/src/host): its own chunk,
            // loaded with them, so other pages do not carry it.
            { name: 'teams-js', test: /node_modules[\\/]@microsoft[\\/]teams-js/, priority: 3 },
            {
              name: 'fluent',
              test: /node_modules[\\/](@fluentui|@griffel|tabster|keyborg|@floating-ui|@swc[\\/]helpers|rtl-css-js|stylis|use-sync-external-store)/,
              priority: 2,
              entriesAware: true,
              entriesAwareMergeThreshold: 12000,
            },
            {
              name: 'vendor',
              test: /node_modules[\\/]/,
              priority: 1,
              entriesAware: true,
              entriesAwareMergeThreshold: 12000,
            },
          ],
        },
      },
    },
  },
});
