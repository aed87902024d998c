import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineProject } from 'vitest/config';

const isPostgresRun = Boolean(process.env.TEST_DATABASE_URL);

/**
 * The PostgreSQL run repeats only the test files that open a database: the others (parsers,
 * config, crypto, the embedded start-up and server process) would run the same code twice.
 */
function testsThatOpenADatabase(): string[] {
  return globSync('src/**/*.test.ts', { cwd: import.meta.dirname }).filter((file) =>
    /\b(createTestApp|openTestDatabase|openDatabase)\b/.test(
      readFileSync(join(import.meta.dirname, file), 'utf8'),
    ),
  );
}

export default defineProject({
  test: {
    name: isPostgresRun ? 'api-postgres' : 'api',
    include: isPostgresRun ? testsThatOpenADatabase() : ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
