// The plausibility check on the labelled sheets (issue 22 §4, decision 0041): what it finds in
// each import, and whether the sheet itself holds the contradiction or the import made it. A
// finding that stays when the import's hazard label and UN number are replaced by the truth
// label's is in the sheet (a real contradiction, or a false alarm of a rule: judged by hand); one
// that goes away caught an import mistake.
import { Pictogram, type PlausibilityFinding, type ProductContent } from '@sds/contract';
import {
  checkPlausibility,
  type PlausibilityEvidence,
} from '../../apps/api/src/modules/products/index.ts';
import type { TruthLabel } from './truth-label.ts';

/** What the check read: the product's fields it weighs, and the evidence of the source. */
export interface CheckedImport {
  content: Parameters<typeof checkPlausibility>[0];
  evidence: PlausibilityEvidence;
}

/** A finding with where its contradiction lies: in the sheet, or made by the import. */
export type JudgedFinding = PlausibilityFinding & { origin: 'sheet' | 'import' };

/** The product's fields the check weighs. */
export function checkedContent(product: ProductContent): CheckedImport['content'] {
  const { signalWord, pictograms, hStatements, unNumber, adrClass, packingGroup } = product;
  return { signalWord, pictograms, hStatements, unNumber, adrClass, packingGroup };
}

const keyOf = (finding: PlausibilityFinding) => JSON.stringify([finding.code, finding.params]);

/** The findings of an import, each judged against the truth label (see above). */
export function judgeFindings(label: TruthLabel, checked: CheckedImport | null): JudgedFinding[] {
  if (!checked) return [];
  const { content, evidence } = checked;
  const found = checkPlausibility(content, evidence);
  const truthUnNumber = label.unNumbers[0]?.replace(/\D/g, '') ?? null;
  const asLabelled = checkPlausibility(
    {
      ...content,
      signalWord: label.signalWord,
      pictograms: label.pictograms.filter(
        (pictogram): pictogram is Pictogram => Pictogram.safeParse(pictogram).success,
      ),
      hStatements: label.hCodes.map((code) => ({ code, text: '' })),
      unNumber: truthUnNumber,
      // The label has no class or packing group: the import's stand when it read the same number.
      ...(truthUnNumber === content.unNumber ? {} : { adrClass: null, packingGroup: null }),
    },
    evidence,
  );
  const inSheet = new Set(asLabelled.map(keyOf));
  return found.map((finding) => ({
    ...finding,
    origin: inSheet.has(keyOf(finding)) ? 'sheet' : 'import',
  }));
}

/** Findings over many files: per code, in the sheet and made by the import. */
export function summariseFindings(perFile: readonly (readonly JudgedFinding[])[]) {
  const byCode: Record<string, { sheet: number; import: number }> = {};
  for (const finding of perFile.flat()) {
    const counts = (byCode[finding.code] ??= { sheet: 0, import: 0 });
    counts[finding.origin] += 1;
  }
  return {
    files: perFile.length,
    filesWithFindings: perFile.filter((findings) => findings.length > 0).length,
    total: perFile.reduce((sum, findings) => sum + findings.length, 0),
    byCode,
  };
}
export type FindingsSummary = ReturnType<typeof summariseFindings>;

/** A finding in a few words, for the per-file detail and the record. */
export const describeFinding = (finding: JudgedFinding) =>
  `${finding.code} ${Object.values(finding.params).flat().join(' ')} (${finding.origin})`;
