// Where a server's CPU time goes: self time of a V8 CPU profile (`node --cpu-prof`, or
// BENCH_CPU_PROF_DIR for the search benchmark) summed by package and by function.
// Usage: node bench/profile-summary.ts <file.cpuprofile> [top=25]
import { readFile } from 'node:fs/promises';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, top = '25'] = process.argv.slice(2);
if (!file) throw new Error('usage: node bench/profile-summary.ts <file.cpuprofile> [top]');
const profile = JSON.parse(await readFile(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));

/** The npm package (or the project's own folder) a script belongs to. */
function ownerOf(url: string): string {
  if (url === '') return '(native / idle / gc)';
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules) return inModules[1]!;
  if (url.startsWith('node:')) return 'node core';
  const own = /\/(apps\/[^/]+\/src\/[^/]+\/[^/]+)/.exec(url);
  return own ? own[1]! : url;
}

const byOwner = new Map<string, number>();
const byFunction = new Map<string, number>();
let totalUs = 0;
profile.samples.forEach((id, index) => {
  const node = byId.get(id);
  const delta = profile.timeDeltas[index] ?? 0;
  if (!node) return;
  const { functionName, url, lineNumber } = node.callFrame;
  if (functionName === '(idle)' || functionName === '(program)') return;
  totalUs += delta;
  const owner = ownerOf(url);
  byOwner.set(owner, (byOwner.get(owner) ?? 0) + delta);
  const name = `${functionName || '(anonymous)'} ${owner}:${lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + delta);
});

const print = (title: string, totals: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [name, us] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, Number(top))) {
    console.log(`${((us / totalUs) * 100).toFixed(1).padStart(5)} %  ${name}`);
  }
};
console.log(`busy CPU: ${(totalUs / 1e6).toFixed(2)} s (idle left out)`);
print('by package', byOwner);
print('by function (self time)', byFunction);
