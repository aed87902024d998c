import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { pgliteExtensions } from '../platform/db/embedded/pglite-extensions.ts';
import { migrationsFolder } from '../platform/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite clusters (dumpDataDir tarballs) that test databases start from. */
    pgliteTemplates: { empty: string; migrated: string } | undefined;
  }
}

/**
 * Starting PGlite from scratch costs ~3 s, from a dump ~0.5 s, and the migrations another ~1 s.
 * Dump two clusters per run, one empty (for the tests of a migration) and one migrated (for
 * everything else), from the same migration files the server applies.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplates', undefined);
    return;
  }
  const directory = await mkdtemp(join(tmpdir(), 'sds-pglite-template-'));
  const templates = {
    empty: join(directory, 'empty.tar'),
    migrated: join(directory, 'migrated.tar'),
  };
  const database = await PGlite.create({ extensions: pgliteExtensions });
  await writeDump(database, templates.empty);
  await migrate(drizzle({ client: database }), { migrationsFolder });
  await writeDump(database, templates.migrated);
  await database.close();
  project.provide('pgliteTemplates', templates);
  return () => rm(directory, { recursive: true, force: true });
}

async function writeDump(database: PGlite, file: string) {
  const dump = await database.dumpDataDir('none');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
}
