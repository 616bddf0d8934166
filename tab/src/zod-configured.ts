/**
 * The web app's `zod`: the build resolves every `import ... from 'zod'` here (tab/vite.config.ts),
 * so zod's JIT is off before any schema is built, whatever order the chunks load in. zod compiles
 * object parsers with `new Function` when eval is allowed, and even its probe for that counts as an
 * eval that the page's CSP (script-src 'self') refuses and reports. Importing this first from
 * main.tsx was not enough: a chunk the entry imports runs before the entry's own code.
 */
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
