import {
  PRODUCT_INPUT_LIMITS,
  Pictogram,
  Statement,
  type SignalWord,
  type Statement as StatementValue,
} from '@sds/contract';
import { officialStatementText } from '../../products/index.ts';
import { phraseCodes, phraseText } from './sdscom-phrases.ts';
import {
  at,
  childrenNamed,
  descendantsNamed,
  preferredRegion,
  singleLine,
  type XmlElement,
} from './sdscom-tree.ts';

/** The label elements of section 2.2, in the product's shapes. */
export interface SheetLabel {
  signalWord: SignalWord | null;
  pictograms: Pictogram[];
  hStatements: StatementValue[];
  pStatements: StatementValue[];
}

/** The sheet's language (`nl`) for phrase texts and its locale for the official texts. */
export interface LabelLanguage {
  language: string | null;
  locale: string;
}

/** The parts of a label, by name without v4's `Clp` prefix (`ClpHazardStatement`). */
const LABEL_PARTS = [
  'HazardPictogram',
  'SignalWord',
  'HazardStatement',
  'PrecautionaryStatement',
  'SupplementalHazardInformation',
  'SpecialSupplementalLabelInfoMixtures',
];

/**
 * Reads the label (v4 `HazardLabelling/ClpLabellingInfo`, v5 `RegionEU/HazardLabelling/
 * ClpHazardLabelling_2023_707` or an ATP's sibling). Only the label: the classification
 * repeats H codes per hazard class, and the label's statements are the ones a product shows.
 */
export function readLabel(
  hazardIdentification: XmlElement | undefined,
  language: LabelLanguage,
): SheetLabel {
  const label = findLabel(hazardIdentification);
  const hStatements = [
    ...readStatements(partsNamed(label, 'HazardStatement'), 'hazard', language),
    ...readStatements(partsNamed(label, 'SupplementalHazardInformation'), 'supplemental', language),
    ...readStatements(
      partsNamed(label, 'SpecialSupplementalLabelInfoMixtures'),
      'supplemental',
      language,
    ),
  ];
  return {
    signalWord: readSignalWord(partsNamed(label, 'SignalWord')[0], language.language),
    pictograms: readPictograms(partsNamed(label, 'HazardPictogram')),
    hStatements: withoutRepeatedCodes(hStatements),
    pStatements: withoutRepeatedCodes(
      readStatements(partsNamed(label, 'PrecautionaryStatement'), 'precautionary', language),
    ),
  };
}

function findLabel(hazardIdentification: XmlElement | undefined): XmlElement | undefined {
  const scope = preferredRegion(hazardIdentification) ?? hazardIdentification;
  const labelling =
    at(scope, 'HazardLabelling') ?? descendantsNamed(hazardIdentification, 'HazardLabelling')[0];
  return labelling?.children.find((candidate) =>
    candidate.children.some((child) => LABEL_PARTS.includes(withoutClpPrefix(child.name))),
  );
}

function withoutClpPrefix(name: string): string {
  return name.replace(/^Clp/, '');
}

function partsNamed(label: XmlElement | undefined, name: string): XmlElement[] {
  return label?.children.filter((child) => withoutClpPrefix(child.name) === name) ?? [];
}

/** Signal words as the SDS may write them when it gives no `DGR`/`WNG` code. */
const SIGNAL_WORDS: Record<string, SignalWord> = {
  dgr: 'Danger',
  danger: 'Danger',
  gevaar: 'Danger',
  gefahr: 'Danger',
  wng: 'Warning',
  warning: 'Warning',
  attention: 'Warning',
  waarschuwing: 'Warning',
  achtung: 'Warning',
};

function readSignalWord(
  element: XmlElement | undefined,
  language: string | null,
): SignalWord | null {
  if (!element) return null;
  const candidates = [...phraseCodes(element), element.text, phraseText(element, language)];
  for (const candidate of candidates) {
    const signalWord = SIGNAL_WORDS[singleLine(candidate).toLowerCase()];
    if (signalWord) return signalWord;
  }
  return null;
}

/** v5 writes `GHS02` as the element's text, v4 as a phrase code; either may carry a prefix. */
function readPictograms(elements: XmlElement[]): Pictogram[] {
  const pictograms = new Set<Pictogram>();
  for (const element of elements) {
    const words = [element.text, ...phraseCodes(element), phraseText(element, null)].join(' ');
    const parsed = Pictogram.safeParse(/GHS0[1-9]/i.exec(words)?.[0]?.toUpperCase());
    if (parsed.success) pictograms.add(parsed.data);
  }
  return [...pictograms];
}

type StatementKind = 'hazard' | 'supplemental' | 'precautionary';

/**
 * Numbers that are EUH codes although they sit in the hazard-statement list: the hazard
 * classes CLP added in 2023/707 (endocrine disruption, PBT, PMT). The schema drops the
 * letters because EUH and H numbers never collide.
 */
const EUH_HAZARD_CLASS_NUMBERS = new Set(['380', '381', '430', '431', '440', '441', '450', '451']);

function readStatements(
  elements: XmlElement[],
  kind: StatementKind,
  language: LabelLanguage,
): StatementValue[] {
  return elements.flatMap((element) => {
    const code = statementCode(phraseCodes(element), kind);
    if (code === null) return [];
    const text =
      statementText(element, language.language) ||
      officialStatementText(code, language.locale) ||
      '';
    return [{ code, text: text.slice(0, PRODUCT_INPUT_LIMITS.statementText).trim() }];
  });
}

/**
 * The full code of a statement (`H225`, `EUH066`, `P305+P351+P338`) from its codes as written:
 * bare numbers get the letters their list implies, codes that carry letters keep them. Null
 * for anything the contract would refuse, so one odd phrase never fails the import.
 */
function statementCode(codes: string[], kind: StatementKind): string | null {
  const parts = codes
    .join('+')
    .split('+')
    .map((part) => part.replace(/\s+/g, ''))
    .filter((part) => part !== '');
  if (parts.length === 0) return null;
  const lettered = parts.map((part) => letteredCode(part, kind));
  if (lettered.some((part) => part === null)) return null;
  const code = lettered.join('+');
  const isValid = Statement.shape.code.safeParse(code).success;
  const isInItsList = code.startsWith('P') === (kind === 'precautionary');
  return isValid && isInItsList && code.length <= PRODUCT_INPUT_LIMITS.code ? code : null;
}

function letteredCode(part: string, kind: StatementKind): string | null {
  const match = /^(EUH|H|P)?(\d{3})([A-Za-z]{0,2})$/i.exec(part);
  if (!match) return null;
  const [, letters, number = '', suffix = ''] = match;
  return `${letters?.toUpperCase() ?? lettersFor(number, kind)}${number}${suffix}`;
}

function lettersFor(number: string, kind: StatementKind): string {
  if (kind === 'precautionary') return 'P';
  if (kind === 'supplemental') return 'EUH';
  // H codes start at 200; EUH001–EUH071 and the new hazard classes never clash with them.
  return Number(number) < 200 || EUH_HAZARD_CLASS_NUMBERS.has(number) ? 'EUH' : 'H';
}

/** The phrase text plus v5's organs and exposure routes, printed in brackets after it (STOT). */
function statementText(element: XmlElement, language: string | null): string {
  const text = phraseText(element, language);
  const details = [...childrenNamed(element, 'Organ'), ...childrenNamed(element, 'ExposureRoute')]
    .map((detail) => phraseText(detail, language))
    .filter((detail) => detail !== '');
  if (text === '' || details.length === 0) return text;
  return `${text} (${details.join(', ')})`;
}

function withoutRepeatedCodes(statements: StatementValue[]): StatementValue[] {
  const seen = new Set<string>();
  const unique = statements.filter(({ code }) => !seen.has(code) && seen.add(code));
  return unique.slice(0, PRODUCT_INPUT_LIMITS.statements);
}
