import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new versioned migration from the schema; the server applies
// pending ones at start (src/platform/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/api/src/platform/db/schema.ts',
  out: './apps/api/drizzle',
  casing: 'snake_case',
});
