// Runs in Chromium, bundled by bench/offline/run-offline-search-bench.ts (never by the app): builds the web app's offline search
// over a synthetic pack of sheets and times each search as the search screen asks it.
import { normaliseCode } from '@sds/contract';
import type { PackEntry } from './pack-database.ts';
import { PackSearch } from './pack-search.ts';

const SUBSTANCES = [
  'Acetone',
  'Ethanol',
  'Isopropanol',
  'Toluene',
  'Xylene',
  'Methanol',
  'Butyl acetate',
  'Sodium hydroxide',
  'Hydrochloric acid',
  'Sulfuric acid',
  'Hydrogen peroxide',
  'Ammonia',
  'Glycerol',
  'Formaldehyde',
  'Phosphoric acid',
  'Citric acid',
  'Nitric acid',
  'Heptane',
  'Cyclohexane',
  'Ethyl acetate',
  'Acetic acid',
  'Potassium hydroxide',
  'Sodium hypochlorite',
  'Propylene glycol',
  'Diesel fuel',
  'White spirit',
  'Epoxy resin',
  'Polyurethane adhesive',
  'Silicone sealant',
  'Cutting oil',
  'Hydraulic fluid',
  'Degreaser',
  'Floor cleaner',
  'Disinfectant',
  'Paint thinner',
  'Wood stain',
  'Anti-corrosion spray',
  'Brake cleaner',
];
const GRADES = [
  'technical',
  'pure',
  'extra pure',
  'for analysis',
  'industrial',
  'concentrate',
  'solution 30 %',
  'spray',
  'gel',
  'liquid',
];
const SUPPLIERS = [
  'Lindenhaven Solvents B.V.',
  'Nordic Alcohols AB',
  'Rhein Chemie GmbH',
  'Chimie du Sud SA',
  'Atlas Industrial Ltd',
  'Baltic Coatings',
  'Iberia Quimica SL',
  'Alpen Lacke AG',
];
const H_CODES = [
  'H225',
  'H226',
  'H302',
  'H314',
  'H315',
  'H318',
  'H319',
  'H336',
  'H400',
  'H411',
  'EUH066',
];

/** A pseudo-random generator with a fixed seed: every run times the same pack. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

export function syntheticEntries(count: number, locale = 'en-US'): PackEntry[] {
  const next = random(24);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  return Array.from({ length: count }, (_, index) => {
    const id = `00000000-0000-4000-8000-${index.toString(16).padStart(12, '0')}`;
    const articleNumber = `ART-${100000 + index}`;
    const unNumber = String(1000 + Math.floor(next() * 2500));
    const cas = `${Math.floor(next() * 9000) + 50}-${Math.floor(next() * 90) + 10}-${Math.floor(next() * 10)}`;
    const hCodes = [pick(H_CODES), pick(H_CODES)];
    const name = `${pick(SUBSTANCES)} ${pick(GRADES)} ${index % 97}`;
    const supplier = pick(SUPPLIERS);
    const codes = [articleNumber, `MC-${index}`, unNumber, `UN${unNumber}`, cas, ...hCodes].map(
      normaliseCode,
    );
    return {
      id,
      locale,
      articleNumber,
      masterCode: `MC-${index}`,
      summary: {
        id,
        name,
        supplier,
        articleNumber,
        masterCode: `MC-${index}`,
        locale: locale as 'en-US',
        unNumber,
        signalWord: 'Warning',
        pictograms: ['GHS07'],
        reviewStatus: 'Approved',
        companyId: '3f1c2a9e-5b7d-4e21-9a0c-6d8e2f4b1a77',
        companyName: 'Bench Chemicals',
      },
      codes: [...new Set(codes)],
      usedAt: 0,
      generation: 1,
      pdf: null,
    };
  });
}

/** Every prefix of a word as typed, then whole searches: words, typos, codes. */
const TYPED = ['acetone', 'isopropanol', 'hydrochloric', 'lindenhaven'].flatMap((word) =>
  Array.from({ length: word.length - 1 }, (_, index) => word.slice(0, index + 2)),
);
const SEARCHES = [
  ...TYPED,
  'acteone',
  'ethanl',
  'isoproponal',
  'hydrochlorik acid',
  'toluene pure',
  'sodium hydroxide 30',
  'xylene technical',
  'brake cleaner spray',
  'nordic alcohols ethanol',
  'rhein chemie',
  'H319',
  'h225',
  'EUH066',
  'UN 1090',
  '1993',
  'ART-100500',
  'art100017',
  '67-64-1',
  'MC-42',
  'zzqqxx',
];

declare global {
  interface Window {
    runOfflineSearchBench(
      count: number,
      rounds: number,
    ): {
      buildMs: number;
      timings: number[];
      hits: Record<string, number>;
      slowest: [string, number][];
    };
  }
}

window.runOfflineSearchBench = (count, rounds) => {
  const entries = syntheticEntries(count);
  const started = performance.now();
  const pack = new PackSearch(entries);
  const buildMs = performance.now() - started;
  const timings: number[] = [];
  const hits: Record<string, number> = {};
  const worst = new Map<string, number>();
  for (let round = 0; round < rounds; round += 1) {
    for (const search of SEARCHES) {
      const before = performance.now();
      const page = pack.search(search, 1, 25);
      const took = performance.now() - before;
      timings.push(took);
      if (round > 0) worst.set(search, Math.max(worst.get(search) ?? 0, took));
      hits[search] = page.total;
    }
  }
  const slowest = [...worst].sort((a, b) => b[1] - a[1]).slice(0, 8);
  return { buildMs, timings, hits, slowest };
};
