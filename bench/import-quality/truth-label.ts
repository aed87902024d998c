// Truth labels (issue 22, point 8): what a careful person reads off one real SDS, written by
// hand into truth/<sha256>.json. The sheets themselves stay outside the repo; a label is found
// by the SHA-256 of the file's bytes, wherever the file lies.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The development labels: the importer is tuned on these sheets (`truth/README.md`). */
export const devTruthFolder = fileURLToPath(new URL('./truth/', import.meta.url));

/**
 * The held-out labels: sheets the importer's tuning never looks at, so their figures say how it
 * reads sheets it has never seen (issue 22's targets). Nobody tunes on them; their figures are
 * reported apart from the development set's (`truth/README.md`, "Held-out set").
 */
export const heldOutTruthFolder = fileURLToPath(new URL('./truth-held-out/', import.meta.url));

const text = z.string();
const codes = z.array(z.string());

/** One hand-checked label; unknown keys are ignored, so analysts may add their own. */
export const TruthLabel = z.object({
  /** Path relative to the shared data folder, for people: the hash is what finds the file. */
  file: text,
  sha256: z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 lower-case hex digits'),
  language: text,
  /** The sheet's layout family, as the analyst names it (`EU REACH`, `US OSHA`, …). */
  format: text,
  isScan: z.boolean(),
  name: text.nullable(),
  supplier: text.nullable(),
  signalWord: z.enum(['Danger', 'Warning', 'None']),
  hCodes: codes,
  pCodes: codes,
  unNumbers: codes,
  pictograms: codes,
  revisionDate: z.iso.date().nullable(),
  version: text.nullable().optional(),
  casNumbers: codes,
  emergencyPhone: text.nullable(),
  /** The sheet's section numbers, in the 16-section (GHS / REACH Annex II) numbering. */
  sections: z.array(z.number().int().min(1).max(16)),
  notes: text.nullable().optional(),
});
export type TruthLabel = z.infer<typeof TruthLabel>;

/** The labels of a folder by SHA-256, and the files that are not valid labels (with why). */
export interface TruthLabels {
  bySha256: Map<string, TruthLabel>;
  invalid: { file: string; problem: string }[];
}

/**
 * Reads every `*.json` of `folder` as a truth label. A file that does not parse, or whose name
 * is not its `sha256`, is reported, not fatal: labels are being written while the benchmark runs.
 * A folder that does not exist holds no labels.
 */
export async function loadTruthLabels(folder: string): Promise<TruthLabels> {
  const labels: TruthLabels = { bySha256: new Map(), invalid: [] };
  const names = await readdir(folder).catch(() => [] as string[]);
  for (const name of names.filter((entry) => entry.endsWith('.json')).sort()) {
    const problem = (why: string) => labels.invalid.push({ file: name, problem: why });
    let json: unknown;
    try {
      json = JSON.parse(await readFile(join(folder, name), 'utf8'));
    } catch (error) {
      problem(`not JSON: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    const parsed = TruthLabel.safeParse(json);
    if (!parsed.success) {
      problem(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)[0]!);
      continue;
    }
    if (name !== `${parsed.data.sha256}.json`) {
      problem(`named ${name} but labels ${parsed.data.sha256}`);
      continue;
    }
    labels.bySha256.set(parsed.data.sha256, parsed.data);
  }
  return labels;
}
