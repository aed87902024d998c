// One file's import against its truth label, field by field (decision 0040).
import type { ProductContent } from '@sds/contract';
import {
  compareDates,
  firstPhoneDigits,
  isSamePhone,
  normaliseCasNumber,
  normalisePictogram,
  normaliseText,
  normaliseUnNumber,
  statementCodeParts,
} from './field-compare.ts';
import type { TruthLabel } from './truth-label.ts';

export const SCALAR_FIELDS = [
  'name',
  'supplier',
  'signalWord',
  'revisionDate',
  'emergencyPhone',
] as const;
export const LIST_FIELDS = ['hCodes', 'pCodes', 'unNumbers', 'pictograms', 'casNumbers'] as const;
export type ScalarField = (typeof SCALAR_FIELDS)[number];
export type ListField = (typeof LIST_FIELDS)[number];
/** The compared fields in the order the tables show them. */
export const SCORED_FIELDS = [
  'name',
  'supplier',
  'signalWord',
  'hCodes',
  'pCodes',
  'unNumbers',
  'pictograms',
  'revisionDate',
  'casNumbers',
  'emergencyPhone',
] as const satisfies readonly (ScalarField | ListField)[];

/** What the import put into the product, in the truth label's terms. */
export type ImportedFields = Record<ScalarField, string | null> & Record<ListField, string[]>;

/**
 * The compared fields of a product's content after an import (`contentWithImport` onto an empty
 * product): a field the import did not fill is null or empty, whatever the empty product holds
 * (its name, `None`). A signal word `None` is no signal word.
 */
export function importedFields(content: ProductContent, filled: readonly string[]): ImportedFields {
  const ifFilled = <Value>(field: string, value: Value) => (filled.includes(field) ? value : null);
  const signalWord = ifFilled('signalWord', content.signalWord);
  return {
    name: ifFilled('name', content.name),
    supplier: ifFilled('supplier', content.supplier),
    signalWord: signalWord === 'None' ? null : signalWord,
    revisionDate: ifFilled('revisionDate', content.revisionDate),
    emergencyPhone: ifFilled('emergencyPhone', content.emergencyPhone),
    hCodes: content.hStatements.map((statement) => statement.code),
    pCodes: content.pStatements.map((statement) => statement.code),
    unNumbers: content.unNumber ? [content.unNumber] : [],
    pictograms: [...content.pictograms],
    casNumbers: [...content.casNumbers],
  };
}

/**
 * `right` (the same, or rightly nothing), `missed` (the sheet has it, the import not), `spurious`
 * (the import read something the sheet does not have), `wrong`, or `swapped` (a date with day
 * and month exchanged).
 */
export type ScalarVerdict = 'right' | 'missed' | 'spurious' | 'wrong' | 'swapped';

export interface ScalarScore {
  truth: string | null;
  got: string | null;
  verdict: ScalarVerdict;
}

export interface ListScore {
  truth: string[];
  got: string[];
  /** In the label, not read. */
  missed: string[];
  /** Read, not in the label. */
  extra: string[];
  truePositives: number;
  isExact: boolean;
}

export type FileScores = Record<ScalarField, ScalarScore> & Record<ListField, ListScore>;

/** The truth label's value of a scalar field, `None` as no signal word. */
function truthOf(label: TruthLabel, field: ScalarField): string | null {
  if (field === 'signalWord') return label.signalWord === 'None' ? null : label.signalWord;
  return label[field];
}

function compareScalar(field: ScalarField, truth: string, got: string): ScalarVerdict {
  switch (field) {
    case 'name':
    case 'supplier':
      return normaliseText(truth, true) === normaliseText(got, true) ? 'right' : 'wrong';
    case 'revisionDate':
      return compareDates(truth, got);
    case 'emergencyPhone': {
      const [truthDigits, gotDigits] = [firstPhoneDigits(truth), firstPhoneDigits(got)];
      const isSame =
        truthDigits !== null && gotDigits !== null && isSamePhone(truthDigits, gotDigits);
      return isSame ? 'right' : 'wrong';
    }
    default:
      return normaliseText(truth) === normaliseText(got) ? 'right' : 'wrong';
  }
}

/** Compares one scalar field; null and empty text both mean "nothing". */
export function scoreScalar(
  field: ScalarField,
  truth: string | null,
  got: string | null,
): ScalarScore {
  const [hasTruth, hasGot] = [Boolean(truth?.trim()), Boolean(got?.trim())];
  let verdict: ScalarVerdict;
  if (!hasTruth) verdict = hasGot ? 'spurious' : 'right';
  else if (!hasGot) verdict = 'missed';
  else verdict = compareScalar(field, truth!, got!);
  return { truth, got, verdict };
}

const LIST_NORMALISERS: Record<ListField, (code: string) => string[]> = {
  hCodes: statementCodeParts,
  pCodes: statementCodeParts,
  unNumbers: (value) => [normaliseUnNumber(value)],
  pictograms: (value) => [normalisePictogram(value)],
  casNumbers: (value) => [normaliseCasNumber(value)],
};

/** Compares one list field as sets of normalised codes (each code once). */
export function scoreList(field: ListField, truth: string[], got: string[]): ListScore {
  const normalise = (values: string[]) =>
    [...new Set(values.flatMap(LIST_NORMALISERS[field]))].filter((value) => value !== '');
  const [truthSet, gotSet] = [normalise(truth), normalise(got)];
  const missed = truthSet.filter((code) => !gotSet.includes(code));
  const extra = gotSet.filter((code) => !truthSet.includes(code));
  return {
    truth: truthSet,
    got: gotSet,
    missed,
    extra,
    truePositives: truthSet.length - missed.length,
    isExact: missed.length === 0 && extra.length === 0,
  };
}

/** Every compared field of one file. */
export function scoreFile(label: TruthLabel, got: ImportedFields): FileScores {
  const scalars = SCALAR_FIELDS.map((field) => [
    field,
    scoreScalar(field, truthOf(label, field), got[field]),
  ]);
  const lists = LIST_FIELDS.map((field) => [field, scoreList(field, label[field], got[field])]);
  return Object.fromEntries([...scalars, ...lists]) as FileScores;
}

/** Whether a field is a list field. */
export const isListField = (field: ScalarField | ListField): field is ListField =>
  (LIST_FIELDS as readonly string[]).includes(field);

/** What a file whose import ended without a sheet (`NoXml`, `ImportFailed`) put into the product. */
export const NOTHING_IMPORTED: ImportedFields = {
  name: null,
  supplier: null,
  signalWord: null,
  revisionDate: null,
  emergencyPhone: null,
  hCodes: [],
  pCodes: [],
  unNumbers: [],
  pictograms: [],
  casNumbers: [],
};
