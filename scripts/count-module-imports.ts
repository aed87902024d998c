// Counts what crosses the API's module borders (issue 21): import statements from one module's
// files to another module's, how many of them reach past its public entry (index.ts), and the
// modules that sit on an import cycle. Run: `node scripts/count-module-imports.ts`.
// `npm run lint:modules` enforces the borders.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const modulesDir = resolve(import.meta.dirname, '../apps/api/src/modules');
const isTest = (file: string) => /\.test\.ts$/.test(file);

function moduleOf(file: string): string | null {
  const path = relative(modulesDir, file);
  return path.startsWith('..') ? null : (path.split('/')[0] ?? null);
}

/** Module → the modules it imports, and how many import statements cross. */
function crossings(withTests: boolean) {
  const edges = new Map<string, Set<string>>();
  let imports = 0;
  let intoInternals = 0;
  const files = readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => join(modulesDir, file))
    .filter((file) => withTests || !isTest(file));
  for (const file of files) {
    const from = moduleOf(file) ?? '';
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
      .importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = resolve(dirname(file), fileName);
      const to = moduleOf(target);
      if (!to || to === from) continue;
      imports += 1;
      if (target !== join(modulesDir, to, 'index.ts')) intoInternals += 1;
      edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  return { imports, intoInternals, edges };
}

/** The modules on a cycle: members of a strongly connected component larger than one. */
function modulesOnCycles(edges: Map<string, Set<string>>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const lowOf = (node: string) => low.get(node) ?? Infinity;
  const visit = (node: string) => {
    order.set(node, order.size);
    low.set(node, order.size - 1);
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (!order.has(next)) visit(next);
      if (stack.includes(next)) low.set(node, Math.min(lowOf(node), lowOf(next)));
    }
    if (lowOf(node) !== order.get(node)) return;
    const component = stack.splice(stack.indexOf(node));
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const node of edges.keys()) if (!order.has(node)) visit(node);
  return cycles;
}

for (const withTests of [false, true]) {
  const { imports, intoInternals, edges } = crossings(withTests);
  const cycles = modulesOnCycles(edges);
  console.log(
    `${withTests ? 'with tests   ' : 'without tests'}: ${imports} cross-module imports (${intoInternals} past a public entry), ` +
      `${cycles.flat().length} modules on cycles ${JSON.stringify(cycles)}`,
  );
}
