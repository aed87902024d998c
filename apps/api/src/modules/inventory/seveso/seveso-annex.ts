import { readFileSync } from 'node:fs';
import type { SevesoGroup } from '@sds/contract';

/** A hazard category of Annex I Part 1 as stored (reference-data/seveso-iii/annex-i.json). */
export interface SevesoCategory {
  id: string;
  group: SevesoGroup;
  title: string;
  lowerTier: number;
  upperTier: number;
  hazardCodes: string[];
  verified: boolean;
  source?: string;
  note?: string;
}

/** A named dangerous substance of Annex I Part 2 as stored. */
export interface SevesoNamedSubstance {
  entry: number;
  name: string;
  cas: string[];
  lowerTier: number;
  upperTier: number;
  verified: boolean;
  source?: string;
  casAddedByProject?: boolean;
  note?: string;
}

export interface SevesoAnnex {
  title: string;
  celex: string;
  transcribed: string;
  status: string;
  part1: SevesoCategory[];
  part2: SevesoNamedSubstance[];
}

const annexFile = new URL('../../../../reference-data/seveso-iii/annex-i.json', import.meta.url);
let annex: SevesoAnnex | null = null;

/** The transcription of Annex I, read once. */
export function sevesoAnnex(): SevesoAnnex {
  annex ??= JSON.parse(readFileSync(annexFile, 'utf8')) as SevesoAnnex;
  return annex;
}

/** The Part 1 category of an id (`H1`, `P5c` …); throws for one the annex does not have. */
export function sevesoCategory(id: string, source = sevesoAnnex()): SevesoCategory {
  const category = source.part1.find((candidate) => candidate.id === id);
  if (!category) throw new Error(`No Seveso III category ${id}`);
  return category;
}

/** The Part 2 entries whose CAS numbers a product's composition names. */
export function namedSubstancesOf(
  casNumbers: readonly string[],
  source = sevesoAnnex(),
): SevesoNamedSubstance[] {
  const present = new Set(casNumbers.map((cas) => cas.trim()));
  return source.part2.filter((entry) => entry.cas.some((cas) => present.has(cas)));
}
