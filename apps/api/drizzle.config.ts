import { defineConfig } from 'drizzle-kit';

// One set of migrations (drizzle/) serves PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  entities: { roles: { provider: '', include: ['talent_app'] } },
});
