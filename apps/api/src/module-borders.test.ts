import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const config = join(repo, '.dependency-cruiser.js');
// Run by the node running the tests: dependency-cruiser refuses node versions before 22.
const depcruise = join(repo, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');
const run = promisify(execFile);

let tree: string | undefined;
afterEach(async () => {
  if (tree) await rm(tree, { recursive: true, force: true });
  tree = undefined;
});

/** Writes `files` (path under apps/api/src → source) into a fresh folder. */
async function writeTree(files: Record<string, string>): Promise<string> {
  tree = await mkdtemp(join(tmpdir(), 'module-borders-'));
  for (const [path, source] of Object.entries(files)) {
    const file = join(tree, 'apps/api/src', path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, source);
  }
  return tree;
}

/** The names of the rules `npm run lint` reports on the tree, one per violation. */
async function violationsIn(files: Record<string, string>): Promise<string[]> {
  const cwd = await writeTree(files);
  const args = [depcruise, '--config', config, '--output-type', 'json', 'apps/api/src'];
  const { stdout } = await run(process.execPath, args, { cwd }).catch(
    (error: { stdout: string }) => error,
  );
  const result = JSON.parse(stdout) as { summary: { violations: { rule: { name: string } }[] } };
  return result.summary.violations.map((violation) => violation.rule.name).sort();
}

const fine = {
  'modules/a/index.ts': "export { one } from './one.ts';\n",
  'modules/a/one.ts': "import { two } from '../b/index.ts';\nexport const one = two + 1;\n",
  'modules/b/index.ts': "export { two } from './two.ts';\n",
  'modules/b/two.ts':
    "import { zero } from '../../platform/zero.ts';\nexport const two = zero + 2;\n",
  'platform/zero.ts': 'export const zero = 0;\n',
};

describe('the API module borders in npm run lint', () => {
  it('passes modules that import each other through their public entry', async () => {
    expect(await violationsIn(fine)).toEqual([]);
  });

  it("refuses an import of another module's internal file", async () => {
    const files = {
      ...fine,
      'modules/a/one.ts': "import { two } from '../b/two.ts';\nexport const one = two + 1;\n",
    };
    expect(await violationsIn(files)).toEqual(['api-module-internals']);
  });

  it('refuses modules that import each other in a circle', async () => {
    const files = {
      ...fine,
      'modules/b/two.ts': "import { one } from '../a/index.ts';\nexport const two = one + 2;\n",
    };
    expect(await violationsIn(files)).toContain('api-module-cycle');
  });

  it('refuses platform code that imports a module', async () => {
    const files = {
      ...fine,
      'platform/zero.ts': "export { two as zero } from '../modules/b/index.ts';\n",
    };
    expect(await violationsIn(files)).toContain('api-platform-below-modules');
  });

  it("refuses the app's wiring an import past a module's entry", async () => {
    const files = { ...fine, 'app.ts': "export { two } from './modules/b/two.ts';\n" };
    expect(await violationsIn(files)).toEqual(['api-wiring-through-entries']);
  });

  it('leaves tests out: a test may reach into another module', async () => {
    const files = {
      ...fine,
      'modules/a/one.test.ts': "import { two } from '../b/two.ts';\nexport const three = two;\n",
    };
    expect(await violationsIn(files)).toEqual([]);
  });
});
