// Memory while the benchmark imports: its own resident memory, and the peak of its parser
// processes (children), read from Linux's /proc. Elsewhere the parsers' peak is unknown (null).
import { readdirSync, readFileSync } from 'node:fs';

const megabytes = (bytes: number) => Math.round(bytes / 2 ** 20);

/** This process's children's pids, from every thread's `children` list. */
function childPids(): number[] {
  try {
    return readdirSync('/proc/self/task').flatMap((task) =>
      readFileSync(`/proc/self/task/${task}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number),
    );
  } catch {
    return [];
  }
}

/** A process's peak resident memory so far (VmHWM) in kB, or null when it is gone. */
function peakResidentKb(pid: number): number | null {
  try {
    const match = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

export interface MemoryFigures {
  /** The benchmark process's RSS before the first import and after the last, in MiB. */
  rssBeforeMiB: number;
  rssAfterMiB: number;
  /** The highest peak RSS any parser process reached (sampled every 50 ms), in MiB. */
  parserPeakRssMiB: number | null;
}

/** Starts watching; the returned function stops and answers the figures. */
export function watchMemory(): () => MemoryFigures {
  const rssBefore = process.memoryUsage().rss;
  let parserPeakKb: number | null = null;
  const sample = () => {
    for (const pid of childPids()) {
      const peak = peakResidentKb(pid);
      if (peak !== null) parserPeakKb = Math.max(parserPeakKb ?? 0, peak);
    }
  };
  const timer = setInterval(sample, 50);
  return () => {
    sample();
    clearInterval(timer);
    return {
      rssBeforeMiB: megabytes(rssBefore),
      rssAfterMiB: megabytes(process.memoryUsage().rss),
      parserPeakRssMiB: parserPeakKb === null ? null : megabytes(parserPeakKb * 1024),
    };
  };
}
