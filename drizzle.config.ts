/** drizzle-kit settings: `npm run db:generate` writes SQL migrations from bot/db/schema. */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './bot/db/schema/index.ts',
  out: './bot/db/migrations',
});
