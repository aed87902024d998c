import type { StorageClass } from '@sds/contract';

/**
 * One step of the assignment scheme of TRGS 510 Anhang 2 (A.2.2): the hazard statements and
 * transport data that put a product into the step's classes. Where the statements cannot tell
 * the classes of a step apart (combustible or not: 6.1A/6.1B, 8A/8B), the step names both and
 * a key user chooses.
 */
interface AssignmentStep {
  classes: StorageClass[];
  hCodes: readonly string[];
  /** ADR classes (column 3a, the main hazard) that lead to the step. */
  adrClasses?: readonly string[];
  /** UN numbers that lead to the step whatever their class (ammonium nitrate, aerosols). */
  unNumbers?: readonly string[];
}

/**
 * The steps in the order the scheme asks them: the first that applies gives the class
 * (A.2.1 (7)), so a flammable liquid that is also toxic (methanol: H225, H301) is LGK 3, and
 * a pyrophoric solution in a flammable solvent (butyllithium in hexane: H250, H225) is 4.2.
 * The order is decision 0056's reading of the scheme; see docs/decisions/0056.
 */
export const ASSIGNMENT_STEPS: readonly AssignmentStep[] = [
  { classes: ['1'], hCodes: ['H200', 'H201', 'H202', 'H203', 'H204', 'H205'], adrClasses: ['1'] },
  { classes: ['7'], hCodes: [], adrClasses: ['7'] },
  { classes: ['6.2'], hCodes: [], adrClasses: ['6.2'] },
  // Aerosols and gas cartridges (UN 1950, 2037) before the gases: their class is 2 too.
  { classes: ['2B'], hCodes: ['H222', 'H223', 'H229'], unNumbers: ['1950', '2037'] },
  {
    classes: ['2A'],
    hCodes: ['H220', 'H221', 'H230', 'H231', 'H232', 'H270', 'H280', 'H281'],
    adrClasses: ['2'],
  },
  // Self-reactive substances and organic peroxides, types A and B (A.2.1 (9)).
  { classes: ['4.1A', '5.2'], hCodes: ['H240', 'H241'] },
  { classes: ['5.2'], hCodes: ['H242'], adrClasses: ['5.2'] },
  { classes: ['4.2'], hCodes: ['H250', 'H251', 'H252'], adrClasses: ['4.2'] },
  { classes: ['4.3'], hCodes: ['H260', 'H261'], adrClasses: ['4.3'] },
  { classes: ['3'], hCodes: ['H224', 'H225', 'H226'], adrClasses: ['3'] },
  { classes: ['4.1B'], hCodes: ['H228'], adrClasses: ['4.1'] },
  // Ammonium nitrate and its mixtures by UN number: no statement says "ammonium nitrate".
  { classes: ['5.1C'], hCodes: [], unNumbers: ['1942', '2067', '2426', '3375'] },
  { classes: ['5.1A'], hCodes: ['H271'] },
  { classes: ['5.1B'], hCodes: ['H272'], adrClasses: ['5.1'] },
  { classes: ['6.1A', '6.1B'], hCodes: ['H300', 'H310', 'H330'] },
  {
    classes: ['6.1C', '6.1D'],
    hCodes: [
      'H301', 'H311', 'H331', 'H340', 'H350', 'H350i', 'H360', 'H360F', 'H360D', 'H360FD',
      'H360Fd', 'H360Df', 'H370', 'H372',
    ],
    adrClasses: ['6.1'],
  }, // prettier-ignore
  { classes: ['8A', '8B'], hCodes: ['H314'], adrClasses: ['8'] },
];

/** What a product's data suggest, and what in them did. */
export interface StorageClassSuggestion {
  /** One class, or the classes of a step the data cannot tell apart. */
  classes: StorageClass[];
  /** The hazard statements, `ADR <class>` or `UN <number>` that decided it. */
  basis: string[];
  /** The step's place in the scheme (0 first): what a given class is weighed against. */
  step: number;
}

export interface StorageClassEvidence {
  hazardCodes: readonly string[];
  adrClass?: string | null;
  unNumber?: string | null;
}

/**
 * `6.1 (8)`, `Klasse 3`, `2.1`, `1.1D` → the main class `6.1`, `3`, `2`, `1`: classes 4, 5
 * and 6 have divisions of their own, the others only what their labels add.
 */
function mainAdrClass(text: string | null | undefined): string | null {
  const found = /(\d)(\.\d)?/.exec(text ?? '');
  if (!found?.[1]) return null;
  return ['4', '5', '6'].includes(found[1]) ? found[0] : found[1];
}

/**
 * The storage class TRGS 510 Anhang 2 assigns from a product's hazard statements and transport
 * data, or null when the data hold no hazard to go on (then nothing is suggested: no data is
 * not "no hazard"). Hazardous products no step takes are `10-13`, with an empty basis: which
 * of the four depends on combustibility and state, which the statements do not say.
 */
export function suggestStorageClass(evidence: StorageClassEvidence): StorageClassSuggestion | null {
  const codes = new Set(evidence.hazardCodes.flatMap((code) => code.split('+')));
  const adrClass = mainAdrClass(evidence.adrClass);
  const unNumber = evidence.unNumber?.replace(/^UN\s*/i, '') ?? null;
  for (const [step, rule] of ASSIGNMENT_STEPS.entries()) {
    const basis = [
      ...rule.hCodes.filter((code) => codes.has(code)),
      ...(unNumber && rule.unNumbers?.includes(unNumber) ? [`UN ${unNumber}`] : []),
      ...(adrClass && rule.adrClasses?.includes(adrClass) ? [`ADR ${adrClass}`] : []),
    ];
    if (basis.length > 0) return { classes: rule.classes, basis, step };
  }
  const hazardous = [...codes].some((code) => /^H\d/.test(code)) || adrClass !== null;
  return hazardous ? { classes: ['10-13'], basis: [], step: ASSIGNMENT_STEPS.length } : null;
}

/** The scheme's step of a class a product is given (10–13 after every step). */
export function stepOf(storageClass: StorageClass): number {
  const step = ASSIGNMENT_STEPS.findIndex((rule) => rule.classes.includes(storageClass));
  return step < 0 ? ASSIGNMENT_STEPS.length : step;
}
