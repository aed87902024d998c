// The import-quality figures over many files (decision 0040): per field, section coverage, clean
// section texts, how imports ended, and time per file.
import type { ImportStatus, ProductSection } from '@sds/contract';
import { summarise as summariseLatency, type LatencySummary } from '../latency.ts';
import {
  LIST_FIELDS,
  SCALAR_FIELDS,
  SCORED_FIELDS,
  type FileScores,
  type ListField,
  type ScalarField,
} from './score.ts';
import {
  describeFinding,
  summariseFindings,
  type FindingsSummary,
  type JudgedFinding,
} from './findings.ts';
import type { SectionCoverage } from './section-coverage.ts';

/** One labelled file's import and how it compares with its label. */
export interface FileResult {
  sha256: string;
  file: string;
  language: string;
  format: string;
  isScan: boolean;
  status: ImportStatus;
  reason: string | null;
  source: 'xml' | 'text' | null;
  ms: number;
  scores: FileScores;
  sections: SectionCoverage;
  /** The section texts the import filled, and those with page furniture in them. */
  furniture: { texts: number; dirty: { section: ProductSection; line: string }[] };
  /** What the plausibility check found in the import, judged against the label (findings.ts). */
  findings: JudgedFinding[];
}

/** A share rounded to three places; null when there is nothing to share. */
export const share = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 1000;

export interface ScalarSummary {
  /** Files whose label has a value. */
  withTruth: number;
  right: number;
  /** Rightly left empty: neither the label nor the import has a value. */
  rightlyEmpty: number;
  missed: number;
  wrong: number;
  swapped: number;
  spurious: number;
  /** Read at all when the label has a value (recall). */
  foundShare: number | null;
  /** Right among those read when the label has a value. */
  rightOfFound: number | null;
  /** Files whose product ends with the label's value, or rightly with none. */
  rightOfAll: number | null;
}

export interface ListSummary {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  /** Micro precision and recall over the codes of all files. */
  precision: number | null;
  recall: number | null;
  /** Files whose codes are exactly the label's (both empty counts). */
  exactSets: number;
  exactSetShare: number | null;
}

export interface Summary {
  files: number;
  fields: Record<ScalarField, ScalarSummary> & Record<ListField, ListSummary>;
  sections: { expected: number; covered: number; coverage: number | null; unexpected: number };
  furniture: {
    texts: number;
    clean: number;
    cleanShare: number | null;
    filesWithTexts: number;
    filesAllClean: number;
  };
  /**
   * Scanned sheets (the label's `isScan`). Issue 22's target for scans (at least 70 % reach
   * `PendingUser` with signal word and H codes) is measured on the scans whose sheet prints both
   * (`classified`): `readable` are those that reached `PendingUser` with the right signal word and
   * at least one right H code. A scan of an unclassified product cannot meet it, so it is counted
   * apart: `unclassifiedRight` reached `PendingUser` and rightly read no signal word and no H code.
   */
  scans: {
    files: number;
    classified: number;
    readable: number;
    readableShare: number | null;
    unclassifiedRight: number;
  };
  statuses: Partial<Record<ImportStatus, number>>;
  /** `ImportFailed` reasons, and `NoXml` for a file with nothing read. */
  misses: Record<string, number>;
  /** The plausibility check's findings, per code: in the sheet, or made by the import. */
  findings: FindingsSummary;
  time: LatencySummary;
}

function summariseScalar(results: readonly FileResult[], field: ScalarField): ScalarSummary {
  const count = (test: (score: FileScores[ScalarField]) => boolean) =>
    results.filter((result) => test(result.scores[field])).length;
  const right = count((score) => score.verdict === 'right' && score.truth !== null);
  const rightlyEmpty = count((score) => score.verdict === 'right' && score.truth === null);
  const wrong = count((score) => score.verdict === 'wrong');
  const swapped = count((score) => score.verdict === 'swapped');
  const missed = count((score) => score.verdict === 'missed');
  const found = right + wrong + swapped;
  const withTruth = found + missed;
  return {
    withTruth,
    right,
    rightlyEmpty,
    missed,
    wrong,
    swapped,
    spurious: count((score) => score.verdict === 'spurious'),
    foundShare: share(found, withTruth),
    rightOfFound: share(right, found),
    rightOfAll: share(right + rightlyEmpty, results.length),
  };
}

function summariseList(results: readonly FileResult[], field: ListField): ListSummary {
  const scores = results.map((result) => result.scores[field]);
  const sum = (of: (score: FileScores[ListField]) => number) =>
    scores.reduce((total, score) => total + of(score), 0);
  const truePositives = sum((score) => score.truePositives);
  const falsePositives = sum((score) => score.extra.length);
  const falseNegatives = sum((score) => score.missed.length);
  const exactSets = scores.filter((score) => score.isExact).length;
  return {
    truePositives,
    falsePositives,
    falseNegatives,
    precision: share(truePositives, truePositives + falsePositives),
    recall: share(truePositives, truePositives + falseNegatives),
    exactSets,
    exactSetShare: share(exactSets, scores.length),
  };
}

const tally = (values: readonly string[]) =>
  values.reduce<Record<string, number>>((counts, value) => {
    counts[value] = (counts[value] ?? 0) + 1;
    return counts;
  }, {});

/** The figures over a set of files. */
export function summariseResults(results: readonly FileResult[]): Summary {
  const fields = Object.fromEntries([
    ...SCALAR_FIELDS.map((field) => [field, summariseScalar(results, field)]),
    ...LIST_FIELDS.map((field) => [field, summariseList(results, field)]),
  ]) as Summary['fields'];
  const expected = results.reduce((total, result) => total + result.sections.expected.length, 0);
  const covered = results.reduce((total, result) => total + result.sections.covered.length, 0);
  const texts = results.reduce((total, result) => total + result.furniture.texts, 0);
  const dirty = results.reduce((total, result) => total + result.furniture.dirty.length, 0);
  const withTexts = results.filter((result) => result.furniture.texts > 0);
  const scans = results.filter((result) => result.isScan);
  const classified = scans.filter(
    ({ scores }) => scores.signalWord.truth !== null && scores.hCodes.truth.length > 0,
  );
  const readable = classified.filter(
    ({ status, scores }) =>
      status === 'PendingUser' &&
      scores.signalWord.verdict === 'right' &&
      scores.hCodes.truePositives > 0,
  ).length;
  const unclassifiedRight = scans.filter(
    ({ status, scores }) =>
      status === 'PendingUser' &&
      scores.signalWord.truth === null &&
      scores.hCodes.truth.length === 0 &&
      scores.signalWord.verdict === 'right' &&
      scores.hCodes.got.length === 0,
  ).length;
  return {
    files: results.length,
    fields,
    sections: {
      expected,
      covered,
      coverage: share(covered, expected),
      unexpected: results.reduce((total, result) => total + result.sections.unexpected.length, 0),
    },
    furniture: {
      texts,
      clean: texts - dirty,
      cleanShare: share(texts - dirty, texts),
      filesWithTexts: withTexts.length,
      filesAllClean: withTexts.filter((result) => result.furniture.dirty.length === 0).length,
    },
    scans: {
      files: scans.length,
      classified: classified.length,
      readable,
      readableShare: share(readable, classified.length),
      unclassifiedRight,
    },
    statuses: tally(results.map((result) => result.status)),
    misses: tally(
      results.flatMap((result) =>
        result.status === 'ImportFailed' || result.status === 'NoXml'
          ? [result.reason ?? result.status]
          : [],
      ),
    ),
    findings: summariseFindings(results.map((result) => result.findings)),
    time: summariseLatency(results.map((result) => result.ms)),
  };
}

/** The figures per value of a property (the label's format, its language). */
export function summariseBy(
  results: readonly FileResult[],
  keyOf: (result: FileResult) => string,
): Record<string, Summary> {
  const groups = Map.groupBy(results, keyOf);
  return Object.fromEntries(
    [...groups.keys()].sort().map((key) => [key, summariseResults(groups.get(key)!)]),
  );
}

/** One file in short, for the record: how its import ended and what it did not get right. */
export function fileInShort(result: FileResult) {
  const notRight = Object.fromEntries(
    SCORED_FIELDS.flatMap((field): [string, object][] => {
      const score = result.scores[field];
      if ('verdict' in score) {
        const { verdict, truth, got } = score;
        return verdict === 'right' ? [] : [[field, { verdict, truth, got }]];
      }
      return score.isExact ? [] : [[field, { missed: score.missed, extra: score.extra }]];
    }),
  );
  return {
    sha256: result.sha256.slice(0, 12),
    file: result.file,
    status: result.status,
    ...(result.reason ? { reason: result.reason } : {}),
    ms: result.ms,
    notRight,
    sectionsNotFilled: result.sections.expected.filter(
      (section) => !result.sections.covered.includes(section),
    ),
    sectionsWithFurniture: result.furniture.dirty.map((dirty) => dirty.section),
    findings: result.findings.map(describeFinding),
  };
}
