import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { pgliteExtensions } from '../platform/db/embedded/pglite-extensions.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite cluster (dumpDataDir tarball) that test databases start from. */
    pgliteTemplateFile: string | undefined;
  }
}

/**
 * Starting PGlite from scratch costs ~3 s; from a dump ~0.5 s. Dump one fresh cluster per run;
 * each test database still applies the migrations itself, so the dump only saves start-up.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplateFile', undefined);
    return;
  }
  const directory = await mkdtemp(join(tmpdir(), 'sds-pglite-template-'));
  const templateFile = join(directory, 'template.tar');
  const database = await PGlite.create({ extensions: pgliteExtensions });
  const dump = await database.dumpDataDir('none');
  await writeFile(templateFile, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplateFile', templateFile);
  return () => rm(directory, { recursive: true, force: true });
}
