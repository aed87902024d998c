import type { RegulatoryFlag } from '@sds/contract';
import { regulatoryLists } from './regulatory-lists.ts';

/**
 * A product's regulatory flags (docs/decisions/0057-regulatory-flags.md): each of its CAS
 * numbers looked up on every list in use, in the lists' order (Candidate List, CMR, Annex XIV,
 * Annex XVII), each distinct fact once — a list that names a substance twice for the same fact
 * (cadmium, pyrophoric and not) gives one flag, under the first name.
 */
export function screenCasNumbers(casNumbers: readonly string[]): RegulatoryFlag[] {
  const flags: RegulatoryFlag[] = [];
  if (casNumbers.length === 0) return flags;
  for (const { list, version, byCas } of regulatoryLists().values()) {
    const seen = new Set<string>();
    for (const cas of casNumbers) {
      for (const { substance, detail } of byCas.get(cas) ?? []) {
        const key = `${cas}|${detail}`;
        if (seen.has(key)) continue;
        seen.add(key);
        flags.push({ kind: list, cas, substance, detail, listVersion: version });
      }
    }
  }
  return flags;
}

/** The kinds among a product's flags, each once, in the lists' order. */
export function flagKindsOf(casNumbers: readonly string[]): RegulatoryFlag['kind'][] {
  return [...new Set(screenCasNumbers(casNumbers).map((flag) => flag.kind))];
}
