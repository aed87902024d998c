import { readFileSync } from 'node:fs';
import { Pictogram, SignalWord } from '@sds/contract';

/** What one or more categories of a hazard class put on the label for a hazard statement. */
export interface LabelElements {
  /** The hazard classes' categories (`Flam. Gas 1B`, `Acute Tox. 1`) these elements belong to. */
  categories: string[];
  pictograms: Pictogram[];
  signalWord: SignalWord;
}

/** Where a hazard statement's label elements come from. */
export type LabelRules = 'clp' | 'ghsOutsideClp';

const tableFile = new URL(
  '../../../reference-data/clp-label-elements/h-code-label-elements.json',
  import.meta.url,
);
let table: Record<LabelRules, Map<string, LabelElements[]>> | null = null;

/** The label elements per hazard statement (CLP Annex I; GHS for codes CLP lacks), read once. */
function labelTable(): Record<LabelRules, Map<string, LabelElements[]>> {
  if (table) return table;
  const file = JSON.parse(readFileSync(tableFile, 'utf8')) as Record<
    LabelRules,
    Record<string, { categories: string[]; pictograms: string[]; signalWord: string }[]>
  >;
  const read = (rules: LabelRules) =>
    new Map(
      Object.entries(file[rules]).map(([code, entries]) => [
        code,
        entries.map((entry) => ({
          categories: entry.categories,
          pictograms: entry.pictograms.map((pictogram) => Pictogram.parse(pictogram)),
          signalWord: SignalWord.parse(entry.signalWord),
        })),
      ]),
    );
  table = { clp: read('clp'), ghsOutsideClp: read('ghsOutsideClp') };
  return table;
}

/**
 * The single hazard statements a code stands for: a combined code counts by its parts
 * (`H302+H332`), and a reproductive toxicity code by its statement whatever letters name the
 * effects (`H360FD`, `H361d` are H360, H361; `H350i` is a statement of its own).
 */
export function singleHazardCodes(codes: readonly string[]): string[] {
  return codes
    .flatMap((code) => code.split('+'))
    .map((code) => (/^H36[01][A-Za-z]+$/.test(code) ? code.slice(0, 4) : code));
}

/**
 * A hazard statement's label elements, one entry per distinct label its categories carry
 * (H221: Flam. Gas 1B with GHS02 and Danger, Flam. Gas 2 with neither), and under which rules
 * they are known: CLP Annex I, else the UN GHS for the statements CLP does not carry (`H227`,
 * `H305`). Null for a code neither knows; EUH statements carry none.
 */
export function labelElementsOf(
  code: string,
): { rules: LabelRules; elements: LabelElements[] } | null {
  const { clp, ghsOutsideClp } = labelTable();
  const fromClp = clp.get(code);
  if (fromClp) return { rules: 'clp', elements: fromClp };
  const fromGhs = ghsOutsideClp.get(code);
  if (fromGhs) return { rules: 'ghsOutsideClp', elements: fromGhs };
  // Supplemental EUH statements (EUH066, EUH208) are no classification: they carry nothing.
  if (/^EUH\d{3}A?$/.test(code)) return { rules: 'clp', elements: [] };
  return null;
}

/** The pictograms every CLP category of a hazard statement carries (its categories' common ones). */
export function clpPictogramsOf(code: string): Pictogram[] {
  const found = labelTable().clp.get(code);
  if (!found || found.length === 0) return [];
  return found
    .map((entry) => entry.pictograms)
    .reduce((common, pictograms) => common.filter((pictogram) => pictograms.includes(pictogram)));
}
