import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` (from packages/server) writes the SQL migrations both databases run at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
