import type { SevesoAssumption } from '@sds/contract';

/** The Part 1 categories a product falls in, and what had to be assumed to say so. */
export interface SevesoClassification {
  categories: string[];
  assumptions: SevesoAssumption[];
}

/** Hazard statements that put a product in a category without any choice to make. */
const CATEGORY_OF_CODE: Record<string, string> = {
  H331: 'H2',
  H370: 'H3',
  H200: 'P1a',
  H201: 'P1a',
  H202: 'P1a',
  H203: 'P1a',
  H205: 'P1a',
  H204: 'P1b',
  H220: 'P2',
  H221: 'P2',
  H270: 'P4',
  H224: 'P5a',
  H240: 'P6a',
  H241: 'P6a',
  H242: 'P6b',
  H250: 'P7',
  H271: 'P8',
  H272: 'P8',
  H400: 'E1',
  H410: 'E1',
  H411: 'E2',
  EUH014: 'O1',
  H260: 'O2',
  EUH029: 'O3',
};

const FATAL_CODES = ['H300', 'H310', 'H330'];

/**
 * The Seveso III categories of a product from its hazard statements (decision 0077). Where the
 * codes do not decide between two categories, the one with the lower qualifying quantity is
 * taken and the assumption said: H300/H310/H330 mean Category 1 or 2 (H1, not H2); H222/H223
 * do not tell what an aerosol contains (P3a, not P3b). H301 without a dermal or inhalation
 * classification counts in H2 (note 7). H225/H226 count in P5c: P5a and P5b depend on how a
 * liquid is processed (above its boiling point, under pressure), which stock does not record.
 */
export function classifyForSeveso(hazardCodes: readonly string[]): SevesoClassification {
  const codes = new Set(hazardCodes.map((code) => code.trim().toUpperCase()));
  const categories = new Set<string>();
  const assumptions: SevesoAssumption[] = [];
  for (const code of codes) {
    const category = CATEGORY_OF_CODE[code];
    if (category) categories.add(category);
  }
  const fatal = FATAL_CODES.filter((code) => codes.has(code));
  if (fatal.length > 0) {
    categories.add('H1');
    assumptions.push({
      code: 'acute-toxic-category-1',
      detail: `${fatal.join(', ')} is Acute Tox. Category 1 or 2; the hazard statement does not tell which, so H1 (the lower quantities) is taken.`,
    });
  }
  const hasDermalOrInhalation = ['H310', 'H311', 'H330', 'H331'].some((code) => codes.has(code));
  if (codes.has('H301') && !hasDermalOrInhalation) {
    categories.add('H2');
    assumptions.push({
      code: 'oral-toxic-note-7',
      detail:
        'H301 without a dermal or inhalation classification counts in H2 (Annex I note 7): no such classification is known for the product.',
    });
  }
  if (codes.has('H222') || codes.has('H223')) {
    categories.add('P3a');
    assumptions.push({
      code: 'aerosol-composition-unknown',
      detail:
        'A flammable aerosol is P3b only when it contains neither flammable gases Cat. 1/2 nor flammable liquids Cat. 1; its composition is not known, so P3a is taken.',
    });
  }
  if (codes.has('H225') || codes.has('H226')) {
    categories.add('P5c');
    assumptions.push({
      code: 'flammable-liquid-storage-conditions',
      detail:
        'A flammable liquid Cat. 2/3 counts in P5c when stored below its boiling point without particular processing conditions; P5a/P5b apply to process conditions the inventory does not record.',
    });
  }
  return { categories: [...categories].sort(), assumptions };
}
