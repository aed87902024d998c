import { randomInt } from 'node:crypto';
import { performance } from 'node:perf_hooks';

type Kind = 'first' | 'second';

/** Milliseconds of each kept try of each kind, in the order they ran. */
export type TimedKinds = Record<Kind, number[]>;

/**
 * Times `tries` tries of each of two kinds, interleaved in a random order (an even shuffle of
 * both kinds' tries, after `warmUp` alternating ones that are not kept). Interleaving puts the
 * load of other work on the machine (other engineers' tests, a GC) on both kinds alike; the
 * shuffle rather than strict ABAB also lets each kind follow either kind equally often, so what
 * one kind leaves behind (work in the background, garbage) cannot slow the other kind alone.
 * `settle` runs after each try, outside its time.
 */
export async function timeInterleaved(options: {
  tries: number;
  warmUp: number;
  first: () => Promise<unknown>;
  second: () => Promise<unknown>;
  settle?: () => Promise<void>;
}): Promise<TimedKinds> {
  const timed: TimedKinds = { first: [], second: [] };
  async function timeOne(kind: Kind): Promise<number> {
    const start = performance.now();
    await options[kind]();
    const elapsed = performance.now() - start;
    await options.settle?.();
    return elapsed;
  }
  for (let index = 0; index < options.warmUp * 2; index += 1) {
    await timeOne(index % 2 === 0 ? 'first' : 'second');
  }
  const kinds: Kind[] = ['first', 'second'];
  const order = shuffled(Array.from({ length: options.tries }, () => kinds).flat());
  for (const kind of order) timed[kind].push(await timeOne(kind));
  return timed;
}

/** Fisher–Yates with the crypto generator. */
function shuffled<T>(values: T[]): T[] {
  const result = [...values];
  for (let index = result.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [result[index], result[other]] = [result[other]!, result[index]!];
  }
  return result;
}

function trimmedStatistics(values: number[], trim: number) {
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  const g = Math.floor(trim * n);
  const kept = sorted.slice(g, n - g);
  const h = kept.length;
  const mean = kept.reduce((sum, value) => sum + value, 0) / h;
  // Winsorised: the trimmed tails replaced by the nearest kept value.
  const winsorised = sorted.map((value) => Math.min(Math.max(value, kept[0]!), kept[h - 1]!));
  const winsorisedMean = winsorised.reduce((sum, value) => sum + value, 0) / n;
  const winsorisedVariance =
    winsorised.reduce((sum, value) => sum + (value - winsorisedMean) ** 2, 0) / (n - 1);
  return { mean, squaredError: ((n - 1) * winsorisedVariance) / (h * (h - 1)) };
}

/**
 * Yuen's test statistic: Welch's t on trimmed means with winsorised variances (20 % off each
 * end by default), so the outliers of a loaded, shared machine do not decide it. Positive
 * when `first` is slower; |t| above 3 says the two kinds take different times.
 */
export function trimmedWelchT(first: number[], second: number[], trim = 0.2): number {
  const a = trimmedStatistics(first, trim);
  const b = trimmedStatistics(second, trim);
  return (a.mean - b.mean) / Math.sqrt(a.squaredError + b.squaredError);
}

/** The trimmed mean (20 % off each end), for messages beside the t. */
export function trimmedMean(values: number[], trim = 0.2): number {
  return trimmedStatistics(values, trim).mean;
}

/** What a timing test reports: t and both trimmed means. */
export function describeTiming(timed: TimedKinds, names: Record<Kind, string>): string {
  const t = trimmedWelchT(timed.first, timed.second);
  const mean = (kind: Kind) => `${trimmedMean(timed[kind]).toFixed(2)} ms ${names[kind]}`;
  return `t = ${t.toFixed(2)} over ${timed.first.length} tries each (trimmed means ${mean('first')}, ${mean('second')})`;
}

/** |t| from which two kinds count as taking different times. */
export const DISTINGUISHABLE_T = 3;

/**
 * Times the two kinds (see timeInterleaved) up to `attempts` times, stopping at the first
 * attempt that cannot tell them apart; answers each attempt's t and figures. A real difference
 * in the code is there in every attempt; a burst of other work on a shared machine that happened
 * to fall on one kind more than the other does not come back, so one such attempt does not fail
 * a test (a CI run beside other work once measured |t| 3.07 on an unchanged path).
 */
export async function timeUntilIndistinguishable(
  options: Parameters<typeof timeInterleaved>[0],
  names: Record<Kind, string>,
  attempts = 2,
): Promise<{ smallestT: number; figures: string[] }> {
  const figures: string[] = [];
  let smallestT = Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < attempts && smallestT >= DISTINGUISHABLE_T; attempt += 1) {
    const timed = await timeInterleaved(options);
    smallestT = Math.min(smallestT, Math.abs(trimmedWelchT(timed.first, timed.second)));
    figures.push(describeTiming(timed, names));
  }
  return { smallestT, figures };
}
