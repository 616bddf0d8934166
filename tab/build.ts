/** `npm run build`: the production build of the web app into dist/tab, whatever NODE_ENV the shell has. */
import { buildWebApp } from './ensure-built.ts';

await buildWebApp();
