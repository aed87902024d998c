import { readFileSync, readdirSync } from 'node:fs';

/**
 * Runs `work` while sampling this process's resident memory every `intervalMs`, and gives its
 * result with the peak growth over the start. Samples are taken on the event loop, which
 * work off the loop (threads, child processes) leaves free.
 */
export async function measurePeakRssGrowth<T>(
  work: () => Promise<T>,
  intervalMs = 20,
): Promise<{ result: T; peakGrowthBytes: number }> {
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, intervalMs);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage.rss());
    return { result, peakGrowthBytes: peak - before };
  } finally {
    clearInterval(sampler);
  }
}

/** The ids of this process's children whose command line contains `marker` (Linux /proc). */
export function childProcessIds(marker: string): number[] {
  return readdirSync(`/proc/${process.pid}/task`).flatMap((thread) =>
    readFileSync(`/proc/${process.pid}/task/${thread}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number)
      .filter((pid) => {
        try {
          return readFileSync(`/proc/${pid}/cmdline`, 'latin1').includes(marker);
        } catch {
          return false; // gone meanwhile
        }
      }),
  );
}
