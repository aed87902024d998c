import { searchWords } from '@sds/contract';

/** Values in a signature: enough for a ±0.06 estimate of the similarity (1/√64 ≈ 0.125, halved). */
const HASHES = 64;
/** 16 bands of 4 values: texts 0.8 alike share a band with p ≈ 0.9997, 0.3 alike with p ≈ 0.12. */
const BANDS = 16;
const ROWS = HASHES / BANDS;
/** Words per shingle: three keep word order without one changed word spoiling many shingles. */
const SHINGLE_WORDS = 3;
/** Below this many shingles there is too little text to compare (a placeholder, a stub). */
const MIN_SHINGLES = 30;

/** FNV-1a of a string, 32 bits. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let at = 0; at < text.length; at += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(at), 0x01000193);
  }
  return hash >>> 0;
}

/** MurmurHash3's finaliser of `value` under `seed`: one of 64 permutations of the 32-bit values. */
function permuted(value: number, seed: number): number {
  let hash = (value ^ seed) >>> 0;
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}

const SEEDS = Array.from({ length: HASHES }, (_, index) => fnv1a(`sds-minhash-${index}`));

/** What an import keeps of a sheet's text to find its other versions (decision 0068). */
export interface TextFingerprint {
  /** The MinHash signature: the least of each permutation over the text's shingles (int32). */
  minhash: number[];
  /** Its LSH bands as `band:hash`: texts that share one are compared. */
  bands: string[];
}

/**
 * The fingerprint of an SDS's text: MinHash over its word 3-shingles (folded words, as search
 * folds them), so two texts' share of equal signature values estimates their Jaccard similarity;
 * null when the text is too short to say anything.
 */
export function textFingerprint(text: string): TextFingerprint | null {
  const words = searchWords(text);
  const shingles = new Set<number>();
  for (let at = 0; at + SHINGLE_WORDS <= words.length; at += 1) {
    shingles.add(fnv1a(words.slice(at, at + SHINGLE_WORDS).join(' ')));
  }
  if (shingles.size < MIN_SHINGLES) return null;
  const minhash = SEEDS.map((seed) => {
    let least = 0xffffffff;
    for (const shingle of shingles) least = Math.min(least, permuted(shingle, seed));
    return least | 0;
  });
  const bands = Array.from({ length: BANDS }, (_, band) => {
    const rows = minhash.slice(band * ROWS, (band + 1) * ROWS).join(',');
    return `${band}:${fnv1a(rows).toString(36)}`;
  });
  return { minhash, bands };
}

/** The estimated Jaccard similarity of two signatures: the share of equal values. */
export function similarityOf(one: readonly number[], other: readonly number[]): number {
  if (one.length !== HASHES || other.length !== HASHES) return 0;
  let equal = 0;
  for (let at = 0; at < HASHES; at += 1) if (one[at] === other[at]) equal += 1;
  return equal / HASHES;
}
